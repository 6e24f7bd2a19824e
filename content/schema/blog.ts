import { z } from 'zod';
import { iconNames } from '#shared/components/icon-names.ts';

/** Lower-case words joined by hyphens: URL segments and tag values. */
const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lower-case words joined by hyphens, e.g. voice-ai');

/** A link inside a paragraph or list item: a site path (`/pricing`) or an `https://` address. */
export const inlineLinkSchema = z.object({ text: z.string().min(1), href: z.string().min(1) });

/** Plain text, or text in parts when it links somewhere (a Markdown `[text](href)`). */
export const richTextSchema = z.union([
  z.string().min(1),
  z.array(z.union([z.string().min(1), inlineLinkSchema])).min(1),
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
 * h3s under an h2 (`level: 3`).
 */
export const blogBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: richTextSchema }),
  z.object({ type: z.literal('heading'), text: z.string().min(1), level: z.literal(3).optional() }),
  z.object({ type: z.literal('list'), items: z.array(richTextSchema).min(2) }),
  /** A Markdown `![alt](file)` on its own line. */
  z.object({ type: z.literal('image'), alt: z.string().min(1), image: pictureSchema }),
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
export type RichText = z.infer<typeof richTextSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
/** A post without its body: what lists, cards and links need (see content/blog/post-index.ts). */
export type BlogPostSummary = Omit<BlogPost, 'content'>;
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;
export type BlogCategory = z.infer<typeof blogCategorySchema>;
