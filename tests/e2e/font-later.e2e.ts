import type { Page } from '@playwright/test';
import { phoneContextOptions, throttleLink } from '../../bench/phone-profile.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * The web font on a slow link: the first page is shown in the metric-matched fallback and the
 * font is asked for only once the page is interactive, so its 48 KB never compete with the
 * stylesheet and scripts; the next page uses it from the cache. On a fast link it is preloaded.
 */
test.use(phoneContextOptions());

/** A safety cap for hydration over the slow link, far above the few seconds it takes. */
const HYDRATION_CAP_MS = 60_000;

const RECORD_HYDRATION = () => {
  new MutationObserver(() => {
    const record = window as unknown as { __hydratedAt?: number };
    if (document.documentElement.hasAttribute('data-hydrated'))
      record.__hydratedAt ??= performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
};

/** When the page first asked for a .woff2 file, in the page's clock (null: not asked for). */
const fontRequestedAt = (page: Page) =>
  page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))
        ?.startTime ?? null,
  );

const bodyFont = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]);

test('a fast link preloads the web font and shows it', async ({ page }) => {
  // Stated, not assumed: the browser's estimate of the link is shared by its pages, and a
  // throttled test may have run in this browser before.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 5,
    downloadThroughput: (50_000_000 / 8) | 0,
    uploadThroughput: (20_000_000 / 8) | 0,
  });
  await page.goto('/');
  await waitForHydration(page);
  expect(await page.locator('html').getAttribute('data-font')).toBeNull();
  expect(await bodyFont(page)).toBe('"Inter Variable"');
  expect(await fontRequestedAt(page)).not.toBeNull();
});

test('a slow link fetches the font only once the page is interactive, and uses it on the next page', async ({
  page,
}) => {
  test.slow();
  await page.addInitScript(RECORD_HYDRATION);
  // The link is what the policy reads (the browser's estimate of it); the CPU is the machine's.
  await throttleLink(await page.context().newCDPSession(page));
  // What the policy acts on is hydration, so that is what is waited for, not the load event
  // (every image of the page over the slow link): one run of the whole suite, with both cores
  // busy, saw /blog's load event not come within the test's 135 s cap, hydrated long before.
  await page.goto('/blog', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page, HYDRATION_CAP_MS);
  await expect(page.locator('html')).toHaveAttribute('data-font', 'later');
  expect(await bodyFont(page)).toBe('"Inter Fallback"');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('font-cached'))).toBe('1');
  const hydratedAt = await page.evaluate(
    () => (window as unknown as { __hydratedAt: number }).__hydratedAt,
  );
  expect(await fontRequestedAt(page)).toBeGreaterThan(hydratedAt);

  await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page, HYDRATION_CAP_MS);
  expect(await page.locator('html').getAttribute('data-font')).toBeNull();
  expect(await bodyFont(page)).toBe('"Inter Variable"');
});
