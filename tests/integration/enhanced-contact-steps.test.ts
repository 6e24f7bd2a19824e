import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from '#server/pages/page-cache/page-cache.ts';
import { routes } from '#shared/routing/routes.tsx';
import { createTestApp, memoryLeadIntake } from './app-harness.ts';

/**
 * /enhanced-contact without JavaScript: each step's post is answered with a redirect (303) to
 * that step's own address, where the server shows the answers it keeps under a random id, so
 * no history entry is a post that Back or Reload would send again, and nothing typed is in an
 * address. The message itself is sent on to /enhanced-contact?sent=1.
 */
const leads = memoryLeadIntake();
const cache = createPageCache({ maxBytes: 32 * 1024 * 1024, routes });
const app = createTestApp({ leads, pageCache: cache });
const SLOW = 60_000;

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function textOf(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name] ?? match;
    })
    .replace(/\s+/g, ' ');
}
const tagOf = (html: string, id: string) =>
  new RegExp(`<[a-z]+[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
const hidden = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"/>`).exec(html)?.[1];

const STEP_ADDRESS = /^\/enhanced-contact\/draft\/([A-Za-z0-9_-]{22})\/([123])$/;

const details = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(512) 555-0142' };
const message = {
  subject: 'support',
  message: 'Calls drop after a minute.',
  howHeard: 'search',
};
const typed = ['Ada', 'Lovelace', 'ada@example.com', 'ada%40example.com', '555', 'Calls', 'minute'];

/**
 * A step posted without JavaScript: answered 303 (never kept by a cache) to a step's address
 * that names nothing typed; returns that address and the page there, one visitor's.
 */
async function postStep(fields: Record<string, string>, step: number) {
  const answer = await request(app).post('/enhanced-contact').type('form').send(fields).expect(303);
  expect(answer.headers['cache-control']).toBe('no-store');
  const location = answer.headers.location as string;
  const [, draft, shown] = STEP_ADDRESS.exec(location) ?? [];
  expect(draft, location).toBeDefined();
  expect(Number(shown)).toBe(step);
  // Past the random id, nothing typed (the id could spell anything by chance).
  for (const word of typed) expect(location.replace(draft ?? '', '')).not.toContain(word);
  const page = await request(app).get(location).expect(200);
  expect(page.headers['cache-control']).toBe('private, no-store');
  expect(page.headers['referrer-policy']).toBe('no-referrer');
  expect(page.text).toMatch(/<meta name="robots" content="noindex"\/>/);
  return { location, draft: draft ?? '', page: page.text };
}

describe('/enhanced-contact without JavaScript, step by step', () => {
  it(
    'answers every step with a redirect to its own address, the answers kept by the server',
    async () => {
      const step2 = await postStep({ ...details, step: '0', intent: 'next' }, 2);
      expect(textOf(step2.page)).toContain('Step 2 of 3');
      // Earlier answers travel on in hidden fields, with the draft they are kept under.
      expect(hidden(step2.page, 'name')).toBe('Ada Lovelace');
      expect(hidden(step2.page, 'email')).toBe('ada@example.com');
      expect(hidden(step2.page, 'draft')).toBe(step2.draft);

      const review = await postStep(
        { ...details, ...message, step: '1', intent: 'next', draft: step2.draft },
        3,
      );
      // The same draft, on the next step's address.
      expect(review.draft).toBe(step2.draft);
      const reviewText = textOf(review.page);
      expect(reviewText).toContain('Step 3 of 3');
      expect(reviewText).toContain('Ada Lovelace');
      expect(reviewText).toContain('Technical Support');
      expect(reviewText).toContain('Calls drop after a minute.');

      const back = await postStep(
        { ...details, ...message, step: '2', intent: 'previous', draft: review.draft },
        2,
      );
      expect(textOf(back.page)).toContain('Step 2 of 3');
      expect(back.page).toContain('Calls drop after a minute.</textarea>');

      // Back in history to an earlier step's address shows that step with the answers kept.
      const earlier = await request(app).get(step2.location.replace(/\/\d$/, '/1')).expect(200);
      expect(textOf(earlier.text)).toContain('Step 1 of 3');
      expect(tagOf(earlier.text, 'enhanced-contact-name')).toContain('value="Ada Lovelace"');

      const sent = await request(app)
        .post('/enhanced-contact')
        .type('form')
        .send({ ...details, ...message, step: '2', intent: 'complete', draft: back.draft })
        .expect(303);
      expect(sent.headers.location).toBe('/enhanced-contact?sent=1');
      // Sent, its answers are no longer kept: the step addresses lead to the empty form.
      const gone = await request(app).get(review.location).expect(302);
      expect(gone.headers.location).toBe('/enhanced-contact');
    },
    SLOW,
  );

  it(
    'answers an invalid step with a redirect to it, its messages and typed answers shown there',
    async () => {
      const invalid = await postStep(
        { name: '', email: 'ada@example.com', phone: '', step: '0', intent: 'next' },
        1,
      );
      const text = textOf(invalid.page);
      expect(text).toContain('Step 1 of 3');
      expect(text).toContain('Name is required');
      expect(tagOf(invalid.page, 'enhanced-contact-name')).toContain('is-invalid');
      expect(tagOf(invalid.page, 'enhanced-contact-email')).toContain('value="ada@example.com"');

      const step2 = await postStep(
        { ...details, step: '0', intent: 'next', draft: invalid.draft },
        2,
      );
      const missing = await postStep(
        { ...details, step: '1', intent: 'next', draft: step2.draft },
        2,
      );
      expect(textOf(missing.page)).toContain('Please select a subject');
      expect(textOf(missing.page)).toContain('Message is required');

      // Complete checks every step again: a step left invalid is where it sends the visitor.
      const skipped = await postStep(
        { name: 'Ada Lovelace', email: '', step: '2', intent: 'complete', draft: step2.draft },
        1,
      );
      expect(tagOf(skipped.page, 'enhanced-contact-email')).toContain('is-invalid');
    },
    SLOW,
  );

  it('never keeps a step page, nor answers one from memory', async () => {
    const step2 = await postStep({ ...details, step: '0', intent: 'next' }, 2);
    await cache.idle();
    expect(cache.has(step2.location)).toBe(false);
    const again = await request(app).get(step2.location).expect(200);
    expect(again.headers['cache-control']).toBe('private, no-store');
  });

  it('leads an address whose answers are not kept back to the empty form', async () => {
    for (const address of [
      '/enhanced-contact/draft/AAAAAAAAAAAAAAAAAAAAAA/2',
      '/enhanced-contact/draft/not-an-id/1',
      '/enhanced-contact/draft/AAAAAAAAAAAAAAAAAAAAAA/9',
    ]) {
      const answer = await request(app).get(address).expect(302);
      expect(answer.headers.location).toBe('/enhanced-contact');
    }
    const step2 = await postStep({ ...details, step: '0', intent: 'next' }, 2);
    await request(app).get(step2.location.replace(/\/\d$/, '/4')).expect(302);
  });

  it("forgets a person's answers with their erasure", async () => {
    const step2 = await postStep(
      { ...details, email: 'erase.me@example.com', step: '0', intent: 'next' },
      2,
    );
    await leads.erase('Erase.Me@example.com');
    const answer = await request(app).get(step2.location).expect(302);
    expect(answer.headers.location).toBe('/enhanced-contact');
  });

  it('answers a step as a page when no answers can be kept (no lead store)', async () => {
    const down = createTestApp({ leads: null, pageCache: null });
    const invalid = await request(down)
      .post('/enhanced-contact')
      .type('form')
      .send({ step: '0', intent: 'next', name: '', email: '' })
      .expect(400);
    expect(textOf(invalid.text)).toContain('Name is required');
    const step2 = await request(down)
      .post('/enhanced-contact')
      .type('form')
      .send({ ...details, step: '0', intent: 'next' })
      .expect(200);
    expect(textOf(step2.text)).toContain('Step 2 of 3');
    expect(hidden(step2.text, 'name')).toBe('Ada Lovelace');
    expect(hidden(step2.text, 'draft')).toBeUndefined();
  });
});
