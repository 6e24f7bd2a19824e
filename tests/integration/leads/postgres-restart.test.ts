/**
 * The database restarts under the built server while visitors send forms (10 a second): the
 * server keeps running, every answer is a success or the form's error state (503), never a
 * reset or a 500, service comes back by itself, and every lead answered with success is there.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';
import { exited, serverEnvironment, startBuiltServer } from './built-server.ts';
import { usePostgresCluster } from './postgres-cluster.ts';

describe('a PostgreSQL restart under submissions', () => {
  const running = usePostgresCluster();

  it(
    'keeps the server up, answers 200 or 503, and loses no acknowledged lead',
    { timeout: 120_000 },
    async () => {
      const databaseUrl = await running().freshDatabase();
      const port = await freePort();
      const server = await startBuiltServer(
        port,
        serverEnvironment(port, { DATABASE_URL: databaseUrl }),
      );
      const answers: { email: string; status: number | string; at: number }[] = [];
      let restartedAt = 0;
      try {
        const started = Date.now();
        const sends: Promise<void>[] = [];
        // 10 a second; the database goes away at 2 s for 1.5 s. Sending goes on until ten answers
        // came more than a second after it was back (however long the restart took on a busy
        // machine), within a cap far above the need.
        const restart = new Promise((resolve) => setTimeout(resolve, 2_000)).then(async () => {
          await running().restart(1_500);
          restartedAt = Date.now();
        });
        const settled = () =>
          restartedAt > 0 &&
          answers.filter((answer) => answer.at > restartedAt + 1_000).length >= 10;
        for (let index = 0; !settled() && Date.now() - started < 60_000; index++) {
          const email = `restart${index}@example.com`;
          sends.push(
            fetch(`http://127.0.0.1:${port}/api/leads/newsletter`, {
              method: 'POST',
              body: new URLSearchParams({ email }),
              signal: AbortSignal.timeout(15_000),
            }).then(
              async (response) => {
                await response.text();
                answers.push({ email, status: response.status, at: Date.now() });
              },
              (error: Error) => void answers.push({ email, status: error.name, at: Date.now() }),
            ),
          );
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await Promise.all([...sends, restart]);

        expect(server.exitCode).toBeNull();
        expect(server.signalCode).toBeNull();
        expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 503]));
        // Back by itself once the database is: the last second's submissions are all stored.
        const afterRestart = answers.filter((answer) => answer.at > restartedAt + 1_000);
        expect(afterRestart.length).toBeGreaterThan(0);
        expect(afterRestart.every((answer) => answer.status === 200)).toBe(true);

        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const { rows } = await client.query<{ email: string }>('SELECT email FROM leads');
          const stored = new Set(rows.map((row) => row.email));
          const lost = answers.filter(
            (answer) => answer.status === 200 && !stored.has(answer.email),
          );
          expect(lost).toEqual([]);
        } finally {
          await client.end();
        }
      } finally {
        server.kill('SIGTERM');
        await exited(server);
      }
    },
  );
});
