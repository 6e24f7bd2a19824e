/**
 * The built server and the owner's tool, as processes: a submission answered with success is on
 * disk, whatever happens to the process next (SIGKILL right after the answers), and the next
 * start opens the same file and takes new leads. Then the tool exports and erases.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';
import {
  emailsOf,
  exited,
  leadsTool as runLeadsTool,
  serverEnvironment,
  startBuiltServer,
} from './built-server.ts';

let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'leads-durable-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const startServer = (port: number) =>
  startBuiltServer(port, serverEnvironment(port, { DATA_DIR: dataDir }));
const leadsTool = async (...args: string[]) =>
  (await runLeadsTool({ DATA_DIR: dataDir }, ...args)).stdout;

describe('acknowledged leads survive SIGKILL', () => {
  it(
    'finds every answered submission after a kill and a restart',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const server = await startServer(port);
      const acknowledged: string[] = [];
      // 40 at once, half with JavaScript's request, half as posts without it; the process is
      // killed the moment the 20th success has arrived, with the rest still on the wire.
      const sends = Array.from({ length: 40 }, async (_, index) => {
        const email = `visitor${index}@example.com`;
        const url =
          index % 2 === 0
            ? `http://127.0.0.1:${port}/api/leads/newsletter`
            : `http://127.0.0.1:${port}/newsletter`;
        const response = await fetch(url, {
          method: 'POST',
          body: new URLSearchParams({ email }),
        }).catch(() => null);
        if (response?.status !== 200) return;
        await response.text().catch(() => undefined);
        acknowledged.push(email);
        if (acknowledged.length === 20) server.kill('SIGKILL');
      });
      await Promise.all(sends);
      server.kill('SIGKILL');
      await exited(server);
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);

      // The next start opens the same file (SQLite recovers from the WAL) and takes new leads.
      const again = await startServer(port);
      try {
        const after = await fetch(`http://127.0.0.1:${port}/api/leads/contact`, {
          method: 'POST',
          body: new URLSearchParams({
            name: 'Ada Lovelace',
            email: 'ada@example.com',
            subject: 'sales',
            message: 'Calling about the analytical engine.',
          }),
        });
        expect(after.status).toBe(200);
        const stored = emailsOf(await leadsTool('export'));
        const missing = acknowledged.filter((email) => !stored.includes(email));
        expect(missing).toEqual([]);
        expect(stored).toContain('ada@example.com');
        expect(emailsOf(await leadsTool('export', '--form', 'contact'))).toEqual([
          'ada@example.com',
        ]);

        // Erasure, while the server runs: every record of that person, nobody else's.
        await leadsTool('erase', '--email', 'ADA@example.com');
        const left = emailsOf(await leadsTool('export'));
        expect(left).not.toContain('ada@example.com');
        expect(left.length).toBe(stored.length - 1);
        // `npm run leads` (the TypeScript source under tsx) reads the same store.
        expect(emailsOf(await leadsTool('source', 'export'))).toEqual(left);
      } finally {
        again.kill('SIGTERM');
        await exited(again);
      }
    },
  );
});
