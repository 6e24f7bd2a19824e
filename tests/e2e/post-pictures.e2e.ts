import { blogPosts } from '../../content/blog/posts.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// The post whose picture is a photo, with a second picture in its text.
const post = blogPosts.find((item) => item.image.sources !== undefined)!;

test.describe('a post with a photo', () => {
  test('shows the AVIF variant its column needs, with nothing moving as pictures arrive', async ({
    page,
  }) => {
    // Layout shifts that moved anything of the article (its pictures, the text below them).
    await page.addInitScript(() => {
      const win = window as unknown as { articleShift: number };
      win.articleShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node: Node | null }[];
        })[]) {
          const inArticle = entry.sources.some(
            ({ node }) => node instanceof Element && node.closest('#post-article') !== null,
          );
          if (inArticle) win.articleShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/images/')) requested.push(request.url());
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await gotoHydrated(page, `/blog/${post.slug}`);
    const top = page.locator('img.blog-article__image');
    await expect(top).toHaveJSProperty('complete', true);
    // A phone's column (412 px less margins, 1 device pixel per CSS pixel) takes the 480 w AVIF.
    const small = post.image.sources?.[0]?.srcSet.split(' ')[0] ?? '';
    expect(small).toMatch(/\.avif$/);
    expect(await top.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
      small,
    );
    // The picture in the text is lazy: the browser fetches it as the reader nears it.
    const inText = page.locator('.blog-prose__figure img');
    await expect(inText).toHaveAttribute('loading', 'lazy');
    await inText.scrollIntoViewIfNeeded();
    await expect(inText).toHaveJSProperty('complete', true);
    expect(requested.some((url) => url.endsWith('.avif'))).toBe(true);
    expect(await inText.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { articleShift: number }).articleShift),
    ).toBe(0);
  });

  test('opens from the list by a link, its data fetched from the server, no page load', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blog');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('#articles .blog-card__link', { hasText: post.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.locator('h1')).toHaveText(post.title);
    await expect(page.locator('img.blog-article__image')).toHaveJSProperty('complete', true);
    expect(documents).toEqual([]);
  });
});
