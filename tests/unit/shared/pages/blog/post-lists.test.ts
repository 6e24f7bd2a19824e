import { describe, expect, it } from 'vitest';
import { blogCategories } from '#content/blog/categories.ts';
import { blogPosts } from '#content/blog/posts.ts';
import {
  adjacentPosts,
  cardCategories,
  featuredPosts,
  otherCategories,
  popularPosts,
  postsByAuthor,
  postsInCategory,
  recentPosts,
  tagCounts,
} from '#shared/pages/blog/post-lists.ts';
import { makePost } from './post-factory.ts';

describe('popular posts', () => {
  it('are the top 5 by views', () => {
    const popular = popularPosts(blogPosts);
    expect(popular).toHaveLength(5);
    const views = popular.map((post) => post.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const cutoff = Math.min(...views);
    const left = blogPosts.filter((post) => !popular.includes(post));
    for (const post of left) expect(post.views).toBeLessThanOrEqual(cutoff);
  });

  it('count the visitor’s own views', () => {
    const least = [...blogPosts].sort((a, b) => a.views - b.views)[0]!;
    const viewsOf = (post: { slug: string; views: number }) =>
      post.views + (post.slug === least.slug ? 5000 : 0);
    expect(popularPosts(blogPosts, viewsOf)[0]?.slug).toBe(least.slug);
  });

  it('put the newer post first when views are equal', () => {
    const old = makePost({ slug: 'old', views: 10, publishedDate: '2024-01-01' });
    const fresh = makePost({ slug: 'fresh', views: 10, publishedDate: '2025-01-01' });
    expect(popularPosts([old, fresh]).map((post) => post.slug)).toEqual(['fresh', 'old']);
  });
});

describe('recent, featured and adjacent posts', () => {
  it('recent posts are the five newest', () => {
    const recent = recentPosts(blogPosts);
    expect(recent).toHaveLength(5);
    expect(recent).toEqual(blogPosts.slice(0, 5));
  });

  it('featured posts are newest first', () => {
    const featured = featuredPosts([...blogPosts].reverse());
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((post) => post.featured)).toBe(true);
    const dates = featured.map((post) => post.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('previous is the older post and next the newer one', () => {
    const [newest, second, third] = blogPosts;
    expect(adjacentPosts(blogPosts, second!.slug)).toEqual({ previous: third, next: newest });
    expect(adjacentPosts(blogPosts, newest!.slug).next).toBeUndefined();
    expect(adjacentPosts(blogPosts, blogPosts.at(-1)!.slug).previous).toBeUndefined();
    expect(adjacentPosts(blogPosts, 'unknown')).toEqual({});
  });
});

describe('cards, categories and tags', () => {
  it('a card shows at most two categories', () => {
    const crm = blogPosts.find((post) => post.categoryIds.length > 2)!;
    expect(cardCategories(crm)).toEqual([
      { id: crm.categoryIds[0], name: crm.categories[0] },
      { id: crm.categoryIds[1], name: crm.categories[1] },
    ]);
  });

  it('other categories are four, never the current one', () => {
    const others = otherCategories(blogCategories, 'healthcare');
    expect(others).toHaveLength(4);
    expect(others.map((category) => category.slug)).not.toContain('healthcare');
  });

  it('lists posts of a category and of an author, newest first', () => {
    const inCategory = postsInCategory(blogPosts, 'sales-automation');
    expect(inCategory.length).toBe(3);
    expect(inCategory.every((post) => post.categoryIds.includes('sales-automation'))).toBe(true);
    expect(postsByAuthor(blogPosts, 'jenna-walsh').map((post) => post.slug)).toEqual([
      'ai-voice-agents-real-estate',
    ]);
    expect(postsByAuthor(blogPosts, 'nobody')).toEqual([]);
  });

  it('counts tags, most used first', () => {
    const counts = tagCounts(blogPosts);
    expect(counts[0]).toEqual({ tag: 'voice-ai', count: 6 });
    const total = counts.reduce((sum, entry) => sum + entry.count, 0);
    expect(total).toBe(blogPosts.reduce((sum, post) => sum + post.tags.length, 0));
  });

  it('orders tags of equal count alphabetically, as the locale would', () => {
    const tags = ['sales', 'data-quality', 'ai', 'database', 'voice-ai', 'voice', 'a11y', '24-7'];
    const counts = tagCounts([makePost({ slug: 'one', tags })]);
    expect(counts.map(({ tag }) => tag)).toEqual([...tags].sort((a, b) => a.localeCompare(b)));
    expect(counts.map(({ tag }) => tag)).toEqual([
      '24-7',
      'a11y',
      'ai',
      'data-quality',
      'database',
      'sales',
      'voice',
      'voice-ai',
    ]);
  });
});
