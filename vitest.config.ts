import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: vitest's default (cores - 1) runs one file at a time on two cores.
    maxWorkers: availableParallelism(),
    // A focused test (`.only`) left in fails the run instead of silently skipping the rest;
    // ALLOW_ONLY=1 allows it while debugging locally.
    allowOnly: Boolean(process.env.ALLOW_ONLY),
    // A time limit is a safety cap for a test that hangs, never a verdict on speed: vitest's 5 s
    // failed a query that takes 0.7 s on a quiet machine when the two cores were shared.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Unit files share one module graph per worker instead of importing it again for
          // every file (about 3x less CPU). They restore what they change (timers, spies,
          // globals, module-level sinks); a run with --sequence.shuffle checks that.
          isolate: false,
          // Content written in Markdown is imported through the modules the compiler writes.
          globalSetup: ['tests/unit/global-setup.ts'],
        },
      },
      {
        extends: true,
        // JSX for React's production runtime (the development one exports jsxDEV instead).
        oxc: { jsx: { runtime: 'automatic', development: false } },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          // As for the unit files, one module graph per worker: importing the app again for
          // each file was about 45 s of CPU. Each file builds its own app, page cache and lead
          // store; the files pass in any order (checked with --sequence.shuffle.files).
          isolate: false,
          // The server as it runs in production: React's production builds render about twice
          // as fast as the development ones (the unit tests keep those, and their warnings).
          env: { NODE_ENV: 'production' },
          // Integration tests render against the built client manifest.
          globalSetup: ['tests/integration/global-setup.ts'],
        },
      },
    ],
  },
  oxc: { jsx: { runtime: 'automatic' } },
});
