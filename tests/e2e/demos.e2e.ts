import { HIGHLIGHT_MS } from '../../shared/pages/demos/pricing-calculator-rules.ts';
import { CHAT_REPLY_MS } from '../../shared/pages/demos/chat-bot-rules.ts';
import { expect, gotoHydrated, pauseClock, scrollToPart, test } from './fixtures.ts';

test.describe('pricing calculator', () => {
  test('recomputes the total on every change, with a highlight', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/interactive-elements');
    await pauseClock(page);
    const calculator = page.locator('#calculator');
    const total = calculator.getByTestId('calculator-total');
    await expect(total).toHaveText('$299 per month');
    await expect(calculator.getByRole('button', { name: 'Decrease agents' })).toBeDisabled();

    // Chosen before the demo has hydrated (it loads as it scrolls into view): kept, and counted.
    await calculator.getByText('Basic', { exact: true }).click();
    await expect(total).toHaveText('$99 per month');
    await expect(total).toHaveClass(/is-highlighted/);
    await page.clock.runFor(HIGHLIGHT_MS - 1);
    await expect(total).toHaveClass(/is-highlighted/);
    await page.clock.runFor(1);
    await expect(total).not.toHaveClass(/is-highlighted/);

    // Slider to 5000 calls: 99 + 4,500 extra × $0.10.
    await calculator.getByLabel('Monthly call volume').focus();
    await page.keyboard.press('End');
    await expect(total).toHaveText('$549 per month');

    await calculator.getByRole('button', { name: 'Increase agents' }).click();
    await expect(total).toHaveText('$648 per month');
    await expect(calculator.getByRole('button', { name: 'Decrease agents' })).toBeEnabled();

    await expect(calculator.getByText('Save 20%')).toHaveCount(0);
    await calculator.getByText('Annual', { exact: true }).click();
    await expect(total).toHaveText('$518 per year');
    await expect(calculator.getByText('Save 20%')).toBeVisible();
  });
});

test.describe('tooltip', () => {
  test('opens on hover after its delay, on click, and closes on Escape or a click outside', async ({
    page,
  }) => {
    await gotoHydrated(page, '/interactive-elements');
    const trigger = page.getByRole('button', { name: 'How extra calls are billed' });
    const bubble = page.getByRole('tooltip').filter({ hasText: 'each extra call costs $0.08' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAccessibleDescription(/each extra call costs \$0\.08/);

    await trigger.hover();
    await expect(bubble).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(bubble).toBeHidden();

    await trigger.click();
    await expect(bubble).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(bubble).toBeHidden();

    // Comparison tooltips: one open at a time; a mousedown outside closes it.
    const comparison = page.locator('#comparison');
    await comparison.getByRole('button', { name: 'About CRM integration' }).click();
    await expect(comparison.getByRole('tooltip')).toHaveText(/Two-way sync/);
    await comparison.getByRole('button', { name: 'About Calendar booking' }).click();
    await expect(comparison.getByRole('tooltip')).toHaveCount(1);
    await expect(comparison.getByRole('tooltip')).toHaveText(/offers free slots/);
    await comparison.getByRole('heading', { name: 'Feature Comparison' }).click();
    await expect(comparison.getByRole('tooltip')).toHaveCount(0);
  });
});

test.describe('chat bot', () => {
  test('answers a pricing question after the typing pause', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/interactive-elements');
    await pauseClock(page);
    const chat = page.locator('#chat');
    const send = chat.getByRole('button', { name: 'Send message' });
    const input = chat.getByLabel('Your message');
    // Until the demo has hydrated, Send posts the form to the server (its way without JavaScript).
    await scrollToPart(send);
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();

    await input.fill('How much does it cost?');
    await send.click();
    const log = chat.getByRole('log');
    await expect(log.getByText('How much does it cost?')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(log.getByText('Voxera Assistant is typing')).toBeAttached();
    await page.clock.runFor(CHAT_REPLY_MS);
    await expect(
      log.getByText(/\$49\/month for Basic and \$99\/month for Professional/),
    ).toBeVisible();
    await expect(log.getByText('Voxera Assistant is typing')).toHaveCount(0);
  });

  test('the floating widget opens and closes', async ({ page }) => {
    await gotoHydrated(page, '/interactive-elements');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Your message')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('interactive FAQ', () => {
  test('filters, shows more, and clears filters from the empty state', async ({ page }) => {
    await gotoHydrated(page, '/interactive-elements');
    const faq = page.locator('#faq');
    await expect(faq.locator('.faq-widget__item')).toHaveCount(5);
    await faq.getByRole('button', { name: /^Show More \(\d+ more\)$/ }).click();
    await expect(faq.locator('.faq-widget__item')).toHaveCount(10);

    await faq.getByLabel('Search questions').fill('nothing matches this');
    await expect(faq.getByText('No FAQs found matching your criteria.')).toBeVisible();
    await faq.getByRole('button', { name: 'Clear filters' }).click();
    await expect(faq.getByLabel('Search questions')).toHaveValue('');
    await expect(faq.locator('.faq-widget__item')).toHaveCount(5);

    const question = faq.locator('details', {
      has: page.locator('summary', { hasText: /Is there a free trial/ }),
    });
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await expect(faq.getByText(/14 days, needs no credit card/)).toBeVisible();
    await question.locator('summary').click();
    await expect(question).not.toHaveAttribute('open');
  });
});

test.describe('product tour', () => {
  test('runs to the completion screen', async ({ page }) => {
    await gotoHydrated(page, '/product-tour');
    const tour = page.getByRole('region', { name: 'Product tour' });
    await expect(tour.getByText('Step 1 of 6')).toBeVisible();
    await expect(tour.getByRole('button', { name: 'Previous' })).toHaveCount(0);

    // Step 1 is skipped, the rest completed.
    await tour.getByRole('button', { name: 'Skip' }).click();
    await expect(tour.getByText('Step 2 of 6')).toBeVisible();
    await expect(tour.getByRole('button', { name: 'Previous' })).toBeVisible();
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByText('50 calls per day')).toBeVisible();
    for (let step = 3; step < 6; step += 1) {
      await tour.getByRole('button', { name: 'Next' }).click();
    }
    await expect(tour.getByText('Step 6 of 6')).toBeVisible();
    await expect(tour.getByRole('button', { name: 'Skip' })).toHaveCount(0);
    await expect(tour.getByText('4 of 6 steps completed')).toBeVisible();
    await tour.getByRole('button', { name: 'Finish' }).click();

    await expect(page.getByRole('heading', { name: 'Tour Complete!' })).toBeVisible();
    await expect(page.getByText('You completed 5 of 6 steps')).toBeVisible();
    const results = page.getByRole('region', { name: 'Tour results' });
    await expect(results.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/enhanced-contact',
    );
    await expect(results.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/');
    await expect(page.locator('.demo-next li')).toHaveCount(4);
  });
});

test.describe('onboarding', () => {
  test('completing the required steps shows Onboarding Complete! and leads to the dashboard', async ({
    page,
  }) => {
    await gotoHydrated(page, '/onboarding');
    await expect(page.getByText('Weak', { exact: true })).toBeVisible();
    for (const action of ['Verify Email', 'Add Details', 'Create Agent']) {
      await page.getByRole('button', { name: action }).click();
    }
    await expect(page.getByText('Strong', { exact: true })).toBeVisible();
    await expect(page.getByText('Onboarding Complete!')).toHaveCount(0);
    await page.getByRole('button', { name: 'Connect Number' }).click();
    await expect(page.getByRole('heading', { name: 'Onboarding Complete!' })).toBeFocused();
    await expect(page.getByText('Complete', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
    await expect(page.getByText(/^Sample data:/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('progress demo', () => {
  test('tabs switch by keyboard and the form asks for a name', async ({ page }) => {
    await gotoHydrated(page, '/progress-demo');
    await page.getByRole('tab', { name: 'Video' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Form' });
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(panel.getByText('Name is required')).toBeVisible();
    await panel.getByLabel('Name').fill('Ada');
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(panel.getByRole('heading', { name: 'Your message' })).toBeVisible();
  });

  test('the video completes at the end of playback', async ({ page }) => {
    await gotoHydrated(page, '/progress-demo');
    await page.getByRole('button', { name: /^Play video/ }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
    await page.getByLabel('Seek').focus();
    await page.keyboard.press('End');
    await expect(page.getByText('Video completed. Thanks for watching!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  });
});

test.describe('personalization demo', () => {
  test('preferences are saved and survive a reload; Reset restores defaults', async ({ page }) => {
    await gotoHydrated(page, '/personalization-demo');
    await expect(page.getByRole('heading', { name: 'Grow Your Business with AI' })).toBeVisible();

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your preferences' });
    await expect(dialog).toBeVisible();
    await dialog.getByText('Compact view').click();
    await dialog.getByRole('button', { name: 'Industry', exact: true }).click();
    await dialog.getByLabel('Your industry').selectOption('healthcare');
    await dialog.getByRole('button', { name: 'Featured sections' }).click();
    await dialog.getByLabel('FAQ').check();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await page.locator('#demo').getByRole('button', { name: 'View Pricing', exact: true }).click();
    const stored = await page.evaluate(() => localStorage.getItem('user-preferences-demo'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      viewMode: 'compact',
      industry: 'healthcare',
      featuredSections: ['faq'],
      recentlyViewed: [{ id: 'pricing', title: 'Pricing' }],
    });

    await page.reload();
    await expect(page.getByRole('button', { name: 'Accessibility' })).toBeVisible();
    await expect(page.getByText('Compact view · Healthcare · 1 featured')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Triage Patient Inquiries Automatically' }),
    ).toBeVisible();
    await expect(page.getByText('Less relevant for Healthcare')).toBeVisible();
    await expect(page.getByText('Featured because you chose it in your preferences')).toBeVisible();
    await expect(
      page.locator('.pdemo-recent').getByRole('button', { name: 'Pricing' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Reset All Preferences' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Accessibility' })).toBeVisible();
    await expect(page.getByText('Detailed view · No industry selected · 0 featured')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Grow Your Business with AI' })).toBeVisible();
  });
});
