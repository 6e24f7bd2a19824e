import { describe, expect, it } from 'vitest';
import { authorOf, blogAuthors } from '#content/blog/authors.ts';
import { blogCategories } from '#content/blog/categories.ts';
import { blogPosts } from '#content/blog/posts.ts';
import { articleWordCount, readingTimeMinutes } from '#shared/pages/blog/reading-time.ts';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('blog content', () => {
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

  it('leaves no category empty and repeats no tag within a post', () => {
    const used = new Set(blogPosts.flatMap((post) => post.categoryIds));
    expect(blogCategories.filter((category) => !used.has(category.id))).toEqual([]);
    for (const post of blogPosts) expect(unique(post.tags), post.slug).toBe(true);
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

  it('falls back to a generic Content Contributor for an unknown author', () => {
    const post = blogPosts[0]!;
    expect(authorOf(post).id).toBe(post.authorId);
    expect(authorOf({ authorId: 'nobody', author: post.author }).name).toBe(post.author);
    expect(authorOf({ authorId: 'nobody', author: 'Someone Unknown' }).name).toBe(
      'Content Contributor',
    );
  });
});
