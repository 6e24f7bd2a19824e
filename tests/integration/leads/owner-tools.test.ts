/**
 * The owner's tool beside the running server, as an operator uses it: exports while leads
 * arrive, an erasure that leaves the person in no file of the store, and a mistyped DATA_DIR;
 * and what it prints, which a log collector keeps: counts, never an address.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openLeadStore } from '#server/leads/open-lead-store.ts';
import { freePort } from '../free-port.ts';
import {
  emailsOf,
  exited,
  leadsTool,
  serverEnvironment,
  startBuiltServer,
} from './built-server.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function storeFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'leads-owner-'));
  folders.push(dir);
  return dir;
}

async function withServer<T>(dataDir: string, run: (base: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const server = await startBuiltServer(port, serverEnvironment(port, { DATA_DIR: dataDir }));
  try {
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    server.kill('SIGTERM');
    await exited(server);
  }
}

const post = (base: string, form: string, fields: Record<string, string>) =>
  fetch(`${base}/api/leads/${form}`, { method: 'POST', body: new URLSearchParams(fields) });

/** Every file under the folder, as bytes (the database, its WAL and shared-memory index). */
async function everyByteUnder(dir: string): Promise<Buffer> {
  const names = await readdir(dir, { recursive: true });
  const files = await Promise.all(
    names.map((name) => readFile(path.join(dir, name)).catch(() => Buffer.alloc(0))),
  );
  return Buffer.concat(files);
}

describe("the owner's tool beside the server", () => {
  it(
    'exports ten times, then erases, while 100 leads a second arrive, every time',
    { timeout: 120_000 },
    async () => {
      const dataDir = await storeFolder();
      await withServer(dataDir, async (base) => {
        let sending = true;
        let sent = 0;
        const answers = new Map<number, number>();
        // 100 a second: 10 every 100 ms, for as long as the exports take (bounded below).
        const traffic = (async () => {
          const until = Date.now() + 30_000;
          while (sending && Date.now() < until) {
            const batch = Array.from({ length: 10 }, async () => {
              const response = await post(base, 'newsletter', { email: `n${sent++}@example.com` });
              answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
              await response.text();
            });
            await Promise.all([...batch, new Promise((resolve) => setTimeout(resolve, 100))]);
          }
        })();
        const outcomes: string[] = [];
        const erasures: string[] = [];
        try {
          for (let run = 0; run < 10; run++) {
            const { stdout } = await leadsTool({ DATA_DIR: dataDir }, 'export').catch(
              (error: { stderr?: string }) => ({ stdout: `FAILED ${error.stderr ?? ''}` }),
            );
            outcomes.push(
              stdout.startsWith('FAILED') ? stdout : `${emailsOf(stdout).length} leads`,
            );
          }
          // An erasure takes the write lock and empties the WAL while the server writes: it waits.
          for (const email of ['n0@example.com', 'n1@example.com', 'n2@example.com']) {
            const { stderr } = await leadsTool({ DATA_DIR: dataDir }, 'erase', '--email', email);
            erasures.push(stderr.split('\n')[0] ?? '');
          }
        } finally {
          sending = false;
          await traffic;
        }
        expect(outcomes.filter((outcome) => outcome.startsWith('FAILED'))).toEqual([]);
        expect(sent).toBeGreaterThan(100);
        expect([...answers.keys()]).toEqual([200]);
        expect(erasures).toEqual([0, 1, 2].map(() => 'erased 1 record; space reclaimed'));
        // The exports saw the leads arrive.
        expect(Number.parseInt(outcomes.at(-1) ?? '', 10)).toBeGreaterThan(
          Number.parseInt(outcomes[0] ?? '', 10),
        );
      });
    },
  );

  it(
    'erases a person from every file of the store, and nobody else',
    { timeout: 30_000 },
    async () => {
      const dataDir = await storeFolder();
      await withServer(dataDir, async (base) => {
        for (const [name, email, message] of [
          ['Ada Lovelace', 'ada.erased@example.com', 'Zanzibar-quokka-47 engine notes'],
          ['Grace Hopper', 'grace.kept@example.com', 'Compilers for the fleet, please.'],
        ] as const) {
          const response = await post(base, 'contact', { name, email, subject: 'sales', message });
          expect(response.status).toBe(200);
        }
        const before = await everyByteUnder(dataDir);
        expect(before.includes('ada.erased@example.com')).toBe(true);

        const { stderr } = await leadsTool(
          { DATA_DIR: dataDir },
          'erase',
          '--email',
          'ADA.erased@example.com',
        );
        expect(stderr.split('\n')[0]).toBe('erased 1 record; space reclaimed');

        // While the server still holds the file open: no trace in the database, WAL or index.
        const after = await everyByteUnder(dataDir);
        for (const trace of ['ada.erased@example.com', 'Ada Lovelace', 'Zanzibar-quokka-47']) {
          expect(after.includes(trace), trace).toBe(false);
        }
        const left = emailsOf((await leadsTool({ DATA_DIR: dataDir }, 'export')).stdout);
        expect(left).toEqual(['grace.kept@example.com']);
      });
    },
  );

  it('refuses a store that is not there, and creates nothing', async () => {
    const parent = await storeFolder();
    const mistyped = path.join(parent, 'dta');
    const failure = await leadsTool({ DATA_DIR: mistyped }, 'export').then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('No lead store at');
    expect(failure?.stderr).toContain('check DATA_DIR');
    expect(existsSync(mistyped)).toBe(false);
  });
});

describe("the owner's tool's messages", () => {
  const person = { name: 'Known Person', email: 'Known.Person@example.com' };

  /** Exit code, stdout and stderr of one run, whatever its exit code. */
  const run = (store: Record<string, string>, ...args: string[]) =>
    leadsTool(store, ...args).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code,
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? '',
      }),
    );

  it(
    'hold counts, never the address or a field, in every command and error path',
    {
      timeout: 120_000,
    },
    async () => {
      const dataDir = await storeFolder();
      const store = await openLeadStore({ dataDir }, { as: 'server' });
      await store.save(
        { form: 'contact', fields: { ...person, message: 'Hello there.' }, flagged: null },
        ['webhook'],
      );
      // A delivery given up on, for `export --failed` to list.
      const [due] = await store.events.due(Date.now(), 10, ['webhook']);
      await store.events.givenUp(due?.id ?? '', Date.now(), 'HTTP 410');
      await store.close();
      const here = { DATA_DIR: dataDir };
      const lower = person.email.toLowerCase();

      // The export's leads are what its owner asked for, on stdout; nothing else is printed.
      const exported = await run(here, 'export');
      expect(exported.stdout).toContain(person.email);
      expect(exported.stderr).toBe('');
      const runs = [
        await run(here, 'export', '--failed'),
        await run(here, 'erase', '--email', lower),
        await run(here, 'erase', `--email=${person.email}`),
        await run(here, 'scrub'),
        await run(here, 'erase', '--email', person.email, '--form', 'orders'),
        await run(here, 'erase', `--mail=${person.email}`),
        await run(here, 'erase', person.email),
        await run({ DATA_DIR: path.join(dataDir, 'missing') }, 'erase', '--email', person.email),
      ];
      expect(runs.map(({ code, stderr }) => [code, stderr.split('\n')[0]])).toEqual([
        [0, ''],
        [0, 'erased 1 record; space reclaimed'],
        [0, 'erased 0 records; space reclaimed'],
        [0, 'space reclaimed'],
        [2, expect.stringMatching(/^--form: one of /)],
        [2, expect.stringMatching(/^Unknown option '--mail'/)],
        [2, 'Usage:'],
        [1, expect.stringMatching(/^No lead store at /)],
      ]);
      expect(runs[0]?.stdout).toContain('"lastError":"HTTP 410"');
      for (const { stdout, stderr } of runs) {
        for (const trace of [lower, person.name.toLowerCase(), 'hello there']) {
          expect(`${stdout}${stderr}`.toLowerCase()).not.toContain(trace);
        }
      }
    },
  );
});
