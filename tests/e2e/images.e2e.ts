import { expect, gotoHydrated, test } from './fixtures.ts';
import { sweepTargets } from './sweep-routes.ts';

const postPath = sweepTargets().find((target) => target.id === 'blog-post')!.path;
const slug = postPath.split('/').pop()!;

test.describe('images', () => {
  test.beforeEach(({ problems }) => problems.allow(/Failed to load resource/));

  test('a header image that fails before hydration is replaced by the placeholder', async ({
    page,
  }) => {
    // The priority image starts loading from the server HTML, before React is listening.
    await page.route(`**/images/blog/${slug}.svg`, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    // A post with a photo: its <picture> variants, made by the build.
    await page.route('**/assets/images/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(postPath);
    const header = page.locator(`main img[src="/images/placeholder.svg"]`).first();
    await expect(header).toBeVisible();
  });

  test('lazy images load only near the viewport and fall back to the placeholder on failure', async ({
    page,
  }) => {
    const requested: string[] = [];
    await page.route('**/images/blog/*.svg', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 500, body: '' });
    });
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoHydrated(page, '/blog');
    const lazy = page.locator('main img[loading="lazy"]');
    const count = await lazy.count();
    expect(count).toBeGreaterThan(2);
    // Cards far below the fold have not been asked for yet.
    expect(requested.length).toBeLessThan(count);
    await lazy.last().scrollIntoViewIfNeeded();
    await expect(lazy.last()).toHaveAttribute('src', '/images/placeholder.svg');
  });
});
