/**
 * Every form's send, with a fake clock: busy in the press's own task, the success after 1 s
 * (the minimum; the lead goes to the server in one request within it), shown for 3 s, then the
 * resting state. Focus goes to the form's status region at the press and stays there through
 * the success (the pressed button is disabled while sending), then to the first field.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, pauseClock, test } from './fixtures.ts';

interface TimedForm {
  readonly name: string;
  readonly path: string;
  /** The lead form it sends, as named in /api/leads/<form>. */
  readonly lead: string;
  /** The form element (CSS), whose press is checked. */
  readonly form: string;
  /** Fills valid values (and takes the form to its last step). */
  fill(page: Page): Promise<void>;
  /** The button that sends it. */
  send(page: Page): Locator;
  /** The control that is disabled while the send runs. */
  busy(page: Page): Locator;
  /** Visible from the end of the send for 3 s. */
  success(page: Page): Locator;
  /**
   * The newsletter action is its own lazily loaded chunk, so its 1 s starts only once that
   * chunk has arrived (the exact delay is covered by the unit tests).
   */
  readonly lazyAction: boolean;
  /** Holds the focus from the end of the send (the status region, or the thank-you). */
  focusOnSuccess(page: Page): Locator;
  /** Takes the focus when the form is ready again. */
  focusAfterSuccess(page: Page): Locator;
  /** What the form looks like 3 s after the success appeared. */
  afterSuccess(page: Page): Promise<void>;
}

/**
 * Records whether the next submit of `form` found its submit button disabled by the end of the
 * press's own task: checked in a microtask queued after every handler of the submit event, so
 * no lazy chunk, timer or later render can count, whatever the machine's speed.
 */
async function watchPress(page: Page, form: string): Promise<() => Promise<string>> {
  await page.evaluate((selector) => {
    const record = window as unknown as { pressSeen?: string };
    record.pressSeen = 'not pressed';
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement) || !event.target.matches(selector)) return;
      window.removeEventListener('submit', onSubmit);
      const button = event.submitter ?? event.target.querySelector('[type="submit"]');
      queueMicrotask(() => {
        const busy =
          button instanceof HTMLButtonElement &&
          (button.disabled || button.getAttribute('aria-disabled') === 'true');
        record.pressSeen = busy ? 'busy' : `not busy: ${button?.textContent ?? ''}`;
      });
    };
    window.addEventListener('submit', onSubmit);
  }, form);
  return () => page.evaluate(() => (window as unknown as { pressSeen?: string }).pressSeen ?? '');
}

const contact = (page: Page) => page.locator('form.contact-form');
const enhanced = (page: Page) => page.locator('form.enhanced-contact');
const footer = (page: Page) => page.getByRole('contentinfo');
const blogPanel = (page: Page) => page.locator('.blog-subscribe__panel');
const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you as soon as possible.";
const NEWSLETTER_SUCCESS = /^Thanks for subscribing!/;

/** A newsletter box (the footer's, a blog page's, the webinars', /newsletter's) on `path`. */
function newsletterBox(
  name: string,
  path: string,
  box: (page: Page) => Locator,
  options: { readonly lead?: string; readonly staysSubscribed?: boolean } = {},
): TimedForm {
  const status = (page: Page) => box(page).getByRole('status');
  const email = (page: Page) => box(page).getByRole('textbox', { name: 'Email' });
  return {
    name,
    path,
    lead: options.lead ?? 'newsletter',
    form: '.newsletter-form__form',
    async fill(page) {
      await email(page).fill('jane@example.com');
    },
    send: (page) => box(page).getByRole('button', { name: 'Subscribe' }),
    busy: (page) => box(page).getByRole('button', { name: 'Subscribing...' }),
    success: (page) => status(page).filter({ hasText: NEWSLETTER_SUCCESS }),
    lazyAction: true,
    focusOnSuccess: status,
    // A blog box stays subscribed (its field disabled): the status, which says so, keeps it.
    focusAfterSuccess: options.staysSubscribed ? status : email,
    async afterSuccess(page) {
      if (options.staysSubscribed) {
        await expect(box(page).getByRole('button', { name: 'Subscribed' })).toBeDisabled();
        await expect(email(page)).toBeDisabled();
        await expect(status(page)).toHaveText("You're subscribed.");
        return;
      }
      await expect(status(page)).toHaveText('');
      await expect(email(page)).toHaveValue('');
      await expect(email(page)).toBeEnabled();
    },
  };
}

const forms: readonly TimedForm[] = [
  {
    name: 'contact',
    path: '/contact',
    lead: 'contact',
    form: 'form.contact-form',
    async fill(page) {
      const form = contact(page);
      await form.getByLabel('Name').fill('Jane Doe');
      await form.getByLabel('Email').fill('jane@example.com');
      await form.getByLabel('Subject').selectOption({ label: 'Sales Inquiry' });
      await form.getByLabel('Message').fill('We would like an AI receptionist for our clinic.');
    },
    send: (page) => contact(page).getByRole('button', { name: 'Send Message' }),
    busy: (page) => contact(page).getByRole('button', { name: 'Sending...' }),
    success: (page) => contact(page).getByRole('status').filter({ hasText: CONTACT_SUCCESS }),
    lazyAction: false,
    focusOnSuccess: (page) => contact(page).getByRole('status'),
    focusAfterSuccess: (page) => contact(page).getByLabel('Name'),
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
    form: 'form.enhanced-contact',
    async fill(page) {
      const form = enhanced(page);
      await form.getByLabel('Name').fill('Ada Lovelace');
      await form.getByLabel('Email').fill('ada@example.com');
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByLabel('Subject').selectOption('billing');
      await form.getByLabel('Message').fill('Invoice question');
      await form.getByRole('button', { name: 'Next' }).click();
    },
    send: (page) => enhanced(page).getByRole('button', { name: 'Complete' }),
    busy: (page) => enhanced(page).getByRole('button', { name: 'Processing...' }),
    success: (page) => page.getByRole('heading', { name: 'Thank You!' }),
    lazyAction: false,
    focusOnSuccess: (page) => page.getByRole('heading', { name: 'Thank You!' }),
    focusAfterSuccess: (page) => enhanced(page).getByLabel('Name'),
    async afterSuccess(page) {
      const form = enhanced(page);
      await expect(form.getByRole('heading', { name: /Step 1 of 3/ })).toBeVisible();
      await expect(form.getByLabel('Name')).toHaveValue('');
    },
  },
  newsletterBox('footer newsletter', '/privacy-policy', footer),
  newsletterBox('blog post subscribe banner', '/blog/ai-lead-qualification', blogPanel, {
    staysSubscribed: true,
  }),
  newsletterBox('blog author subscribe box', '/blog/author/sofia-ramirez', blogPanel, {
    staysSubscribed: true,
  }),
  newsletterBox('blog category subscribe card', '/blog/category/ai-ethics', blogPanel, {
    staysSubscribed: true,
  }),
  newsletterBox('webinars newsletter box', '/webinars', (page) => page.locator('#newsletter'), {
    lead: 'webinar-signup',
  }),
  newsletterBox('newsletter page', '/newsletter', (page) => page.locator('main')),
];

const enhancedContact = forms.find((form) => form.name === 'enhanced contact')!;

test('Send Another Message returns the enhanced contact to an empty form before the 3 s', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, enhancedContact.path);
  await pauseClock(page);
  const leadSent = page.waitForRequest('**/api/leads/enhanced-contact');
  await enhancedContact.fill(page);
  await enhancedContact.send(page).click();
  await leadSent;
  await page.clock.runFor(1000);
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page).toHaveURL(/\/enhanced-contact$/);
  await enhancedContact.afterSuccess(page);
  // A new message starts in its first field, not on the page's body.
  await expect(enhanced(page).getByLabel('Name')).toBeFocused();
});

test('the demo request form is busy in the press, then its confirmation holds the focus until another is asked for', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, '/');
  await pauseClock(page);
  const form = page.locator('form.demo-form__form');
  await form.getByLabel('Name').fill('Jane Doe');
  await form.getByLabel('Email').fill('jane@example.com');
  await form.getByLabel('Website').fill('example.com');
  await form.getByLabel('Phone').fill('+1 512 555 0142');
  const pressSeen = await watchPress(page, 'form.demo-form__form');
  const leadSent = page.waitForRequest('**/api/leads/demo-request');
  await form.getByRole('button', { name: 'Get My Free Demo' }).click();
  expect(await pressSeen()).toBe('busy');
  await leadSent;
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(page.getByText('Your demo request is in.')).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 15_000 });
  const status = page.locator('.demo-form__status');
  await expect(status).toBeFocused();
  await expect(status).toContainText('Thanks, Jane! Your demo request is in.');
  await page.getByRole('button', { name: 'Request another demo' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

for (const form of forms) {
  test(`${form.name} is busy in the press, sends its lead in 1 s, shows its success for 3 s, focus kept`, async ({
    page,
  }) => {
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
    await form.fill(page);
    const pressSeen = await watchPress(page, form.form);
    await form.send(page).click();
    expect(await pressSeen()).toBe('busy');
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
    await expect(form.focusOnSuccess(page)).toBeFocused();
    await page.clock.runFor(2999);
    await expect(form.success(page)).toBeVisible();
    await page.clock.runFor(1);
    await form.afterSuccess(page);
    await expect(form.focusAfterSuccess(page)).toBeFocused();
    expect(posts).toEqual([`/api/leads/${form.lead}`]);
  });
}
