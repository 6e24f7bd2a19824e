import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './app-harness.ts';

const app = createTestApp();

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** The visible text of some HTML: tags removed, entities decoded, whitespace collapsed. */
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
/** The opening tag of the element with this id. */
const tagOf = (html: string, id: string) =>
  new RegExp(`<[a-z]+[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';

const post = (path: string, body: Record<string, string>) =>
  request(app).post(path).type('form').send(body);

/**
 * A post without JavaScript that stored its lead: answered 303 to the page's success state
 * (Post/Redirect/Get, so Reload and Back never send it again), an answer no cache keeps; the
 * state is a plain page, the same for everyone and cacheable. Returns that page.
 */
async function storedAndSentOn(
  path: string,
  body: Record<string, string>,
  location: string,
): Promise<request.Response> {
  const answer = await post(path, body).expect(303);
  expect(answer.headers.location).toBe(location);
  expect(answer.headers['cache-control']).toBe('no-store');
  const page = await request(app).get(location).expect(200);
  expect(page.headers['cache-control']).toMatch(/^public, /);
  return page;
}

const validContact = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(512) 555-0142',
  subject: 'sales',
  message: 'We would like an AI receptionist.',
  additionalInfo: '',
};

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('/contact without JavaScript', () => {
  it('shows the form, business hours and contact information', async () => {
    const response = await request(app).get('/contact').expect(200);
    const text = textOf(response.text);
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message', 'Send Message']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Monday - Friday 9:00 AM - 6:00 PM');
    expect(text).toContain('Saturday 10:00 AM - 4:00 PM');
    expect(text).toContain('Sunday Closed');
    expect(text).toContain('EST');
    expect(text).toContain('hello@voxera.ai');
    const form = /<form[^>]*class="contact-form"[^>]*>/.exec(response.text)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
  });

  it('answers invalid data with the page, the summary and every message', async () => {
    const response = await post('/contact', {
      name: ' ',
      email: 'jane@',
      phone: '12',
      subject: '',
      message: 'short',
    }).expect(400);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = textOf(response.text);
    expect(text).toContain('Please correct the following errors:');
    for (const message of [
      'Name is required',
      'Invalid email address',
      'Invalid phone number',
      'Please select a subject',
      'Message must be at least 10 characters',
    ]) {
      expect(text).toContain(message);
    }
    expect(text).toContain('Please Fix Errors');
    expect(text).not.toContain('Send Message');
    // Errors are tied to their fields, and the typed values come back.
    const email = tagOf(response.text, 'contact-email');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="contact-email-error"');
    expect(email).toContain('value="jane@"');
    expect(tagOf(response.text, 'contact-email-error')).not.toBe('');
  });

  it('says which fields are missing on an empty post', async () => {
    const text = textOf((await post('/contact', {}).expect(400)).text);
    for (const message of [
      'Name is required',
      'Email is required',
      'Please select a subject',
      'Message is required',
    ]) {
      expect(text).toContain(message);
    }
  });

  it('answers valid data with 303 to the success text and an empty form', async () => {
    const response = await storedAndSentOn('/contact', validContact, '/contact?sent=1');
    const text = textOf(response.text);
    expect(text).toContain(
      "Thank you for your message! We'll get back to you as soon as possible.",
    );
    expect(tagOf(response.text, 'contact-name')).toContain('value=""');
    expect(text).not.toContain('Please correct the following errors:');
    // Nothing typed travels in the address.
    expect(response.text).not.toContain('Jane Doe');
  });

  it('ignores unknown fields', async () => {
    const response = await storedAndSentOn(
      '/contact?utm_source=mail',
      { ...validContact, isAdmin: 'true', redirect: 'https://evil.example' },
      '/contact?sent=1',
    );
    expect(textOf(response.text)).toContain('Thank you for your message!');
    expect(response.text).not.toContain('evil.example');
    expect(response.text).not.toContain('isAdmin');
  });

  it('without a store to keep the message, answers with the form and the error, values kept', async () => {
    const down = createTestApp({ leads: null, pageCache: null });
    const response = await request(down)
      .post('/contact')
      .type('form')
      .send(validContact)
      .expect(503);
    expect(textOf(response.text)).toContain("Sorry, we couldn't send your message just now.");
    expect(tagOf(response.text, 'contact-name')).toContain('value="Jane Doe"');
  });

  it('escapes what it echoes', async () => {
    const response = await post('/contact', {
      ...validContact,
      name: '<script>alert(1)</script>',
      email: 'x',
    }).expect(400);
    expect(response.text).not.toContain('<script>alert(1)</script>');
  });

  it('refuses a body over 8 KB with 413', async () => {
    const response = await post('/contact', { ...validContact, message: 'x'.repeat(9000) });
    expect(response.status).toBe(413);
    expect(response.text).toBe('Payload Too Large');
  });

  it('refuses bodies that are not URL-encoded forms with 415', async () => {
    await request(app).post('/contact').send({ name: 'Jane' }).expect(415);
  });
});

describe('/newsletter without JavaScript', () => {
  it('shows the message under the field', async () => {
    const response = await post('/newsletter', { email: '' }).expect(400);
    expect(textOf(response.text)).toContain('Email is required');
    expect(tagOf(response.text, 'newsletter-page-email')).toContain('aria-invalid="true"');
    const invalid = await post('/newsletter', { email: 'jane@example' }).expect(400);
    expect(textOf(invalid.text)).toContain('Please enter a valid email address');
  });

  it('confirms a subscription on /newsletter?sent=1, the field empty', async () => {
    const response = await storedAndSentOn(
      '/newsletter',
      { email: 'jane@example.com' },
      '/newsletter?sent=1',
    );
    expect(textOf(response.text)).toContain('Thanks for subscribing!');
    expect(tagOf(response.text, 'newsletter-page-email')).toContain('value=""');
  });

  it('confirms the /webinars sign-up on the same list, at the box', async () => {
    const response = await storedAndSentOn(
      '/webinars?q=sales&utm_source=mail',
      { email: 'viewer@example.com' },
      '/webinars?q=sales&sent=1#newsletter',
    );
    expect(textOf(response.text)).toContain('Thanks for subscribing!');
    // Posted again from that page, an invalid address shows its message, not the old success.
    const invalid = await post('/webinars?q=sales&sent=1', { email: 'viewer@' }).expect(400);
    expect(textOf(invalid.text)).toContain('Please enter a valid email address');
    expect(textOf(invalid.text)).not.toContain('Thanks for subscribing!');
  });
});

describe('/demo-request without JavaScript', () => {
  it('shows errors, then a confirmation', async () => {
    const invalid = await post('/demo-request', {
      name: '',
      email: 'sam@example.com',
      phone: '',
    }).expect(400);
    expect(textOf(invalid.text)).toContain('Name is required');
    expect(textOf(invalid.text)).toContain('Website is required');
    expect(textOf(invalid.text)).toContain('Phone number is required');
    expect(tagOf(invalid.text, 'demo-page-website')).toContain('aria-invalid="true"');
    const valid = await storedAndSentOn(
      '/demo-request',
      {
        name: 'Sam Rivera',
        email: 'sam@example.com',
        phone: '512-555-0142',
        website: 'example.com',
      },
      '/demo-request?sent=1',
    );
    // The address names no one: the confirmation greets no one by name.
    expect(textOf(valid.text)).toContain('Thank you! Your demo request is in.');
    expect(valid.text).not.toContain('Sam');
  });

  it('marks only the additional information optional', async () => {
    const page = await request(app).get('/demo-request').expect(200);
    const labels = [
      ...page.text.matchAll(/<label for="demo-page-(\w+)"[^>]*>([\s\S]*?)<\/label>/g),
    ];
    const optional = labels.filter(([, , label]) => label?.includes('(optional)'));
    expect(optional.map(([, field]) => field)).toEqual(['additionalInfo']);
    expect(tagOf(page.text, 'demo-page-website')).toContain('type="url"');
  });
});

describe('/enhanced-contact without JavaScript', () => {
  it('keeps the review with an announced error and enabled buttons when the message is not stored', async () => {
    const down = createTestApp({ leads: null, pageCache: null });
    const response = await request(down)
      .post('/enhanced-contact')
      .type('form')
      .send({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'support',
        message: 'Calls drop after a minute.',
        step: '2',
        intent: 'complete',
      })
      .expect(503);
    const text = textOf(response.text);
    expect(text).toContain('Step 3 of 3');
    expect(response.text).toContain(
      '<p role="alert" class="form-status form-status--error">Sorry, we couldn&#x27;t send your message just now. Please try again in a few minutes.</p>',
    );
    expect(text).toContain('Ada Lovelace');
    expect(response.text).toMatch(
      /<input type="hidden" name="message" value="Calls drop after a minute."\/>/,
    );
    const buttons = [...response.text.matchAll(/<button type="submit"[^>]*name="intent"[^>]*>/g)];
    expect(buttons.map(([tag]) => /value="(\w+)"/.exec(tag)?.[1])).toEqual([
      'complete',
      'previous',
    ]);
    for (const [tag] of buttons) expect(tag).not.toContain('disabled');
  });

  it('mentions the plan from a ?plan= link and preselects sales', async () => {
    const response = await request(app).get('/enhanced-contact?plan=enterprise').expect(200);
    expect(textOf(response.text)).toContain(
      "You're asking about the Enterprise & White Label plan",
    );
    expect(response.text).toMatch(/<input type="hidden" name="subject" value="sales"\/>/);
  });
});

/** An app whose pino log lines are kept, to read what a request logged. */
function appWithLog(): { app: ReturnType<typeof createTestApp>; lines: () => string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return {
    app: createTestApp({ logger: pino({ level: 'info' }, sink), pageCache: null }),
    lines: () => lines,
  };
}

describe('form submissions in the server log', () => {
  it('go through pino with the request id: a stored lead by id and form, never the values', async () => {
    const { app: logged, lines } = appWithLog();
    for (const [id, body, status] of [
      ['form-accepted', validContact, 303],
      ['form-invalid', { ...validContact, email: 'jane@' }, 400],
    ] as const) {
      await request(logged)
        .post('/contact')
        .set('X-Request-Id', id)
        .type('form')
        .send(body)
        .expect(status);
    }
    const entries = lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const stored = entries.filter((line) => line.msg === 'lead stored');
    const invalid = entries.filter((line) => line.msg === 'form submission');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ form: 'contact', flagged: null });
    expect(stored[0]?.leadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(stored[0])).toContain('form-accepted');
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toMatchObject({ form: 'contact', outcome: 'invalid', fields: ['email'] });
    expect(JSON.stringify(invalid[0])).toContain('form-invalid');
    for (const value of ['Jane Doe', 'jane@', '555-0142', 'receptionist']) {
      expect(lines().join('\n')).not.toContain(value);
    }
  });
});
