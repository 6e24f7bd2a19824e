/**
 * `npm test`: the build and the static checks at once (they do not depend on each other), then
 * vitest against the build, then the browser tests. Each step's output is printed when it ends,
 * with its duration; the run stops after the first stage that fails.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

interface Step {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
}

const bin = (name: string) => path.resolve('node_modules/.bin', name);
// Caches are keyed on file contents, so a warm run checks only what changed.
const cache = 'node_modules/.cache';

interface Stage {
  /** Parallel steps print their output when they end; a sequence streams it live. */
  readonly parallel: boolean;
  readonly steps: readonly Step[];
}

const stages: readonly Stage[] = [
  {
    parallel: true,
    steps: [
      { name: 'build', command: bin('tsx'), args: ['scripts/build.ts'] },
      {
        name: 'tsc',
        command: bin('tsc'),
        args: ['--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}/tsc/tsbuildinfo`],
      },
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
      { name: 'prettier', command: bin('prettier'), args: ['--check', '.', '--cache'] },
    ],
  },
  { parallel: false, steps: [{ name: 'vitest', command: bin('vitest'), args: ['run'] }] },
  {
    parallel: false,
    steps: [
      { name: 'chromium', command: bin('tsx'), args: ['scripts/ensure-chromium.ts'] },
      { name: 'playwright', command: bin('playwright'), args: ['test'] },
    ],
  },
];

interface Result {
  readonly step: Step;
  readonly code: number;
  readonly seconds: number;
  readonly output: string;
}

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

function run(step: Step, live: boolean): Promise<Result> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code) =>
      resolve({ step, code: code ?? 1, seconds: seconds(started), output }),
    );
  });
}

const format = (value: number) => `${value.toFixed(1)} s`;

async function main(): Promise<number> {
  const started = process.hrtime.bigint();
  const summary: string[] = [];
  let failed = false;
  for (const { parallel, steps } of stages) {
    const results: Result[] = [];
    if (parallel) {
      await Promise.all(
        steps.map(async (step) => {
          const result = await run(step, false);
          process.stdout.write(
            `\n── ${step.name} (${format(result.seconds)}) ──\n${result.output}`,
          );
          results.push(result);
        }),
      );
    } else {
      for (const step of steps) {
        process.stdout.write(`\n── ${step.name} ──\n`);
        const result = await run(step, true);
        results.push(result);
        if (result.code !== 0) break;
      }
    }
    const stageSeconds = Math.max(...results.map((result) => result.seconds));
    for (const result of results) {
      summary.push(
        `  ${result.code === 0 ? 'ok  ' : 'FAIL'} ${result.step.name.padEnd(10)} ${format(result.seconds)}`,
      );
    }
    if (parallel) summary.push(`       ${'(stage)'.padEnd(10)} ${format(stageSeconds)}`);
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
