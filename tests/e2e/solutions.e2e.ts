import type { Page } from '@playwright/test';
import { expect, gotoHydrated, pauseClock, test } from './fixtures.ts';

/** Today in the browser's own time zone, written the way the terms page writes it. */
function browserToday(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
  );
}

// Time zones far from UTC: for hours of every day the visitor's date differs from the server's.
for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  test.describe(`terms of service in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('show 14 numbered sections and today’s date, without a hydration warning', async ({
      page,
      problems,
    }) => {
      await gotoHydrated(page, '/terms-of-service');
      await expect(page.locator('.page-hero time')).toHaveText(await browserToday(page));
      const headings = page.locator('.sol-legal__section > h2');
      await expect(headings).toHaveCount(14);
      await expect(headings.first()).toHaveText('1. Acceptance of Terms');
      await expect(headings.last()).toHaveText('14. Contact Information');
      await expect(page.getByText('binding arbitration in Austin, Texas')).toBeVisible();
      expect(problems.messages).toEqual([]);
    });
  });
}

test('a code block copies its code and shows Copied! for two seconds', async ({
  page,
  context,
  problems,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await gotoHydrated(page, '/developers');
  await pauseClock(page);
  const panel = page.locator('#examples [role="tabpanel"]:visible');
  const copy = panel.getByRole('button', { name: 'Copy create-crm-agent.js code' });
  await copy.click();
  const button = panel.locator('.code-block__copy');
  await expect(button).toHaveText('Copied!');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await panel.locator('pre code').textContent());
  expect(copied).toContain('fieldMappings');
  await page.clock.runFor(1999);
  await expect(button).toHaveText('Copied!');
  await page.clock.runFor(1);
  await expect(button).toHaveText('Copy');
  expect(problems.messages).toEqual([]);
});

test('the integration examples are keyboard-operable tabs', async ({ page, problems }) => {
  await gotoHydrated(page, '/developers');
  const first = page.getByRole('tab', { name: 'CRM agent' });
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const widget = page.getByRole('tab', { name: 'Website chat widget' });
  await expect(widget).toBeFocused();
  await expect(widget).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('welcomeMessage');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel')).toContainText('group_by');
  expect(problems.messages).toEqual([]);
});

test('View Docs leads to the SDK section of the documentation', async ({ page, problems }) => {
  await gotoHydrated(page, '/developers');
  await page.getByRole('link', { name: 'View Docs for the Python SDK' }).click();
  await expect(page).toHaveURL(/\/documentation#sdk-python$/);
  await expect(page.locator('#sdk-python')).toBeInViewport();
  expect(problems.messages).toEqual([]);
});

test('contents links and hero anchors scroll to their sections', async ({ page, problems }) => {
  await gotoHydrated(page, '/api');
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Rate Limiting' })
    .click();
  await expect(page).toHaveURL(/\/api#rate-limiting$/);
  await expect(page.locator('#rate-limiting-title')).toBeInViewport();

  await gotoHydrated(page, '/implementation');
  await page.getByRole('link', { name: 'Compare Packages' }).click();
  await expect(page).toHaveURL(/\/implementation#packages$/);
  await expect(page.locator('#packages-title')).toBeInViewport();
  expect(problems.messages).toEqual([]);
});
