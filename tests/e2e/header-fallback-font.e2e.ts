import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * A page kept in the fallback font (a slow link's first page, or a font that never came) still
 * lays the desktop header out: no two of its controls overlap at any desktop width. On a Linux
 * desktop without Arial or Liberation Sans the fallback is DejaVu Sans, 5% wider than Inter
 * (bold 14%), which put "Schedule a Demo" under the settings and theme buttons from 1200 px up
 * until base.css matched its metrics too.
 */
test('without the web font, the desktop header’s controls never overlap', async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource: net::ERR_FAILED/);
  await page.route(/\.woff2$/, (route) => route.abort());
  await gotoHydrated(page, '/blog');
  const overlaps: string[] = [];
  // From the width where the desktop navigation appears (56rem) to a wide screen.
  for (let width = 896; width <= 1600; width += 32) {
    await page.setViewportSize({ width, height: 800 });
    const found = await page.evaluate(() => {
      const controls = [
        ...document.querySelectorAll<HTMLElement>(
          'header.site-header :is(a, button, summary, select)',
        ),
      ].filter((control) =>
        control.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );
      const name = (control: HTMLElement) =>
        (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      const pairs: string[] = [];
      controls.forEach((a, index) => {
        for (const b of controls.slice(index + 1)) {
          if (a.contains(b) || b.contains(a)) continue;
          const boxA = a.getBoundingClientRect();
          const boxB = b.getBoundingClientRect();
          const apart =
            boxA.right <= boxB.left + 1 ||
            boxB.right <= boxA.left + 1 ||
            boxA.bottom <= boxB.top + 1 ||
            boxB.bottom <= boxA.top + 1;
          if (!apart) pairs.push(`"${name(a)}" and "${name(b)}"`);
        }
      });
      return pairs;
    });
    overlaps.push(...found.map((pair) => `${width} px: ${pair}`));
  }
  // Laid out in the fallback indeed: no face of the web font loaded.
  const webFontLoaded = await page.evaluate(() =>
    [...document.fonts].some(
      (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
    ),
  );
  expect(webFontLoaded).toBe(false);
  expect(overlaps, overlaps.slice(0, 5).join('; ')).toEqual([]);
});
