import { z } from 'zod';
import { iconNames } from '#shared/components/icon-names.ts';

/** Lower-case words joined by hyphens: URL segments and tag values. */
const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case words joined by hyphens, e.g. voice-ai');

/**
 * Inline text as the Markdown compiler writes it (scripts/content/inline.ts): plain text, or
 * parts with links (`[text](href)`: a site path or an `https://` address), emphasis, inline code,
 * hard line breaks and footnote marks. Plain text stays one string, so a post without any of
 * these carries no more than its words.
 */
export type RichText = string | readonly InlinePart[];
export type InlinePart =
  | string
  | { readonly text: RichText; readonly href: string }
  | { readonly strong: RichText }
  | { readonly em: RichText }
  | { readonly del: RichText }
  | { readonly code: string }
  | { readonly br: true }
  /** A footnote mark: the note's number, and which mark of that note it is from the second on. */
  | { readonly note: number; readonly ref?: number };

const inlinePartSchema: z.ZodType<InlinePart> = z.lazy(() =>
  z.union([
    z.string().min(1),
    z.strictObject({ text: richTextSchema, href: z.string().min(1) }),
    z.strictObject({ strong: richTextSchema }),
    z.strictObject({ em: richTextSchema }),
    z.strictObject({ del: richTextSchema }),
    z.strictObject({ code: z.string().min(1) }),
    z.strictObject({ br: z.literal(true) }),
    z.strictObject({
      note: z.number().int().positive(),
      ref: z.number().int().min(2).optional(),
    }),
  ]),
);

export const richTextSchema: z.ZodType<RichText> = z.lazy(() =>
  z.union([z.string().min(1), z.array(inlinePartSchema).min(1)]),
);

/** A table cell may be empty. */
const cellSchema = z.union([z.literal(''), richTextSchema]);

/** A list point: its text, and a list under it (nested lists). */
export interface ListBlock {
  readonly items: ListItem[];
  /** A numbered list (`1.`), counting from `start` when it is not 1. */
  readonly ordered?: true;
  readonly start?: number;
}
export type ListItem = RichText | { readonly text: RichText; readonly list: ListBlock };

const listShape = {
  items: z.array(z.lazy((): z.ZodType<ListItem> => listItemSchema)).min(2),
  ordered: z.literal(true).optional(),
  start: z.number().int().nonnegative().optional(),
};
const nestedListSchema: z.ZodType<ListBlock> = z.strictObject(listShape);
const listItemSchema: z.ZodType<ListItem> = z.union([
  richTextSchema,
  z.strictObject({ text: richTextSchema, list: nestedListSchema }),
]);

/**
 * A highlighted code block's text: plain runs, and `[kind, text]` runs the page colours by their
 * kind (`hl-<kind>` classes in blog.css; scripts/content/code-highlight.ts names them).
 */
export type CodePart = string | readonly [kind: string, text: string];
const codePartSchema: z.ZodType<CodePart> = z.union([
  z.string().min(1),
  z.tuple([z.string().regex(/^[a-z]+$/), z.string().min(1)]),
]);

/**
 * A picture as the build made it (scripts/images/): an SVG as it is, or a photo's AVIF and WebP
 * width variants (`sources`) with a WebP `src` for the <img>. `width` and `height` are the
 * intrinsic size, so the page reserves the space before the image arrives.
 */
export const pictureSchema = z.object({
  src: z.string().startsWith('/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sources: z
    .array(z.object({ type: z.enum(['image/avif', 'image/webp']), srcSet: z.string().min(1) }))
    .min(1)
    .optional(),
});

/** A post's own picture: cards, the top of the post, and a 1200 × 630 JPEG for social networks. */
export const postImageSchema = pictureSchema.extend({ social: z.string().startsWith('/') });

/**
 * One block of an article body. Headings are the article's h2s (the post title is the h1), or
 * h3s under an h2 (`level: 3`), each with its anchor (`id`).
 */
export const blogBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: richTextSchema }),
  z.object({
    type: z.literal('heading'),
    text: richTextSchema,
    level: z.literal(3).optional(),
    id: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
  }),
  z.object({ type: z.literal('list'), ...listShape }),
  /** A Markdown `![alt](file)` on its own line. */
  z.object({ type: z.literal('image'), alt: z.string().min(1), image: pictureSchema }),
  /** A fenced code block, highlighted at build time when its language is named. */
  z.object({
    type: z.literal('code'),
    lang: z.string().min(1).optional(),
    code: z.array(codePartSchema),
  }),
  /** A quotation (`>`); with a last line `— Name, role` it is a pull quote with its source. */
  z.object({
    type: z.literal('quote'),
    paragraphs: z.array(richTextSchema).min(1),
    source: richTextSchema.optional(),
  }),
  z.object({
    type: z.literal('table'),
    /** Per column, as the `|:--|:-:|--:|` line sets it. */
    align: z.array(z.enum(['left', 'center', 'right']).nullable()),
    head: z.array(cellSchema).min(1),
    rows: z.array(z.array(cellSchema)),
  }),
  /** A horizontal rule (`---`). */
  z.object({ type: z.literal('rule') }),
  /** The footnotes, numbered as first marked; `refs` is how many marks point to the note. */
  z.object({
    type: z.literal('notes'),
    items: z.array(z.object({ text: richTextSchema, refs: z.number().int().min(1) })).min(1),
  }),
]);

export const blogPostSchema = z
  .object({
    /** The post's address (/blog/{slug}) and its key everywhere: the file name by default. */
    slug: slugSchema,
    title: z.string().min(1),
    /** Display name; the author card looks it up and falls back to a generic contributor. */
    author: z.string().min(1),
    authorId: slugSchema,
    /** Display text of the publication date, e.g. 'March 4, 2025'. */
    date: z.string().min(1),
    /** Minutes at 200 words per minute, rounded up, at least 1 (checked by a unit test). */
    readTime: z.number().int().min(1),
    image: postImageSchema,
    excerpt: z.string().min(1),
    content: z.array(blogBlockSchema).min(3),
    /** Category names, in the same order as `categoryIds`. */
    categories: z.array(z.string().min(1)).min(1),
    categoryIds: z.array(slugSchema).min(1),
    tags: z.array(slugSchema).min(1),
    featured: z.boolean(),
    /** Views before this visitor; the visitor's own views are added in the browser. */
    views: z.number().int().nonnegative(),
    publishedDate: z.iso.date(),
  })
  .refine((post) => post.categories.length === post.categoryIds.length, {
    message: 'categories and categoryIds must pair up',
    path: ['categories'],
  });

/**
 * The front matter of a post file (`content/blog/posts/{slug}.md`): facts only. Display names,
 * the display date, the read time and every list are derived at build time.
 */
export const blogFrontMatterSchema = z.strictObject({
  title: z.string({ error: 'write the post title as text' }).min(1, 'the title is empty'),
  /** Defaults to the file name. */
  slug: slugSchema.optional(),
  /** An author id from content/blog/authors.ts. */
  author: z.string({ error: 'write the author id as text, e.g. maya-patel' }),
  /** Publication day (UTC); a later day schedules the post. */
  date: z.iso.date({ error: 'write the publication date as YYYY-MM-DD, e.g. 2025-03-11' }),
  /** Category ids from content/blog/categories.ts, the first one shown first. */
  categories: z
    .array(z.string(), { error: 'list the category ids, e.g. [healthcare, ai-technology]' })
    .min(1, 'name at least one category'),
  tags: z
    .array(slugSchema, { error: 'list the tags, e.g. [voice-ai, scheduling]' })
    .min(1, 'add at least one tag'),
  featured: z.boolean({ error: 'write true or false' }).default(false),
  /** The post's picture: a file beside the post (images/photo.jpg) or under public/ (/images/…). */
  thumbnail: z
    .string({ error: 'write the image path, e.g. images/my-photo.jpg' })
    .min(1, 'write the image path, e.g. images/my-photo.jpg'),
  excerpt: z
    .string({ error: 'write a one- or two-sentence summary' })
    .min(1, 'the excerpt is empty'),
  /** Views before any visitor's own (the popular list ranks by them). */
  views: z.number({ error: 'write a whole number' }).int().nonnegative().default(0),
  /** Shown only by `npm run dev`, never built for production. */
  draft: z.boolean({ error: 'write true or false' }).default(false),
});

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export const blogAuthorSchema = z.object({
  id: slugSchema,
  name: z.string().min(1),
  role: z.string().min(1),
  bio: z.string().min(1),
  avatarUrl: z.string().regex(/^\/images\/authors\/[a-z0-9-]+\.svg$/),
  /** The author's page on this site. */
  profileUrl: z.string().startsWith('/'),
  socialLinks: z
    .object({
      twitter: z.url().optional(),
      linkedin: z.url().optional(),
      website: z.url().optional(),
    })
    .optional(),
});

/** Palette names; blog.css maps each to badge and banner colours that pass AA in both themes. */
export const categoryColors = [
  'indigo',
  'violet',
  'sky',
  'slate',
  'rose',
  'emerald',
  'amber',
  'teal',
  'fuchsia',
] as const;

export const blogCategorySchema = z
  .object({
    id: slugSchema,
    slug: slugSchema,
    name: z.string().min(1),
    description: z.string().min(1),
    iconName: z.enum(iconNames),
    color: z.enum(categoryColors),
  })
  .refine((category) => category.id === category.slug, {
    message: 'a category id is its slug',
    path: ['id'],
  });

export type BlogBlock = z.infer<typeof blogBlockSchema>;
export type Picture = z.infer<typeof pictureSchema>;
export type PostImage = z.infer<typeof postImageSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
/** A post without its body: what lists, cards and links need (see content/blog/post-index.ts). */
export type BlogPostSummary = Omit<BlogPost, 'content'>;
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;
export type BlogCategory = z.infer<typeof blogCategorySchema>;
