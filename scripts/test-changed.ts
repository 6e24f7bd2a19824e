/**
 * `npm run test:changed [-- <git ref>]`: the fast answer while working. Runs only what the files
 * changed since the ref (default: the uncommitted changes, untracked files included) can break:
 *   1. the Markdown's typed modules, then tsc (incremental) and ESLint on the changed files;
 *   2. the unit and integration tests that import a changed file, directly or not
 *      (vitest --changed, from its module graph);
 *   3. the browser test files that changed or import a changed file (playwright
 *      --only-changed), against a fresh build. A change to a page's code runs none of them: its
 *      route's browser checks are `SWEEP_ONLY=<route id> npm run test:e2e -- route-sweep`.
 * The whole suite stays `npm test`; CI runs nothing else.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const since = process.argv[2];
const bin = (name: string) => path.resolve('node_modules/.bin', name);

function run(name: string, command: string, args: readonly string[]): void {
  process.stdout.write(`\n── ${name} ──\n`);
  const started = process.hrtime.bigint();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  process.stdout.write(
    `── ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s\n`,
  );
  if (status !== 0) process.exit(status ?? 1);
}

function gitLines(args: readonly string[]): string[] {
  const { stdout } = spawnSync('git', args, { encoding: 'utf8' });
  return stdout.split('\n').filter(Boolean);
}

const changed = [
  ...new Set([
    ...gitLines(['diff', '--name-only', '--diff-filter=d', since ?? 'HEAD']),
    ...(since ? [] : gitLines(['ls-files', '--others', '--exclude-standard'])),
  ]),
];
if (changed.length === 0) {
  process.stdout.write('Nothing changed: nothing to test.\n');
  process.exit(0);
}
const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
const ref = since ? [since] : [];

run('content', bin('tsx'), ['scripts/content/compile-content.ts']);
run('tsc', bin('tsc'), [
  '--noEmit',
  '--incremental',
  '--tsBuildInfoFile',
  'node_modules/.cache/tsc/tsbuildinfo',
]);
if (lintable.length > 0) run('eslint', bin('eslint'), ['--no-warn-ignored', ...lintable]);
run('build', bin('tsx'), ['scripts/build.ts']);
run('unit and integration', bin('vitest'), ['run', '--changed', ...ref, '--passWithNoTests']);
run('browser', bin('playwright'), ['test', '--only-changed', ...ref, '--pass-with-no-tests']);
