import { expect, gotoHydrated, test } from './fixtures.ts';

// The tiers' prices and features in the server HTML are the integration tests' (served-pages).
test.describe('enhanced CRM setup checklist', () => {
  test('ticking steps moves the progress bar and completing all says so', async ({ page }) => {
    await gotoHydrated(page, '/enhanced-crm');
    const checklist = page.locator('#account-setup');
    const bar = checklist.getByRole('progressbar', { name: 'Account setup' });
    await expect(checklist.getByText('1 of 6 steps complete')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '17');

    await checklist.getByLabel('Import your contacts').check();
    await expect(checklist.getByText('2 of 6 steps complete')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
    await expect(checklist.getByText('33% complete')).toBeVisible();

    // Unticking goes back.
    await checklist.getByLabel('Create your account').uncheck();
    await expect(bar).toHaveAttribute('aria-valuenow', '17');

    for (const label of [
      'Create your account',
      'Connect your calendar',
      'Set up your AI agent',
      'Customise your pipeline',
      'Invite your team',
    ]) {
      await checklist.getByLabel(label).check();
    }
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(checklist.getByRole('status')).toContainText('All set!');

    await checklist.getByRole('button', { name: 'Reset checklist' }).click();
    await expect(checklist.getByText('1 of 6 steps complete')).toBeVisible();
    await expect(checklist.getByRole('status')).toHaveCount(0);
  });
});

test.describe('feature page FAQ', () => {
  test('opens one answer at a time and closes the open one on a second click', async ({ page }) => {
    await gotoHydrated(page, '/features/voice-agents');
    const faq = page.locator('#faq');
    const item = (question: string) =>
      faq.locator('details', { has: page.locator('summary', { hasText: question }) });
    const setup = item('How long does it take to set up a voice agent?');
    const languages = item('Which languages do voice agents speak?');
    await expect(faq.locator('details[open]')).toHaveCount(0);

    await setup.locator('summary').click();
    await expect(setup).toHaveAttribute('open', '');
    await expect(faq.getByText('A simple voice agent is live in 24-48 hours.')).toBeVisible();

    await languages.locator('summary').click();
    await expect(languages).toHaveAttribute('open', '');
    await expect(setup).not.toHaveAttribute('open');
    await expect(faq.getByText('A simple voice agent is live in 24-48 hours.')).toBeHidden();
    await expect(
      faq.getByText('English, Spanish, French, German, Italian, Portuguese and Japanese', {
        exact: false,
      }),
    ).toBeVisible();

    await languages.locator('summary').click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });
});

test.describe('analytics preview controls', () => {
  test('Filter and Export are marked unavailable and explain why', async ({ page }) => {
    await gotoHydrated(page, '/features/analytics');
    const preview = page.locator('#dashboard-preview');
    for (const name of ['Filter', 'Export']) {
      const button = preview.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(/Preview only/);
      // Playwright treats aria-disabled as disabled; force the click to show it does nothing.
      await button.click({ force: true });
    }
    await expect(page).toHaveURL(/\/features\/analytics$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the partner tiers and every FAQ answer are readable', async ({ page }) => {
    await page.goto('/partners');
    await expect(page.locator('#tiers .tier__description')).toHaveText([
      '1-5 implementations a year',
      '6-15 implementations a year',
      '16+ implementations a year',
    ]);
    await expect(page.getByText('Applications take 1-2 weeks.', { exact: false })).toBeVisible();
  });
});
