/**
 * `npm run check:page`: the quick check after adding or changing a page (docs/adding-a-page.md),
 * about half a minute, on a fresh clone too: every generated file (`npm run generate`), then
 * `tsc --noEmit`, then the unit tests a page can break (PAGE_TESTS). Arguments are passed on to
 * vitest (more test files, `-t <name>`). The full check is `npm test`: the build, ESLint,
 * Prettier, knip, the first-load budgets of every route and the browser sweeps.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.ts';

/** The unit tests a new or changed page can break, as vitest file filters. */
export const PAGE_TESTS = [
  // The route table: every route rendered (with and without an unlisted query parameter),
  // every page module's title, links by route id.
  'tests/unit/shared/routing/',
  // Content: each export against its zod schema, links to pages of the route table, files
  // under public/, unique ids, the menus (content/navigation.ts).
  'tests/unit/content/',
  // The shell's element and byte budgets (tests/budgets.ts): a menu link costs two elements.
  'tests/unit/shared/layout/shell-size.test.tsx',
  // deploy/nginx/site-http.conf lists every page: stale until `npm run generate`.
  'tests/unit/scripts/nginx-cache-key.test.ts',
] as const;

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/** Runs one step, printing its name and time; false when it failed. */
async function step(name: string, run: () => Promise<boolean> | boolean): Promise<boolean> {
  const started = performance.now();
  console.info(`── ${name} ──`);
  const ok = await run();
  console.info(
    `── ${name}: ${ok ? 'ok' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s ──\n`,
  );
  return ok;
}

const spawnStep = (command: string, args: readonly string[]) => () =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;

async function main(): Promise<number> {
  const steps: [string, () => Promise<boolean> | boolean][] = [
    ['npm run generate', () => generate().then(() => true)],
    ['tsc --noEmit', spawnStep(bin('tsc'), ['--noEmit'])],
    [
      'unit tests a page can break',
      spawnStep(bin('vitest'), [
        'run',
        '--project',
        'unit',
        ...PAGE_TESTS,
        ...process.argv.slice(2),
      ]),
    ],
  ];
  for (const [name, run] of steps) {
    if (!(await step(name, run))) {
      console.error(`check:page failed at: ${name}`);
      return 1;
    }
  }
  console.info('check:page passed; `npm test` is the full check (build, budgets, browsers).');
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
