/**
 * The lead intake through the real app: what a form's request to /api/leads and a post without
 * JavaScript store, how spam is flagged, the per-address limit, and the error state when the
 * store is down.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FAILURE } from '#shared/forms/contact/contact-fields.ts';
import { NEWSLETTER_FAILURE } from '#shared/forms/newsletter/newsletter-form.tsx';
import { createTestApp, memoryLeadIntake } from '../app-harness.ts';

const contact = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '',
  subject: 'sales',
  message: 'We would like an AI receptionist.',
  additionalInfo: '',
};
const intakes: { close: () => Promise<void> }[] = [];
function intake(settings: Parameters<typeof memoryLeadIntake>[0] = {}) {
  const created = memoryLeadIntake(settings);
  intakes.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(intakes.map((item) => item.close()));
});
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

async function stored(leads: ReturnType<typeof intake>) {
  return (await leads.store()).export();
}

describe('POST /api/leads/:form', () => {
  it('stores a valid lead with the form’s own fields only and answers 200', async () => {
    const leads = intake();
    const app = createTestApp({ leads, pageCache: null });
    const response = await request(app)
      .post('/api/leads/contact')
      .type('form')
      .send({ ...contact, isAdmin: 'true', nickname: '', filled_ms: '12000' })
      .expect(200);
    expect(response.body).toEqual({ status: 'stored' });
    expect(response.headers['cache-control']).toBe('no-store');
    const [lead, ...rest] = await stored(leads);
    expect(rest).toEqual([]);
    expect(lead).toMatchObject({ form: 'contact', fields: contact, flagged: null });
  });

  it('refuses invalid fields with 400 and stores nothing; an unknown form is not found', async () => {
    const leads = intake();
    const app = createTestApp({ leads, pageCache: null });
    const invalid = await request(app)
      .post('/api/leads/newsletter')
      .type('form')
      .send({ email: 'jane@' })
      .expect(400);
    expect(invalid.body).toEqual({ status: 'invalid' });
    await request(app).post('/api/leads/orders').type('form').send({ email: 'a@b.co' }).expect(404);
    expect(await stored(leads)).toEqual([]);
  });

  it('keeps what a bot sends, flagged and thanked like anyone else', async () => {
    const leads = intake();
    const app = createTestApp({ leads, pageCache: null });
    const send = (fields: Record<string, string>) =>
      request(app).post('/api/leads/newsletter').type('form').send(fields).expect(200);
    await send({ email: 'trap@example.com', nickname: 'Bob' });
    await send({ email: 'fast@example.com', filled_ms: '400' });
    await send({ email: 'person@example.com', filled_ms: '9000' });
    await send({ email: 'nojs@example.com' });
    const flags = Object.fromEntries(
      (await stored(leads)).map((lead) => [lead.fields.email, lead.flagged]),
    );
    expect(flags).toEqual({
      'trap@example.com': 'honeypot',
      'fast@example.com': 'too-fast',
      'person@example.com': null,
      'nojs@example.com': null,
    });
  });

  it('stores the webinar box under its own name', async () => {
    const leads = intake();
    const app = createTestApp({ leads, pageCache: null });
    // Without JavaScript: stored, then sent on to the page's success state.
    await request(app)
      .post('/webinars')
      .type('form')
      .send({ email: 'viewer@example.com', nickname: '' })
      .expect(303);
    expect((await stored(leads)).map((lead) => lead.form)).toEqual(['webinar-signup']);
  });
});

describe('the per-address limit', () => {
  it('answers 429 and the form’s error state past the limit, per client address', async () => {
    const leads = intake({ ratePerHour: 2 });
    const app = createTestApp({ leads, pageCache: null });
    const subscribe = (email: string, from = '198.51.100.7') =>
      request(app)
        .post('/api/leads/newsletter')
        .set('X-Forwarded-For', from)
        .type('form')
        .send({ email });
    expect((await subscribe('one@example.com')).status).toBe(200);
    expect((await subscribe('two@example.com')).status).toBe(200);
    const limited = await subscribe('three@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 'failed', reason: 'rate-limited' });
    // Without JavaScript: the page, with the message and the address kept in the field.
    const page = await request(app)
      .post('/newsletter')
      .set('X-Forwarded-For', '198.51.100.7')
      .type('form')
      .send({ email: 'four@example.com' });
    expect(page.status).toBe(429);
    expect(page.text).toContain(NEWSLETTER_FAILURE.replace("'", '&#x27;'));
    expect(page.text).toMatch(/<input[^>]*value="four@example.com"/);
    // Another visitor is not held back.
    expect((await subscribe('five@example.com', '203.0.113.9')).status).toBe(200);
    expect((await stored(leads)).map((lead) => lead.fields.email)).toEqual([
      'one@example.com',
      'two@example.com',
      'five@example.com',
    ]);
  });
});

describe('a store that is down', () => {
  it('shows the error state with the values kept, under 503, and thanks no one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'leads-down-'));
    // A file where the data directory should be: the store cannot open.
    await writeFile(path.join(dir, 'blocked'), '');
    const leads = intake({ dataDir: path.join(dir, 'blocked') });
    await expect(leads.ready).rejects.toThrow();
    const app = createTestApp({ leads, pageCache: null });
    const page = await request(app).post('/contact').type('form').send(contact);
    expect(page.status).toBe(503);
    expect(page.text).toContain(CONTACT_FAILURE.replace("'", '&#x27;'));
    expect(page.text).not.toContain('Thank you for your message!');
    expect(page.text).toContain('We would like an AI receptionist.');
    const api = await request(app).post('/api/leads/contact').type('form').send(contact);
    expect(api.status).toBe(503);
    expect(api.body).toEqual({ status: 'failed', reason: 'unavailable' });
    await rm(dir, { recursive: true, force: true });
  });
});

describe('a submission sent twice', () => {
  const id = (digit: string) => digit.repeat(32);

  it('is kept once and answered 200 both times, from the same page view', async () => {
    const leads = intake();
    const app = createTestApp({ leads, pageCache: null });
    for (let press = 0; press < 2; press++) {
      const response = await request(app)
        .post('/api/leads/contact')
        .type('form')
        .send({ ...contact, submission_id: id('a') })
        .expect(200);
      expect(response.body).toEqual({ status: 'stored' });
    }
    expect(await stored(leads)).toHaveLength(1);
  });

  it('is kept again from another page view, and other content is always kept', async () => {
    const leads = intake();
    const app = createTestApp({ leads, pageCache: null });
    const send = (fields: Record<string, string>) =>
      request(app).post('/api/leads/contact').type('form').send(fields).expect(200);
    await send({ ...contact, submission_id: id('a') });
    await send({ ...contact, submission_id: id('b') });
    await send({ ...contact, message: 'A second question.', submission_id: id('a') });
    expect(await stored(leads)).toHaveLength(3);
  });

  it('without JavaScript (no id) is kept once within ten minutes', async () => {
    const leads = intake();
    const app = createTestApp({ leads, pageCache: null });
    // Both answered as stored: 303 to the thank-you (Post/Redirect/Get).
    for (let press = 0; press < 2; press++) {
      await request(app).post('/contact').type('form').send(contact).expect(303);
    }
    expect(await stored(leads)).toHaveLength(1);
  });

  it('without JavaScript, is kept once across the turn of ten minutes, and again after them', async () => {
    // Only the clock is faked: the store, its worker and the HTTP requests run for real.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const leads = intake();
      const app = createTestApp({ leads, pageCache: null });
      const send = () => request(app).post('/contact').type('form').send(contact).expect(303);
      const turn = Date.UTC(2026, 10, 28, 10, 10);
      vi.setSystemTime(turn - 60_000);
      await send();
      // A reload's "send again" two minutes later, in the next ten minutes.
      vi.setSystemTime(turn + 60_000);
      await send();
      expect(await stored(leads)).toHaveLength(1);
      // Eleven minutes after the first: a new submission of the same text.
      vi.setSystemTime(turn + 10 * 60_000);
      await send();
      expect(await stored(leads)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
