import { expect, gotoHydrated, test } from './fixtures.ts';

// Naming `problems` makes the fixture fail each test on a console error, page error or CSP violation.
test.describe('voice and chat pricing tiers', () => {
  const cases = [
    {
      path: '/features/voice-agents',
      tiers: [
        [
          'Starter',
          '$499/mo',
          ['1 agent', 'Up to 500 minutes', 'Basic analytics', 'Email support'],
        ],
        [
          'Professional',
          '$999/mo',
          [
            '3 agents',
            '2,000 minutes',
            'Advanced analytics',
            'CRM integration',
            'Priority support',
          ],
        ],
        ['Enterprise', 'Custom', []],
      ],
    },
    {
      path: '/features/chat',
      tiers: [
        ['Starter', '$299/mo', ['1 agent', '1,000 conversations']],
        [
          'Professional',
          '$699/mo',
          ['3 agents', '5,000 conversations', 'CRM integration', 'Priority support'],
        ],
        ['Enterprise', 'Custom', []],
      ],
    },
  ] as const;

  for (const { path, tiers } of cases) {
    test(`${path} shows the three tiers with their prices and features`, async ({ page }) => {
      await gotoHydrated(page, path);
      const cards = page.locator('#pricing .tier');
      await expect(cards).toHaveCount(3);
      for (const [index, [name, price, features]] of tiers.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
        await expect(card.locator('.tier__price')).toHaveText(price);
        for (const feature of features) {
          await expect(card.getByRole('listitem').filter({ hasText: feature }).first()).toHaveText(
            feature,
          );
        }
      }
      await expect(cards.nth(1).locator('.tier__ribbon')).toHaveText('Most Popular');
      await expect(cards.nth(0).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
        'href',
        '/onboarding',
      );
      await expect(cards.nth(2).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
        'href',
        '/contact',
      );
    });
  }
});

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

test.describe('CRM structured data', () => {
  test('prices the platform at 99 USD', async ({ page }) => {
    await gotoHydrated(page, '/crm');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const offers = blocks
      .map((text) => JSON.parse(text) as { offers?: { price?: number; priceCurrency?: string } })
      .flatMap((data) => (data.offers ? [data.offers] : []));
    expect(offers).toContainEqual(expect.objectContaining({ price: 99, priceCurrency: 'USD' }));
    await expect(page.getByRole('link', { name: 'Start Free Trial' }).first()).toHaveAttribute(
      'href',
      '/onboarding',
    );
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
