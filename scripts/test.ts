/**
 * `npm test` in three stages (after compiling the Markdown of content/, about a second); each
 * stage runs its tracks at the same time:
 *   1. the build, tsc, ESLint, Prettier, knip (unused files, exports and dependencies) and the
 *      unit tests (none of them needs the build);
 *   2. the integration tests, against the build, alone: the property tests' 40,000 generated
 *      requests (two files side by side) keep both cores busy (Java for the Nu HTML Checker is
 *      checked, and installed when missing, just before, as PostgreSQL is for the lead store);
 *      then docs/adding-a-page.md's example, on its own;
 *   3. the browser tests.
 * The browser tests stream their output; every other step's output is printed when it ends,
 * with its duration. The run stops after the first stage that fails, and the summary at the end
 * repeats what failed (test names and first errors).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

interface Step {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  /** Streams its output as it comes; at most one live step per stage. */
  readonly live?: boolean;
}

/** Steps that run one after the other; a stage runs its tracks at the same time. */
type Track = readonly Step[];

const bin = (name: string) => path.resolve('node_modules/.bin', name);
// Caches are keyed on file contents, so a warm run checks only what changed.
const cache = 'node_modules/.cache';

const DOC_EXAMPLE = 'tests/integration/docs/adding-a-page.test.ts';

const stages: readonly (readonly Track[])[] = [
  // The Markdown's typed modules, which tsc, the unit tests and the build all import.
  [[{ name: 'content', command: bin('tsx'), args: ['scripts/content/compile-content.ts'] }]],
  [
    [{ name: 'build', command: bin('tsx'), args: ['scripts/build.ts'] }],
    [
      {
        name: 'tsc',
        command: bin('tsc'),
        args: ['--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}/tsc/tsbuildinfo`],
      },
    ],
    [
      {
        name: 'eslint',
        command: bin('eslint'),
        args: [
          '.',
          '--cache',
          '--cache-strategy',
          'content',
          '--cache-location',
          `${cache}/eslint/`,
        ],
      },
    ],
    [
      { name: 'prettier', command: bin('prettier'), args: ['--check', '.', '--cache'] },
      // After Prettier, on the same core: both are short, and knip's exceptions are in knip.jsonc.
      { name: 'knip', command: bin('knip'), args: ['--no-progress', '--cache'] },
    ],
    [{ name: 'unit', command: bin('vitest'), args: ['run', '--project', 'unit'] }],
  ],
  [
    [
      // The Nu HTML Checker test runs Java, the lead store's tests PostgreSQL: each installed
      // first when missing (root with apt).
      { name: 'java', command: bin('tsx'), args: ['scripts/ensure-java.ts'] },
      { name: 'postgresql', command: bin('tsx'), args: ['scripts/ensure-postgres.ts'] },
      {
        name: 'integration',
        command: bin('vitest'),
        args: ['run', '--project', 'integration', '--exclude', DOC_EXAMPLE],
      },
      // docs/adding-a-page.md's example checked in a copy of the tree (tsc and unit tests, about
      // 25 s on a quiet machine), after the property tests: their requests are capped by time,
      // and beside them it took cores they count on.
      {
        name: 'doc example',
        command: bin('vitest'),
        args: ['run', '--project', 'integration', DOC_EXAMPLE],
      },
    ],
  ],
  [
    [
      { name: 'chromium', command: bin('tsx'), args: ['scripts/ensure-chromium.ts'] },
      { name: 'playwright', command: bin('playwright'), args: ['test'], live: true },
    ],
  ],
];

interface Result {
  readonly step: Step;
  readonly code: number;
  readonly seconds: number;
  readonly output: string;
}

/**
 * Vitest's `FAIL file > test` and `×` lines, Playwright's `1) [chromium] › file › test`, and
 * the first line of each error.
 */
const FAILURE_LINE = /^\s*(FAIL\s|×|✘|\d+\) \[)|^\s*\w*Error:/;

/**
 * What failed, in a few lines for the end of the run: a log that keeps only its tail (a CI
 * summary) then still names the test and its first error.
 */
function failureLines(output: string): string[] {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => FAILURE_LINE.test(line))
    .map((line) => `    ${line.trim().slice(0, 200)}`);
  return [...new Set(lines)].slice(0, 12);
}

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;
const format = (value: number) => `${value.toFixed(1)} s`;

function run(step: Step): Promise<Result> {
  const started = process.hrtime.bigint();
  if (step.live) process.stdout.write(`\n── ${step.name} ──\n`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    let output = '';
    const keep = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output += chunk.toString();
      if (step.live) stream.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code) => {
      const result = { step, code: code ?? 1, seconds: seconds(started), output };
      if (!step.live) {
        process.stdout.write(`\n── ${step.name} (${format(result.seconds)}) ──\n${output}`);
      }
      resolve(result);
    });
  });
}

/** Runs a track's steps in order, stopping at the first that fails. */
async function runTrack(track: Track): Promise<Result[]> {
  const results: Result[] = [];
  for (const step of track) {
    const result = await run(step);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

async function main(): Promise<number> {
  const started = process.hrtime.bigint();
  const summary: string[] = [];
  let failed = false;
  for (const [index, tracks] of stages.entries()) {
    const stageStarted = process.hrtime.bigint();
    const results = (await Promise.all(tracks.map(runTrack))).flat();
    for (const result of results) {
      summary.push(
        `  ${result.code === 0 ? 'ok  ' : 'FAIL'} ${result.step.name.padEnd(12)} ${format(result.seconds)}`,
      );
      if (result.code !== 0) summary.push(...failureLines(result.output));
    }
    summary.push(`       ${`(stage ${index + 1})`.padEnd(12)} ${format(seconds(stageStarted))}`);
    if (results.some((result) => result.code !== 0)) {
      failed = true;
      break;
    }
  }
  process.stdout.write(
    `\n${summary.join('\n')}\n${failed ? 'npm test failed' : 'npm test passed'} in ${format(seconds(started))}\n`,
  );
  return failed ? 1 : 0;
}

process.exitCode = await main();
