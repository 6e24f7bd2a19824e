/**
 * Who may post leads, and which address is counted: only the site's own pages post (403
 * otherwise, with JavaScript and without), X-Forwarded-For counts only from the hops
 * TRUST_PROXY names, and the request log keeps no visitor's address.
 */
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, memoryLeadIntake, TEST_SITE_URL } from '../app-harness.ts';

const intakes: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(intakes.map((item) => item.close()));
});
function intake(ratePerHour = 0) {
  const created = memoryLeadIntake({ ratePerHour });
  intakes.push(created);
  return created;
}

const newsletter = { email: 'pat@example.com' };

describe('cross-site posts', () => {
  const leads = intake();
  const app = createTestApp({ leads, pageCache: null });

  it.each([
    ['Sec-Fetch-Site', 'cross-site'],
    ['Sec-Fetch-Site', 'same-site'],
    ['Origin', 'https://evil.example'],
    ['Origin', 'null'],
    ['Referer', 'https://evil.example/landing'],
  ])(
    'refuses %s: %s with 403, on the API and on the page, and stores nothing',
    async (name, value) => {
      const api = await request(app)
        .post('/api/leads/newsletter')
        .set(name, value)
        .type('form')
        .send(newsletter)
        .expect(403);
      expect(api.body).toEqual({ status: 'forbidden' });
      expect(api.headers['cache-control']).toBe('no-store');
      const page = await request(app)
        .post('/newsletter')
        .set(name, value)
        .type('form')
        .send(newsletter)
        .expect(403);
      expect(page.text).toContain('Forbidden');
      expect(await (await leads.store()).export()).toEqual([]);
    },
  );

  it.each([
    { 'Sec-Fetch-Site': 'same-origin', Origin: TEST_SITE_URL },
    { 'Sec-Fetch-Site': 'none' },
    { Origin: TEST_SITE_URL },
    { Referer: `${TEST_SITE_URL}/contact` },
    {},
  ])('takes a post from the site itself or from no browser: %o', async (headers) => {
    const own = intake();
    const ownApp = createTestApp({ leads: own, pageCache: null });
    await request(ownApp)
      .post('/api/leads/newsletter')
      .set(headers)
      .type('form')
      .send({ email: 'with-js@example.com' })
      .expect(200);
    await request(ownApp)
      .post('/newsletter')
      .set(headers)
      .type('form')
      .send({ email: 'without-js@example.com' })
      .expect(303);
    expect(await (await own.store()).export()).toHaveLength(2);
  });
});

describe('the address the per-address limit counts', () => {
  /** Three posts, each claiming another address in X-Forwarded-For; the limit is 2 an hour. */
  async function statuses(env: Record<string, string>) {
    const app = createTestApp({ leads: intake(2), pageCache: null, env });
    const answers: number[] = [];
    for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const response = await request(app)
        .post('/api/leads/newsletter')
        .set('X-Forwarded-For', forwarded)
        .type('form')
        .send(newsletter);
      answers.push(response.status);
    }
    return answers;
  }

  it('ignores X-Forwarded-For from a hop TRUST_PROXY does not name', async () => {
    // supertest connects over loopback, which this setting does not trust.
    expect(await statuses({ TRUST_PROXY: '10.0.0.0/8' })).toEqual([200, 200, 429]);
  });

  it('believes it from a trusted hop (loopback, the default)', async () => {
    expect(await statuses({})).toEqual([200, 200, 200]);
  });

  it('refuses a TRUST_PROXY that is not a hop count or addresses at start-up', () => {
    expect(() => createTestApp({ env: { TRUST_PROXY: 'not-an-address' } })).toThrow(/TRUST_PROXY/);
  });
});

describe('the request log', () => {
  it('keeps no visitor address, for renders and cache hits alike', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const app = createTestApp({ logger });
    for (let visit = 0; visit < 2; visit++) {
      await request(app).get('/pricing').set('X-Forwarded-For', '203.0.113.77').expect(200);
    }
    const requests = lines.filter((line) => line.includes('"url":"/pricing"'));
    expect(requests.length).toBe(2);
    for (const line of requests) {
      expect(line).not.toContain('203.0.113.77');
      expect(line).not.toMatch(/127\.0\.0\.1|::1|remoteAddress/);
    }
  });
});
