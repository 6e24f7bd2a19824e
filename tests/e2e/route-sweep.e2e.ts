import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { noJsFindings } from './no-js-rule.ts';
import { sweepTargets } from './sweep-routes.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core, evaluated through DevTools (not a script tag, which the CSP would block). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      rules: { 'target-size': { enabled: true } },
    });
    return result.violations;
  }, WCAG_TAGS);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`,
    );
}

async function expectOneRenderedPage(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('header.site-header')).toHaveCount(1);
}

for (const target of sweepTargets()) {
  test.describe(`${target.id} ${target.path}`, () => {
    test('renders once, hydrates cleanly and passes axe in light and dark', async ({
      page,
      problems,
    }) => {
      if (target.id === 'not-found')
        problems.allow(/Failed to load resource: the server responded with a status of 404/);
      const response = await page.goto(target.path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(target.id === 'not-found' ? 404 : 200);
      await expectOneRenderedPage(page);
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      expect(await seriousViolations(page), 'axe, light theme').toEqual([]);

      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload({ waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectOneRenderedPage(page);
      expect(await seriousViolations(page), 'axe, dark theme').toEqual([]);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      test('shows the main content', async ({ page, problems }) => {
        if (target.id === 'not-found') problems.allow(/status of 404/);
        await page.goto(target.path);
        await expect(page.locator('main h1')).toBeVisible();
        const text = await page.locator('main').innerText();
        expect(text.trim().length).toBeGreaterThan(80);
      });

      test('every visible control works or waits for JavaScript', async ({ page, problems }) => {
        if (target.id === 'not-found') problems.allow(/status of 404/);
        await page.goto(target.path);
        const findings = await noJsFindings(page);
        // Reported apart so a failure says whether the page or the site shell needs the fix.
        expect
          .soft(findings.page, 'page content: controls that do nothing without JavaScript')
          .toEqual([]);
        expect(
          findings.shell,
          'site shell (header, footer): controls that do nothing without JavaScript',
        ).toEqual([]);
      });
    });
  });
}
