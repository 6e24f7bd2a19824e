import { describe, expect, it } from 'vitest';
import { shareLinks } from '#shared/pages/blog/share-bar-rules.ts';

describe('share links', () => {
  const url = 'https://www.example.com/blog/ai-lead-qualification';
  const links = shareLinks(url, 'Speed to Lead & More', 'Answer every lead.');

  it('link to X, LinkedIn and Facebook with the encoded address', () => {
    const encoded = encodeURIComponent(url);
    expect(links.x).toBe(
      `https://x.com/intent/post?text=Speed%20to%20Lead%20%26%20More&url=${encoded}`,
    );
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  });

  it('mail the title as subject and the excerpt and address as body', () => {
    const mail = new URL(links.email);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Speed to Lead & More');
    expect(mail.searchParams.get('body')).toBe(
      `Answer every lead.\n\nRead the full article: ${url}`,
    );
  });
});
