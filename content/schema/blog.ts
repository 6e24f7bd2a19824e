import { z } from 'zod';
import { iconNames } from '#shared/components/icon-names.ts';

/** Lower-case words joined by hyphens: URL segments and tag values. */
const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug');

/** One block of an article body. Headings are the article's h2s (the post title is the h1). */
export const blogBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string().min(1) }),
  z.object({ type: z.literal('heading'), text: z.string().min(1) }),
  z.object({ type: z.literal('list'), items: z.array(z.string().min(1)).min(2) }),
]);

export const blogPostSchema = z
  .object({
    id: z.string().min(1),
    slug: slugSchema,
    title: z.string().min(1),
    /** Display name; the author card looks it up and falls back to a generic contributor. */
    author: z.string().min(1),
    authorId: slugSchema,
    /** Display text of the publication date, e.g. 'March 4, 2025'. */
    date: z.string().min(1),
    /** Minutes at 200 words per minute, rounded up, at least 1 (checked by a unit test). */
    readTime: z.number().int().min(1),
    thumbnailUrl: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/),
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
  .refine((post) => post.thumbnailUrl === `/images/blog/${post.slug}.svg`, {
    message: 'thumbnailUrl must be /images/blog/{slug}.svg',
    path: ['thumbnailUrl'],
  })
  .refine((post) => post.categories.length === post.categoryIds.length, {
    message: 'categories and categoryIds must pair up',
    path: ['categories'],
  });

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
export type BlogPost = z.infer<typeof blogPostSchema>;
/** A post without its body: what lists, cards and links need (see content/blog/post-index.ts). */
export type BlogPostSummary = Omit<BlogPost, 'content'>;
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;
export type BlogCategory = z.infer<typeof blogCategorySchema>;
