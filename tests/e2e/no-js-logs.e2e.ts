import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { SERVER_HEAP_FLAGS } from '../../server/ops/heap-flags.ts';
import { expect, test } from './fixtures.ts';

/**
 * Every form a visitor types into, submitted with JavaScript off against a server of its own
 * (port E2E_PORT + 1) that logs every request at `info`: no request line and no log line may
 * hold what was typed. What is typed is unusual on purpose, so any trace of it is found.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 1;
const origin = `http://127.0.0.1:${port}`;
const NAME = 'Zelda Quixote';
const EMAIL = 'zelda.quixote@example.com';
const PHONE = '(512) 555-0199';
/**
 * Pieces of the typed values as they would appear in a log, raw or URL-encoded. The phone's
 * digits with their neighbours: `0199` alone turns up in timestamps (a log line's `time`).
 */
const TRACES = [/zelda/i, /quixote/i, /555(?:%2D|\D){0,3}0199/i];

let server: ChildProcess | undefined;
const logLines: string[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ javaScriptEnabled: false, baseURL: origin });

test.beforeAll(async () => {
  server = spawn(
    'node',
    [...SERVER_HEAP_FLAGS, `${process.env.E2E_DIST ?? 'dist'}/server/index.js`],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        SITE_URL: origin,
        // No page cache, so no warm start rendering every page beside the test (about 5 s of
        // CPU): this server answers only the few requests below, each logged as in production.
        PAGE_CACHE: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

/** The document requests the page makes (what the access log's request line records). */
function documentRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

test('no form puts what a visitor typed into a URL or the server log', async ({
  page,
  problems,
}) => {
  // Seven forms and fifteen page loads, each rendered (this server keeps no pages).
  test.setTimeout(150_000);
  // Unfinished steps are answered 400 by some forms, and Chromium logs non-2xx documents.
  problems.allow(/the server responded with a status of 400/);
  const requests = documentRequests(page);
  const main = page.locator('main');

  await page.goto('/');
  const demo = main.locator('form.demo-form__form');
  await demo.getByLabel('Name').fill(NAME);
  await demo.getByLabel('Email').fill(EMAIL);
  await demo.getByLabel('Website').fill('https://zelda-quixote.example');
  await demo.getByLabel('Phone').fill(PHONE);
  await demo.getByRole('button', { name: 'Get My Free Demo' }).click();
  await expect(main.getByText(/Your demo request is in/)).toBeVisible();

  await page.goto('/contact');
  const contact = main.locator('form.contact-form');
  await contact.getByLabel('Name').fill(NAME);
  await contact.getByLabel('Email').fill(EMAIL);
  await contact.getByLabel('Phone').fill(PHONE);
  await contact.getByLabel('Subject').selectOption('sales');
  await contact.getByLabel('Message').fill(`${NAME} would like a call on ${PHONE}.`);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByText(/Thank you for your message!/)).toBeVisible();

  await page.goto('/enhanced-contact');
  const enhanced = main.locator('form.enhanced-contact');
  await enhanced.getByLabel('Name').fill(NAME);
  await enhanced.getByLabel('Email').fill(EMAIL);
  await enhanced.getByLabel('Phone').fill(PHONE);
  await enhanced.getByRole('button', { name: 'Next' }).click();
  await expect(enhanced.getByRole('heading', { name: 'Step 2 of 3: Your Message' })).toBeVisible();

  await page.goto('/privacy-policy');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText(/^Thanks for subscribing!/)).toBeVisible();

  await page.goto('/webinars');
  const webinars = page.locator('#newsletter');
  await webinars.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await webinars.getByRole('button', { name: 'Subscribe' }).click();
  await expect(webinars.getByText(/^Thanks for subscribing!/)).toBeVisible();

  await page.goto('/progress-demo?panel=form');
  const steps = main.locator('form.progress-form');
  await steps.getByLabel('Name').fill(NAME);
  await steps.getByLabel('Email (optional)').fill(EMAIL);
  await steps.getByRole('button', { name: 'Next' }).click();
  await expect(steps.getByText('Step 2 of 3')).toBeVisible();
  await steps.getByLabel('Message (optional)').fill(`Call ${PHONE}`);
  await steps.getByRole('button', { name: 'Next' }).click();
  await steps.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByRole('heading', { name: `Thank you, ${NAME}!` })).toBeVisible();

  await page.goto('/interactive-elements');
  const chat = page.locator('#chat');
  await chat
    .getByLabel('Your message')
    .fill(`I am ${NAME}, ${EMAIL}, ${PHONE}: what does it cost?`);
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByRole('log').getByText(/\$49\/month for Basic/)).toBeVisible();

  // Every submission was a POST; no request line holds a typed value.
  const posts = requests.filter((line) => line.startsWith('POST '));
  expect(posts.map((line) => new URL(line.slice(5)).pathname)).toEqual([
    '/demo-request',
    '/contact',
    '/enhanced-contact',
    '/newsletter',
    '/webinars',
    '/progress-demo',
    '/progress-demo',
    '/progress-demo',
    '/interactive-elements',
  ]);
  for (const trace of TRACES) {
    expect(
      requests.filter((line) => trace.test(line)),
      `request lines matching ${trace}`,
    ).toEqual([]);
  }
  // The server logged those posts, and nothing typed with them.
  const postLines = () =>
    logLines.filter((line) => line.includes('"POST"') && line.includes('"request completed"'));
  await expect.poll(() => postLines().length).toBe(9);
  for (const trace of TRACES) {
    expect(
      logLines.filter((line) => trace.test(line)),
      `log lines matching ${trace}`,
    ).toEqual([]);
  }
});
