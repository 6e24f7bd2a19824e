import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

const CONTACT_FAILURE =
  "Sorry, we couldn't send your message just now. Please try again in a few minutes.";
const NEWSLETTER_FAILURE =
  "Sorry, we couldn't subscribe you just now. Please try again in a few minutes.";

async function fillContact(page: Page) {
  const form = page.locator('form.contact-form');
  await form.getByLabel('Name').fill('Jane Doe');
  await form.getByLabel('Email').fill('jane@example.com');
  await form.getByLabel('Subject').selectOption({ label: 'Sales Inquiry' });
  await form.getByLabel('Message').fill('We would like an AI receptionist for our clinic.');
  return form;
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
