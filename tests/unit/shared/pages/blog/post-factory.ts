import type { BlogPost } from '#content/schema/blog.ts';

/** A minimal valid post for rule tests; override what the test is about. */
export function makePost(overrides: Partial<BlogPost> & { slug: string }): BlogPost {
  return {
    title: `Title of ${overrides.slug}`,
    author: 'Test Author',
    authorId: 'test-author',
    date: 'January 1, 2025',
    readTime: 1,
    image: {
      src: `/images/blog/${overrides.slug}.svg`,
      width: 1200,
      height: 630,
      social: `/assets/images/${overrides.slug}.jpg`,
    },
    excerpt: 'An excerpt.',
    content: [{ type: 'paragraph', text: 'Body text.' }],
    categories: [],
    categoryIds: [],
    tags: [],
    featured: false,
    views: 0,
    publishedDate: '2025-01-01',
    ...overrides,
  };
}
