import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

const CONTACT_FAILURE =
  "Sorry, we couldn't send your message just now. Please try again in a few minutes.";
const NEWSLETTER_FAILURE =
  "Sorry, we couldn't subscribe you just now. Please try again in a few minutes.";

async function fillContact(
  page: Page,
  message = 'We would like an AI receptionist for our clinic.',
) {
  const form = page.locator('form.contact-form');
  await form.getByLabel('Name').fill('Jane Doe');
  await form.getByLabel('Email').fill('jane@example.com');
  await form.getByLabel('Subject').selectOption({ label: 'Sales Inquiry' });
  await form.getByLabel('Message').fill(message);
  return form;
}

/** A message no other test sends, to find its copies in the store. */
function uniqueMessage(): string {
  return `We would like an AI receptionist, reference ${Math.random().toString(36).slice(2)}.`;
}

/** How many stored contact messages read `message`: the owner's export tool, beside the server. */
async function storedCopies(message: string): Promise<number> {
  const tool = path.join(process.env.E2E_DIST ?? 'dist', 'server', 'leads.js');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [tool, 'export', '--form', 'contact'],
    { env: { PATH: process.env.PATH, DATA_DIR: process.env.E2E_DATA_DIR }, timeout: 15_000 },
  );
  return stdout.split('\n').filter((line) => line.includes(message)).length;
}

/** Every answer to the page's lead requests (awaited before the store is read). */
function leadAnswers(page: Page): Promise<unknown>[] {
  const answers: Promise<unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/leads/')) answers.push(request.response().catch(() => null));
  });
  return answers;
}

test('a contact message is sent to the server and thanked once stored', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const form = await fillContact(page);
  const sent = page.waitForRequest('**/api/leads/contact');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const request = await sent;
  const body = new URLSearchParams(request.postData() ?? '');
  expect(body.get('email')).toBe('jane@example.com');
  expect(body.get('nickname')).toBe('');
  expect((await request.response())?.status()).toBe(200);
  await expect(form.getByText('Thank you for your message!')).toBeVisible();
});

test('a message the server could not store shows the error state and keeps the text', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 503/);
  await page.route('**/api/leads/contact', (route) =>
    route.fulfill({ status: 503, json: { status: 'failed', reason: 'unavailable' } }),
  );
  await gotoHydrated(page, '/contact');
  const form = await fillContact(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(CONTACT_FAILURE)).toBeVisible();
  await expect(form.getByText('Thank you for your message!')).toHaveCount(0);
  await expect(form.getByLabel('Message')).toHaveValue(
    'We would like an AI receptionist for our clinic.',
  );
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('an enhanced contact message the server could not store says so on the review, buttons enabled', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 503/);
  await page.route('**/api/leads/enhanced-contact', (route) =>
    route.fulfill({ status: 503, json: { status: 'failed', reason: 'unavailable' } }),
  );
  await gotoHydrated(page, '/enhanced-contact');
  const form = page.locator('form.enhanced-contact');
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Subject').selectOption('billing');
  await form.getByLabel('Message').fill('A question about our invoice.');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Complete' }).click();
  // Announced (an alert) where the visitor is, worded as the other contact form's.
  await expect(form.getByRole('alert')).toHaveText(CONTACT_FAILURE);
  await expect(form.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible();
  await expect(form.locator('.review-list')).toContainText('A question about our invoice.');
  await expect(form.getByRole('button', { name: 'Complete' })).toBeEnabled();
  await expect(form.getByRole('button', { name: 'Complete' })).toBeFocused();
  await expect(form.getByRole('button', { name: 'Previous' })).toBeEnabled();
  // Going back to change something leaves the message behind; the values are kept.
  await form.getByRole('button', { name: 'Previous' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('Message')).toHaveValue('A question about our invoice.');
});

test('a subscription refused for too many tries says so and keeps the address', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 429/);
  await page.route('**/api/leads/newsletter', (route) =>
    route.fulfill({ status: 429, json: { status: 'failed', reason: 'rate-limited' } }),
  );
  await gotoHydrated(page, '/');
  const form = page.locator('footer form.newsletter-form__form');
  await form.getByRole('textbox').fill('jane@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('footer').getByText(NEWSLETTER_FAILURE)).toBeVisible();
  await expect(form.getByRole('textbox')).toHaveValue('jane@example.com');
});

test('a double press on Send Message stores the message once', async ({ page }) => {
  const message = uniqueMessage();
  await gotoHydrated(page, '/contact');
  const form = await fillContact(page, message);
  const answers = leadAnswers(page);
  // Two presses in one moment: the first disables the button in its own task, so the second
  // is not taken (the server's own check against a repeated post is the integration tests').
  await form.getByRole('button', { name: 'Send Message' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(form.getByText('Thank you for your message!')).toBeVisible();
  await Promise.all(answers);
  expect(answers.length).toBe(1);
  expect(await storedCopies(message)).toBe(1);
});

/**
 * Sends every request for `url` twice at once (two identical copies reach the server together,
 * as a double press does where the page cannot stop the second, or a proxy's retry) and answers
 * the page with the first copy's answer. Resolves with both answers' statuses.
 */
function sendTwiceAtOnce(page: Page, url: string): Promise<number[]> {
  return new Promise((resolve, reject) => {
    void page.route(url, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      try {
        const copies = await Promise.all([
          route.fetch({ maxRedirects: 0 }),
          route.fetch({ maxRedirects: 0 }),
        ]);
        resolve(copies.map((copy) => copy.status()));
        await route.fulfill({ response: copies[0] });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

test('two copies of a message sent at once store it once, and both are answered as sent', async ({
  page,
}) => {
  const statuses = sendTwiceAtOnce(page, '**/api/leads/contact');
  const message = uniqueMessage();
  await gotoHydrated(page, '/contact');
  const form = await fillContact(page, message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Thank you for your message!')).toBeVisible();
  expect(await statuses).toEqual([200, 200]);
  expect(await storedCopies(message)).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('two copies of a message posted at once store it once, and both are answered as sent', async ({
    page,
  }) => {
    await page.goto('/contact');
    const statuses = sendTwiceAtOnce(page, '**/contact');
    const message = uniqueMessage();
    const form = await fillContact(page, message);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for your message!')).toBeVisible();
    // The post-redirect-get answer, the same for both copies.
    expect(await statuses).toEqual([303, 303]);
    expect(await storedCopies(message)).toBe(1);
  });
});

test('a retry after an answer that got lost stores the message once', async ({
  page,
  problems,
}) => {
  problems.allow(/ERR_CONNECTION_RESET|ERR_FAILED/);
  let lost = false;
  // The first request reaches the server, which stores it; its answer never reaches the page.
  await page.route('**/api/leads/contact', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const message = uniqueMessage();
  await gotoHydrated(page, '/contact');
  const form = await fillContact(page, message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(CONTACT_FAILURE)).toBeVisible();
  expect(await storedCopies(message)).toBe(1);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Thank you for your message!')).toBeVisible();
  expect(await storedCopies(message)).toBe(1);
});
