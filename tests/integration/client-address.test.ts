import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createPageCache } from '#server/page-cache.ts';
import { routes } from '#shared/routing/routes.tsx';
import { createTestApp } from './app-harness.ts';

interface Line {
  readonly msg?: string;
  readonly req?: { url: string; remoteAddress?: string };
}

describe("the client's address in the request log", () => {
  const lines: Line[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const cache = createPageCache({ maxBytes: 8 * 1024 * 1024, routes });
  const app = createTestApp({ pageCache: cache, logger });
  const logged = (url: string) =>
    lines.filter((line) => line.msg === 'request completed' && line.req?.url === url);

  it('is the address a trusted proxy forwarded, for renders and cache hits alike', async () => {
    // supertest connects over loopback: a trusted proxy, as a balancer on the same host is.
    await request(app).get('/pricing').set('X-Forwarded-For', '203.0.113.7').expect(200);
    await cache.idle();
    await request(app).get('/pricing').set('X-Forwarded-For', '198.51.100.23').expect(200);
    expect(logged('/pricing').map((line) => line.req?.remoteAddress)).toEqual([
      '203.0.113.7',
      '198.51.100.23',
    ]);
  }, 60_000);

  it("is the socket's own address when no proxy forwarded one", async () => {
    await request(app).get('/features').expect(200);
    expect(logged('/features').map((line) => line.req?.remoteAddress)).toEqual([
      expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$|^::1$/),
    ]);
  }, 60_000);
});
