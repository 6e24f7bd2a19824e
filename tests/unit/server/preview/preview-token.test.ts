import { describe, expect, it } from 'vitest';
import { previewLink } from '#server/preview/preview-cli.ts';
import { previewPath, verifyPreviewToken } from '#server/preview/preview-token.ts';
import type { BlogPostSummary } from '#content/schema/blog.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-12-05T10:00:00Z');
const tokenOf = (path: string) => path.split('/').at(-1) ?? '';

describe('preview link signatures', () => {
  it('open their post for seven days by default, and not a second longer', () => {
    const { path, expiresAt } = previewPath(SECRET, 'spring-launch', { now: NOW });
    expect(path).toMatch(/^\/blog\/preview\/spring-launch\/1797069600\.[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.toISOString()).toBe('2026-12-12T10:00:00.000Z');
    const token = tokenOf(path);
    expect(verifyPreviewToken(SECRET, 'spring-launch', token, NOW)).toEqual({ expiresAt });
    const lastMoment = new Date(expiresAt.getTime() - 1);
    expect(verifyPreviewToken(SECRET, 'spring-launch', token, lastMoment)).not.toBeNull();
    expect(verifyPreviewToken(SECRET, 'spring-launch', token, expiresAt)).toBeNull();
  });

  it('open nothing once altered, moved to another post, or checked with another secret', () => {
    const token = tokenOf(previewPath(SECRET, 'spring-launch', { now: NOW, days: 2 }).path);
    const [expires = '', signature = ''] = token.split('.');
    expect(verifyPreviewToken(SECRET, 'other-post', token, NOW)).toBeNull();
    expect(verifyPreviewToken(`${SECRET}!`, 'spring-launch', token, NOW)).toBeNull();
    expect(verifyPreviewToken(undefined, 'spring-launch', token, NOW)).toBeNull();
    expect(
      verifyPreviewToken(SECRET, 'spring-launch', `${Number(expires) + 1}.${signature}`, NOW),
    ).toBeNull();
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyPreviewToken(SECRET, 'spring-launch', `${expires}.${flipped}`, NOW)).toBeNull();
    for (const malformed of [
      '',
      expires,
      `${expires}.`,
      `${expires}.${signature}x`,
      `x.${signature}`,
    ])
      expect(verifyPreviewToken(SECRET, 'spring-launch', malformed, NOW), malformed).toBeNull();
  });
});

describe('npm run preview-link', () => {
  const summary = (slug: string, publishedDate: string) =>
    ({ slug, publishedDate }) as BlogPostSummary;
  const request = {
    days: 7,
    secret: SECRET,
    siteUrl: 'https://www.example.com',
    now: NOW,
    drafts: [summary('pricing-memo', '2026-01-01')],
    posts: [summary('spring-launch', '2027-03-01'), summary('old-news', '2025-01-01')],
  };

  it('prints a link on the site for a draft or a scheduled post', () => {
    const { path } = previewPath(SECRET, 'spring-launch', { now: NOW });
    expect(previewLink({ ...request, slug: 'spring-launch' })).toEqual({
      ok: true,
      text: `https://www.example.com${path}\n(scheduled for 2027-03-01; the link works until 2026-12-12 10:00 UTC)`,
    });
    expect(previewLink({ ...request, slug: 'pricing-memo' }).text).toContain('(a draft;');
  });

  it('says why there is no link: no secret, no such post, or a post already out', () => {
    expect(previewLink({ ...request, slug: 'spring-launch', secret: undefined }).text).toBe(
      'PREVIEW_SECRET is not set, so previews are off: set it to the secret the site runs with (docs/writing.md).',
    );
    expect(previewLink({ ...request, slug: 'nothing' }).text).toBe(
      'No draft or post has the address /blog/nothing.',
    );
    expect(previewLink({ ...request, slug: 'old-news' })).toEqual({
      ok: false,
      text: '/blog/old-news is published: anyone can read it at https://www.example.com/blog/old-news.',
    });
  });
});
