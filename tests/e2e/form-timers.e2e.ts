/**
 * Every form's send, with a fake clock: busy at once, the success after 1 s (the minimum; the
 * lead goes to the server in one request within it), shown for 3 s, then the resting state.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, pauseClock, test } from './fixtures.ts';

interface TimedForm {
  readonly name: string;
  readonly path: string;
  /** The lead form it sends, as named in /api/leads/<form>. */
  readonly lead: string;
  /** Fills valid values and submits. */
  submit(page: Page): Promise<void>;
  /** The control that is disabled while the send runs. */
  busy(page: Page): Locator;
  /** Visible from the end of the send for 3 s. */
  success(page: Page): Locator;
  /**
   * The newsletter action is its own lazily loaded chunk, so its 1 s starts only once that
   * chunk has arrived (the exact delay is covered by the unit tests).
   */
  readonly lazyAction: boolean;
  /** The success takes the focus (it replaces the form's controls). */
  readonly focusesSuccess?: boolean;
  /** Where the focus goes when the success (holding it) gives way to the form again. */
  focusAfterSuccess?(page: Page): Locator;
  /** What the form looks like 3 s after the success appeared. */
  afterSuccess(page: Page): Promise<void>;
}

const contact = (page: Page) => page.locator('form.contact-form');
const enhanced = (page: Page) => page.locator('form.enhanced-contact');
const footer = (page: Page) => page.getByRole('contentinfo');
const blogPanel = (page: Page) => page.locator('.blog-subscribe__panel');
const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you as soon as possible.";

const forms: readonly TimedForm[] = [
  {
    name: 'contact',
    path: '/contact',
    lead: 'contact',
    async submit(page) {
      const form = contact(page);
      await form.getByLabel('Name').fill('Jane Doe');
      await form.getByLabel('Email').fill('jane@example.com');
      await form.getByLabel('Subject').selectOption({ label: 'Sales Inquiry' });
      await form.getByLabel('Message').fill('We would like an AI receptionist for our clinic.');
      await form.getByRole('button', { name: 'Send Message' }).click();
    },
    busy: (page) => contact(page).getByRole('button', { name: 'Sending...' }),
    success: (page) => contact(page).getByRole('status').filter({ hasText: CONTACT_SUCCESS }),
    lazyAction: false,
    async afterSuccess(page) {
      const form = contact(page);
      await expect(form.getByRole('status')).toHaveText('');
      await expect(form.getByLabel('Name')).toHaveValue('');
      await expect(form.getByLabel('Message')).toHaveValue('');
      await expect(form.getByRole('progressbar', { name: 'Form completion' })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
    },
  },
  {
    name: 'enhanced contact',
    path: '/enhanced-contact',
    lead: 'enhanced-contact',
    async submit(page) {
      const form = enhanced(page);
      await form.getByLabel('Name').fill('Ada Lovelace');
      await form.getByLabel('Email').fill('ada@example.com');
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByLabel('Subject').selectOption('billing');
      await form.getByLabel('Message').fill('Invoice question');
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByRole('button', { name: 'Complete' }).click();
      await expect(form.getByRole('button', { name: 'Previous' })).toBeDisabled();
    },
    busy: (page) => enhanced(page).getByRole('button', { name: 'Processing...' }),
    success: (page) => page.getByRole('heading', { name: 'Thank You!' }),
    lazyAction: false,
    focusesSuccess: true,
    // Not the page's body: the form's heading, where the visitor is.
    focusAfterSuccess: (page) => enhanced(page).getByRole('heading', { name: /Step 1 of 3/ }),
    async afterSuccess(page) {
      const form = enhanced(page);
      await expect(form.getByRole('heading', { name: /Step 1 of 3/ })).toBeVisible();
      await expect(form.getByLabel('Name')).toHaveValue('');
    },
  },
  {
    name: 'footer newsletter',
    path: '/privacy-policy',
    lead: 'newsletter',
    async submit(page) {
      await footer(page).getByRole('textbox', { name: 'Email' }).fill('jane@example.com');
      await footer(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer(page).getByRole('textbox', { name: 'Email' })).toBeDisabled();
    },
    busy: (page) => footer(page).getByRole('button', { name: 'Subscribing...' }),
    success: (page) =>
      footer(page)
        .getByRole('status')
        .filter({ hasText: /^Thanks for subscribing!/ }),
    lazyAction: true,
    async afterSuccess(page) {
      await expect(footer(page).getByRole('status')).toHaveText('');
      await expect(footer(page).getByRole('textbox', { name: 'Email' })).toHaveValue('');
      await expect(footer(page).getByRole('textbox', { name: 'Email' })).toBeEnabled();
    },
  },
  {
    name: 'blog subscribe panel',
    path: '/blog/category/ai-ethics',
    lead: 'newsletter',
    async submit(page) {
      await blogPanel(page).getByLabel('Email').fill('reader@example.com');
      await blogPanel(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(blogPanel(page).getByLabel('Email')).toBeDisabled();
    },
    busy: (page) => blogPanel(page).getByRole('button', { name: 'Subscribing...' }),
    success: (page) => blogPanel(page).getByText(/Thanks for subscribing/),
    lazyAction: true,
    // The blog's form stays locked after its success.
    async afterSuccess(page) {
      await expect(blogPanel(page).getByRole('button', { name: 'Subscribed' })).toBeDisabled();
      await expect(blogPanel(page).getByLabel('Email')).toBeDisabled();
    },
  },
];

const enhancedContact = forms.find((form) => form.name === 'enhanced contact')!;

test('Send Another Message returns the enhanced contact to an empty form before the 3 s', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, enhancedContact.path);
  await pauseClock(page);
  const leadSent = page.waitForRequest('**/api/leads/enhanced-contact');
  await enhancedContact.submit(page);
  await leadSent;
  await page.clock.runFor(1000);
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page).toHaveURL(/\/enhanced-contact$/);
  await enhancedContact.afterSuccess(page);
  // A new message starts in its first field, not on the page's body.
  await expect(enhanced(page).getByLabel('Name')).toBeFocused();
});

for (const form of forms) {
  test(`${form.name} sends its lead in 1 s and shows its success for 3 s`, async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await page.clock.install();
    await gotoHydrated(page, form.path);
    await pauseClock(page);
    // The lead's request goes out once the send's 1 s timer exists. The busy state shows before
    // the action has read the form: run the clock then and the timer, made later, is never due
    // (a busy run stayed on "Processing..." for good).
    const leadSent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes(`/api/leads/${form.lead}`),
    );
    await form.submit(page);
    await expect(form.busy(page)).toBeDisabled();
    await leadSent;
    if (form.lazyAction) {
      await expect(async () => {
        await page.clock.runFor(250);
        await expect(form.success(page)).toBeVisible({ timeout: 100 });
      }).toPass({ timeout: 15_000 });
    } else {
      await page.clock.runFor(999);
      await expect(form.busy(page)).toBeDisabled();
      await page.clock.runFor(1);
      await expect(form.success(page)).toBeVisible();
    }
    if (form.focusesSuccess) await expect(form.success(page)).toBeFocused();
    await page.clock.runFor(2999);
    await expect(form.success(page)).toBeVisible();
    await page.clock.runFor(1);
    await form.afterSuccess(page);
    if (form.focusAfterSuccess) await expect(form.focusAfterSuccess(page)).toBeFocused();
    expect(posts).toEqual([`/api/leads/${form.lead}`]);
  });
}
