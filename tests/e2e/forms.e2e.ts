import type { Page } from '@playwright/test';
import { axeProblems, expect, gotoHydrated, test } from './fixtures.ts';

const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you as soon as possible.";
const SUMMARY = 'Please correct the following errors:';

/** The form posts the page makes, as the server's access log would list them. */
function documentPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.resourceType() === 'document') {
      posts.push(new URL(request.url()).pathname);
    }
  });
  return posts;
}

/**
 * Reload on a success page reached by a post, then Back and Forward (when the page before was
 * the form, not another post's answer): the page stays, and nothing is sent again.
 */
async function revisitingSendsNothing(
  page: Page,
  posts: string[],
  success: RegExp,
  { backAndForward = false } = {},
) {
  const sent = [...posts];
  await page.reload();
  await expect(page.getByText(success).first()).toBeVisible();
  if (backAndForward) {
    await page.goBack();
    await expect(page.getByText(success)).toHaveCount(0);
    await page.goForward();
    await expect(page.getByText(success).first()).toBeVisible();
  }
  expect(posts).toEqual(sent);
}

test.describe('with JavaScript', () => {
  test('/contact validates live, focuses the summary and tracks completion', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const form = page.locator('form.contact-form');
    const name = form.getByLabel('Name');
    const email = form.getByLabel('Email');
    const completion = form.getByRole('progressbar', { name: 'Form completion' });
    await expect(completion).toHaveAttribute('aria-valuenow', '0');

    // Untouched fields stay quiet; a touched one shows its message.
    await name.focus();
    await email.focus();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAttribute('aria-describedby', 'contact-name-error');
    await expect(form.getByText('Email is required')).toHaveCount(0);

    await form.getByRole('button', { name: 'Send Message' }).click();
    const summary = form.getByRole('group', { name: SUMMARY });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('listitem')).toHaveText([
      'Name is required',
      'Email is required',
      'Please select a subject',
      'Message is required',
    ]);
    await expect(form.getByRole('button', { name: 'Please Fix Errors' })).toBeVisible();
    await summary.getByRole('link', { name: 'Email is required' }).click();
    await expect(email).toBeFocused();

    await name.fill('Jane Doe');
    await email.fill('jane@example');
    await expect(form.getByText('Invalid email address').first()).toBeVisible();
    await email.fill('jane@example.com');
    await form.getByLabel('Phone').fill('555');
    await expect(form.locator('#contact-phone-error')).toHaveText('Invalid phone number');
    await form.getByLabel('Phone').fill('(512) 555-0142');
    await form.getByLabel('Subject').selectOption({ label: 'Sales Inquiry' });
    await form.getByLabel('Message').fill('Too short');
    await expect(form.locator('#contact-message-error')).toHaveText(
      'Message must be at least 10 characters',
    );
    await expect(completion).toHaveAttribute('aria-valuenow', '75');
    await form.getByLabel('Message').fill('We would like an AI receptionist for our clinic.');
    await expect(completion).toHaveAttribute('aria-valuenow', '100');
    await expect(summary).toHaveCount(0);
  });

  test('a press on Send Message right after typing still submits, though the blur shows an error', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Email').fill('jane@');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('group', { name: SUMMARY })).toBeFocused();
    await expect(form.getByRole('button', { name: 'Please Fix Errors' })).toBeVisible();
  });

  test('/enhanced-contact walks three steps, validating each', async ({ page }) => {
    await gotoHydrated(page, '/enhanced-contact');
    const form = page.locator('form.enhanced-contact');
    const progress = form.getByRole('progressbar', { name: 'Progress' });
    await expect(form.getByRole('heading', { name: 'Step 1 of 3: Contact Details' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(form.getByRole('button', { name: 'Previous' })).toHaveCount(0);

    // Step 1 is presence only: name has a message, both inputs turn red.
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveClass(/is-invalid/);
    await expect(form.getByLabel('Email')).toHaveClass(/is-invalid/);
    await form.getByLabel('Name').fill('Ada Lovelace');
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: /Step 1 of 3/ })).toBeVisible();
    await expect(form.getByLabel('Email')).toBeFocused();
    await form.getByLabel('Email').fill('no format check');
    await form.getByLabel('Email').press('Enter');

    const step2 = form.getByRole('heading', { name: 'Step 2 of 3: Your Message' });
    await expect(step2).toBeFocused();
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Please select a subject')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await form.getByLabel('Subject').selectOption({ label: 'Technical Support' });
    await form.getByLabel('How did you hear about us?').selectOption({ label: 'Social media' });
    await form.getByLabel('Message').fill('Our agent should book appointments.');
    await form.getByRole('button', { name: 'Previous' }).click();
    await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Next' }).click();

    await expect(form.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeFocused();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(form.locator('.review-list')).toContainText('Technical Support');
    await expect(form.locator('.review-list')).toContainText('Social media');
  });

  test('the demo request needs the website too; only the additional info is optional', async ({
    page,
  }) => {
    await gotoHydrated(page, '/demo-request');
    const form = page.locator('main form.demo-form__form');
    await expect(form.getByText('(optional)')).toHaveCount(1);
    await expect(form.getByLabel('Additional Information (optional)')).toBeVisible();
    await form.getByLabel('Name').fill('Sam Rivera');
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Phone').fill('512-555-0142');
    await form.getByRole('button', { name: 'Get My Free Demo' }).click();
    const website = form.getByLabel('Website');
    await expect(website).toBeFocused();
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Website is required')).toBeVisible();
    await website.fill('example');
    await expect(form.getByText('Invalid website address')).toBeVisible();
    await website.fill('example.com');
    await expect(website).not.toHaveAttribute('aria-invalid');
  });

  test('the footer newsletter validates the email', async ({ page }) => {
    await gotoHydrated(page, '/privacy-policy');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email' });
    const button = footer.getByRole('button', { name: 'Subscribe' });

    await button.click();
    await expect(footer.getByText('Email is required')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await email.fill('jane@example');
    await button.click();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();

    await email.fill('jane@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
  });
});

// Dark repeats the light test's states, so it runs the colour rules only (see axeProblems).
for (const [scheme, rules] of [
  ['light', 'all'],
  ['dark', 'colour'],
] as const) {
  test(`error and success states pass axe in ${scheme}`, async ({ page }) => {
    // Four pages and four axe runs: more than the default budget when the machine is busy.
    test.setTimeout(90_000);
    // Running, not paused (axe needs its timers): runFor skips the simulated send.
    await page.clock.install();
    await page.emulateMedia({ colorScheme: scheme });
    await gotoHydrated(page, '/contact');
    const contact = page.locator('form.contact-form');
    await contact.getByLabel('Email').fill('jane@');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByText(SUMMARY)).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('contentinfo').getByText('Email is required')).toBeVisible();
    expect(await axeProblems(page, rules), `/contact errors, ${scheme}`).toEqual([]);

    await contact.getByLabel('Name').fill('Jane');
    await contact.getByLabel('Email').fill('jane@example.com');
    await contact.getByLabel('Subject').selectOption('other');
    await contact.getByLabel('Message').fill('A message long enough.');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page.clock.runFor(1000);
    await expect(contact.getByText(CONTACT_SUCCESS)).toBeVisible();
    expect(await axeProblems(page, rules), `/contact success, ${scheme}`).toEqual([]);

    await gotoHydrated(page, '/enhanced-contact?plan=starter');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    expect(await axeProblems(page, rules), `/enhanced-contact step error, ${scheme}`).toEqual([]);

    await gotoHydrated(page, '/demo-request');
    await page.locator('main').getByRole('button', { name: 'Get My Free Demo' }).click();
    await expect(page.locator('main').getByText('Phone number is required')).toBeVisible();
    expect(await axeProblems(page, rules), `/demo-request errors, ${scheme}`).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // An invalid post is answered 400 with the errors, and Chromium logs every non-2xx document.
  test.beforeEach(({ problems }) => problems.allow(/the server responded with a status of 400/));

  test('/contact shows the server errors, then the success text', async ({ page }) => {
    const posts = documentPosts(page);
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Email').fill('jane@');
    await form.getByLabel('Message').fill('Hi');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/contact$/);
    await expect(form.getByText(SUMMARY)).toBeVisible();
    await expect(form.locator('.error-summary li')).toHaveText([
      'Name is required',
      'Invalid email address',
      'Please select a subject',
      'Message must be at least 10 characters',
    ]);
    await expect(form.getByLabel('Email')).toHaveValue('jane@');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Name').fill('Jane Doe');
    await form.getByLabel('Email').fill('jane@example.com');
    await form.getByLabel('Subject').selectOption('support');
    await form.getByLabel('Message').fill('The widget does not load on our site.');
    await form.getByRole('button', { name: 'Please Fix Errors' }).click();
    // Stored, then sent on to the page's success state: nothing typed is in the address.
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(form.getByText(CONTACT_SUCCESS)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    expect(posts).toEqual(['/contact', '/contact']);
    await revisitingSendsNothing(page, posts, /^Thank you for your message!/);
  });

  test('a sent message is not sent again by Reload, Back or Forward', async ({ page }) => {
    const posts = documentPosts(page);
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Name').fill('Jane Doe');
    await form.getByLabel('Email').fill('jane@example.com');
    await form.getByLabel('Subject').selectOption('sales');
    await form.getByLabel('Message').fill('We would like an AI receptionist.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(form.getByText(CONTACT_SUCCESS)).toBeVisible();
    expect(posts).toEqual(['/contact']);
    await revisitingSendsNothing(page, posts, /^Thank you for your message!/, {
      backAndForward: true,
    });
  });

  test('/enhanced-contact works step by step as server posts', async ({ page }) => {
    const posts = documentPosts(page);
    await page.goto('/enhanced-contact');
    const form = page.locator('form.enhanced-contact');
    await form.getByRole('button', { name: 'Next' }).click();
    // Every step's post is answered with a redirect to the step's own address (nothing typed in it).
    await expect(page).toHaveURL(/\/enhanced-contact\/draft\/[\w-]{22}\/1$/);
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveClass(/is-invalid/);

    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    // Enter in a field is Next, not Previous.
    await form.getByLabel('Email').press('Enter');
    await expect(page).toHaveURL(/\/enhanced-contact\/draft\/[\w-]{22}\/2$/);
    await expect(form.getByRole('heading', { name: 'Step 2 of 3: Your Message' })).toBeVisible();
    await form.getByLabel('Subject').selectOption('partnership');
    await form.getByLabel('Message').fill('We resell voice agents.');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/enhanced-contact\/draft\/[\w-]{22}\/3$/);
    await expect(form.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible();
    await expect(form.locator('.review-list')).toContainText('Ada Lovelace');
    await expect(form.locator('.review-list')).toContainText('Partnership Opportunity');

    // Back and Forward and Reload go between the steps' pages: nothing is posted again.
    const sent = [...posts];
    await page.goBack();
    await expect(form.getByRole('heading', { name: 'Step 2 of 3: Your Message' })).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('We resell voice agents.');
    await page.goBack();
    await expect(form.getByRole('heading', { name: 'Step 1 of 3: Contact Details' })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await page.goForward();
    await page.goForward();
    await page.reload();
    await expect(form.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible();
    expect(posts).toEqual(sent);

    await form.getByRole('button', { name: 'Previous' }).click();
    await expect(form.getByLabel('Message')).toHaveValue('We resell voice agents.');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/enhanced-contact\?sent=1$/);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await revisitingSendsNothing(page, posts, /^Thank You!$/);
    // A GET of the empty form: the success state is gone from the address.
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page).toHaveURL(/\/enhanced-contact\??$/);
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Contact Details' })).toBeVisible();
  });

  test('the footer newsletter comes back to its page, subscribed there', async ({ page }) => {
    const posts = documentPosts(page);
    await page.goto('/privacy-policy');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Email' }).fill('jane@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(
      /\/privacy-policy\?subscribed=footer-newsletter#footer-newsletter$/,
    );
    await expect(footer.getByText(/^Thanks for subscribing!/)).toBeInViewport();
    await expect(footer.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await revisitingSendsNothing(page, posts, /^Thanks for subscribing!/, { backAndForward: true });
  });

  test('a blog subscribe box comes back to its post, that box subscribed', async ({ page }) => {
    const posts = documentPosts(page);
    await page.goto('/blog/ai-lead-qualification');
    const box = page.locator('#post-subscribe');
    await box.getByRole('textbox', { name: 'Email' }).fill('reader@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(
      /\/blog\/ai-lead-qualification\?subscribed=post-subscribe#post-subscribe$/,
    );
    await expect(box.getByText(/^Thanks for subscribing!/)).toBeInViewport();
    await expect(box.getByRole('button', { name: 'Subscribed' })).toBeDisabled();
    await revisitingSendsNothing(page, posts, /^Thanks for subscribing!/, { backAndForward: true });
  });

  test('an invalid footer address shows its message on /newsletter', async ({ page }) => {
    const posts = documentPosts(page);
    await page.goto('/privacy-policy');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Email' }).fill('jane@example');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    const main = page.locator('main');
    await expect(main.getByText('Please enter a valid email address')).toBeVisible();
    const field = main.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveValue('jane@example');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('jane@example.com');
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\?subscribed=newsletter-page#newsletter-page$/);
    await expect(main.getByText(/^Thanks for subscribing!/)).toBeVisible();
    await revisitingSendsNothing(page, posts, /^Thanks for subscribing!/);
  });

  test('the webinar sign-up comes back to the box, its list kept', async ({ page }) => {
    const posts = documentPosts(page);
    await page.goto('/webinars?category=sales');
    const box = page.locator('#newsletter');
    await box.getByRole('textbox', { name: 'Email' }).fill('viewer@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/webinars\?category=sales&sent=1#newsletter$/);
    await expect(box.getByText(/^Thanks for subscribing!/)).toBeInViewport();
    await revisitingSendsNothing(page, posts, /^Thanks for subscribing!/, { backAndForward: true });
  });

  test('/demo-request needs the website, then confirms on its own address', async ({ page }) => {
    const posts = documentPosts(page);
    await page.goto('/demo-request');
    const form = page.locator('main form.demo-form__form');
    await expect(form.getByText('(optional)')).toHaveCount(1);
    await expect(form.getByLabel('Website')).toHaveAttribute('type', 'url');
    await form.getByLabel('Name').fill('Sam Rivera');
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Phone').fill('512-555-0142');
    await form.getByRole('button', { name: 'Get My Free Demo' }).click();
    await expect(form.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Website is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Sam Rivera');
    await form.getByLabel('Website').fill('example.com');
    await form.getByRole('button', { name: 'Get My Free Demo' }).click();
    await expect(page).toHaveURL(/\/demo-request\?sent=1$/);
    await expect(page.getByText('Thank you! Your demo request is in.')).toBeVisible();
    await revisitingSendsNothing(page, posts, /Your demo request is in/);
  });
});
