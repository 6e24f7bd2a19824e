import { describe, expect, it } from 'vitest';
import { blogPosts } from '#content/blog/posts.ts';
import { relatedPosts, relatedScore } from '#shared/pages/blog/related-posts.ts';
import { makePost } from './post-factory.ts';

const current = makePost({
  slug: 'current',
  categoryIds: ['a', 'b'],
  tags: ['x', 'y', 'z'],
  publishedDate: '2025-01-10',
});

describe('related-post scoring', () => {
  it('scores 2 per shared category and 1 per shared tag', () => {
    const candidate = makePost({ slug: 'c', categoryIds: ['a', 'b', 'q'], tags: ['x', 'q'] });
    expect(relatedScore(current, candidate)).toMatchObject({
      sharedCategories: 2,
      sharedTags: 1,
      score: 5,
      qualifies: true,
    });
  });

  it('qualifies with one shared category, or two or more shared tags, not one tag', () => {
    expect(relatedScore(current, makePost({ slug: 'c', categoryIds: ['a'] })).qualifies).toBe(true);
    expect(relatedScore(current, makePost({ slug: 't2', tags: ['x', 'y'] })).qualifies).toBe(true);
    expect(relatedScore(current, makePost({ slug: 't1', tags: ['x'] })).qualifies).toBe(false);
  });
});

describe('related posts', () => {
  const strong = makePost({ slug: 'strong', categoryIds: ['a', 'b'], views: 1 });
  const tagsOnly = makePost({ slug: 'tags-only', tags: ['x', 'y'], views: 5 });
  const popularTie = makePost({ slug: 'popular-tie', categoryIds: ['a'], views: 900 });
  const quietTie = makePost({ slug: 'quiet-tie', tags: ['x', 'y'], views: 10 });
  const oneTag = makePost({ slug: 'one-tag', tags: ['x'], publishedDate: '2025-03-01' });
  const newest = makePost({ slug: 'newest', publishedDate: '2025-06-01' });
  const older = makePost({ slug: 'older', publishedDate: '2024-06-01' });

  it('orders by score, ties by views, and stops at three', () => {
    const posts = [current, tagsOnly, quietTie, popularTie, strong, newest];
    // strong 4; popular-tie 2 (900 views); tags-only and quiet-tie 2 (5 and 10 views).
    expect(relatedPosts(current, posts).map((post) => post.slug)).toEqual([
      'strong',
      'popular-tie',
      'quiet-tie',
    ]);
  });

  it('breaks view ties with the views it is given (the visitor’s own included)', () => {
    const posts = [current, tagsOnly, quietTie];
    const viewsOf = (post: { slug: string; views: number }) =>
      post.slug === 'tags-only' ? 1000 : post.views;
    expect(relatedPosts(current, posts, viewsOf).map((post) => post.slug)).toEqual([
      'tags-only',
      'quiet-tie',
      // filled with the newest remaining post (none left here)
    ]);
  });

  it('fills up with the newest other posts when fewer than three qualify', () => {
    const posts = [current, older, oneTag, strong, newest];
    expect(relatedPosts(current, posts).map((post) => post.slug)).toEqual([
      'strong',
      'newest',
      'one-tag',
    ]);
  });

  it('never includes the post itself and returns at most three for every real post', () => {
    for (const post of blogPosts) {
      const related = relatedPosts(post, blogPosts);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.length).toBe(3);
      expect(related.map((item) => item.slug)).not.toContain(post.slug);
      expect(new Set(related).size).toBe(related.length);
    }
  });

  it('relates the CRM article to the lead qualification article first', () => {
    const crm = blogPosts.find((post) => post.slug === 'crm-integration-ai-agents')!;
    expect(relatedPosts(crm, blogPosts)[0]?.slug).toBe('ai-lead-qualification');
  });
});
