import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_HEAP_FLAGS } from './server/ops/heap-flags.ts';
import { TEST_BROWSER_ARGS, testBrowserPath } from './tests/e2e/browser-path.ts';

/** The browser tests run against the production build, started on a loopback port. */
const port = Number(process.env.E2E_PORT ?? 3210);
const distDir = process.env.E2E_DIST ?? 'dist';
const baseURL = `http://127.0.0.1:${port}`;

/**
 * A store of its own for the leads the browser tests send (in the system's temp folder), named in
 * the environment so the test workers, which load this file again, read the same one.
 */
const leadsDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-leads-')));

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  // One browser per core: each test drives one page against one local server.
  workers: availableParallelism(),
  // A test that passes only on its retry fails the run: the retry tells a flaky test (to be
  // fixed) from a broken one, and no verdict rests on a second chance.
  retries: 1,
  failOnFlakyTests: true,
  // A focused test (`.only`) left in fails the run instead of silently skipping the rest;
  // ALLOW_ONLY=1 allows it while debugging locally.
  forbidOnly: !process.env.ALLOW_ONLY,
  // Safety caps, far above what a test needs (a few seconds; longer tests set their own): no
  // verdict depends on how fast the machine is.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: [...TEST_BROWSER_ARGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${SERVER_HEAP_FLAGS.join(' ')} ${distDir}/server/index.js`,
    // Ready once every sitemap page is in the page cache, as behind a balancer.
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SITE_URL: baseURL,
      DATA_DIR: leadsDir,
      // Every test sends from 127.0.0.1: the per-address limit has its own integration test.
      LEADS_RATE_LIMIT: '0',
    },
  },
});
