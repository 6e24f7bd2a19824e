import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authorOf, blogAuthors, contentContributor } from '#content/blog/authors.ts';
import { blogCategories } from '#content/blog/categories.ts';
import { blogPosts } from '#content/blog/posts.ts';
import { blogAuthorSchema, blogCategorySchema, blogPostSchema } from '#content/schema/blog.ts';
import { articleWordCount, readingTimeMinutes } from '#shared/pages/blog/reading-time.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('blog content', () => {
  it('matches the schemas', () => {
    for (const post of blogPosts) expect(blogPostSchema.parse(post), post.slug).toEqual(post);
    for (const author of [...blogAuthors, contentContributor]) {
      expect(blogAuthorSchema.parse(author), author.id).toEqual(author);
    }
    for (const category of blogCategories) {
      expect(blogCategorySchema.parse(category), category.slug).toEqual(category);
    }
  });

  it('ships eight posts, eight authors and nine categories', () => {
    expect(blogPosts).toHaveLength(8);
    expect(blogAuthors).toHaveLength(8);
    expect(blogCategories.map((category) => category.slug).sort()).toEqual(
      [
        'ai-technology',
        'business-strategy',
        'user-experience',
        'ai-ethics',
        'healthcare',
        'real-estate',
        'sales-automation',
        'lead-generation',
        'customer-service',
      ].sort(),
    );
    const topics = [
      'healthcare',
      'customer',
      'lead',
      'natural',
      'roi',
      'ethics',
      'crm',
      'real-estate',
    ];
    for (const topic of topics) {
      expect(blogPosts.some((post) => post.slug.includes(topic))).toBe(true);
    }
  });

  it('has unique slugs, author ids and category ids', () => {
    expect(unique(blogPosts.map((post) => post.slug))).toBe(true);
    expect(unique(blogAuthors.map((author) => author.id))).toBe(true);
    expect(unique(blogCategories.map((category) => category.id))).toBe(true);
  });

  it('points every post at a known author whose name it shows', () => {
    for (const post of blogPosts) {
      const author = blogAuthors.find((candidate) => candidate.id === post.authorId);
      expect(author, post.slug).toBeDefined();
      expect(post.author).toBe(author?.name);
      expect(author?.profileUrl).toBe(`/blog/author/${post.authorId}`);
    }
  });

  it('pairs every category id with its category name', () => {
    for (const post of blogPosts) {
      const names = post.categoryIds.map(
        (id) => blogCategories.find((category) => category.id === id)?.name,
      );
      expect(names, post.slug).toEqual(post.categories);
    }
  });

  it('uses every category and keeps tags unique, kebab-case slugs per post', () => {
    const used = new Set(blogPosts.flatMap((post) => post.categoryIds));
    expect(used.size).toBe(blogCategories.length);
    for (const post of blogPosts) {
      expect(unique(post.tags), post.slug).toBe(true);
      for (const tag of post.tags) expect(tag).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('stores the read time as words / 200 rounded up, at least 1', () => {
    for (const post of blogPosts) {
      const expected = Math.max(1, Math.ceil(articleWordCount(post.content) / 200));
      expect(post.readTime, post.slug).toBe(expected);
      expect(readingTimeMinutes(post.content)).toBe(expected);
    }
  });

  it('has real articles: several hundred words with subheadings and bullet lists', () => {
    for (const post of blogPosts) {
      expect(articleWordCount(post.content), post.slug).toBeGreaterThanOrEqual(400);
      expect(post.content.filter((block) => block.type === 'heading').length).toBeGreaterThan(1);
      expect(post.content.some((block) => block.type === 'list')).toBe(true);
    }
  });

  it('shows the display date of the publication date', () => {
    const format = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const post of blogPosts) {
      expect(post.date, post.slug).toBe(format.format(new Date(`${post.publishedDate}T00:00:00Z`)));
    }
  });

  it('orders posts newest first', () => {
    const dates = blogPosts.map((post) => post.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has an illustration for every post and an avatar for every author', () => {
    for (const post of blogPosts) {
      expect(post.thumbnailUrl).toBe(`/images/blog/${post.slug}.svg`);
      expect(existsSync(path.join(publicDir, post.thumbnailUrl)), post.thumbnailUrl).toBe(true);
    }
    for (const author of [...blogAuthors, contentContributor]) {
      expect(existsSync(path.join(publicDir, author.avatarUrl)), author.avatarUrl).toBe(true);
    }
  });

  it('falls back to a generic Content Contributor for an unknown author', () => {
    const post = blogPosts[0]!;
    expect(authorOf(post).id).toBe(post.authorId);
    expect(authorOf({ authorId: 'nobody', author: post.author }).name).toBe(post.author);
    expect(authorOf({ authorId: 'nobody', author: 'Someone Unknown' }).name).toBe(
      'Content Contributor',
    );
  });
});
