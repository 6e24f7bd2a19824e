import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpLogger, logLevelFor } from '#server/ops/logger.ts';

let server: Server | null = null;
afterEach(async () => {
  const open = server;
  server = null;
  if (open) await new Promise((resolve) => open.close(resolve));
});

/** One request through the request logger (over loopback); the lines it wrote. */
async function logLines(headers: Record<string, string>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const httpLogger = createHttpLogger(pino({}, { write: (line: string) => lines.push(line) }));
  server = createServer((req, res) => {
    httpLogger(req, res);
    res.end('ok');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}/contact?x=1`, { headers });
  await answer.text();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the request log', () => {
  it('holds method, path, status and request id, and no address, cookie or header', async () => {
    const [line, ...more] = await logLines({
      'X-Forwarded-For': '203.0.113.77',
      'X-Request-Id': 'balancer-1',
      Cookie: 'session=secret',
      'User-Agent': 'test-agent/1.0',
    });
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      req: { id: 'balancer-1', method: 'GET', url: '/contact?x=1' },
      res: { statusCode: 200 },
    });
    const text = JSON.stringify(line);
    for (const secret of ['203.0.113.77', '127.0.0.1', 'remoteAddress', 'secret', 'test-agent']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('log levels', () => {
  it('logs 4xx as warnings and 5xx as errors', () => {
    expect([200, 304, 403, 429, 503].map(logLevelFor)).toEqual([
      'info',
      'info',
      'warn',
      'warn',
      'error',
    ]);
  });
});
