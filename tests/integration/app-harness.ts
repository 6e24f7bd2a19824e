import path from 'node:path';
import { pino } from 'pino';
import type { RouteObject } from 'react-router-dom';
import { createApp } from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { loadClientManifest } from '#server/manifest.ts';

const distDir = path.resolve(process.env.TEST_DIST ?? 'dist');

export const TEST_SITE_URL = 'https://www.example.test';

interface TestAppOptions {
  readonly env?: Record<string, string>;
  readonly routes?: RouteObject[];
  readonly renderTimeoutMs?: number;
}

/** The real Express app, on the built client manifest, without a port (supertest drives it). */
export function createTestApp(options: TestAppOptions = {}) {
  const env = parseEnv({ NODE_ENV: 'production', SITE_URL: TEST_SITE_URL, ...options.env });
  return createApp({
    env,
    logger: pino({ level: 'silent' }),
    manifest: loadClientManifest(path.join(distDir, 'client')),
    clientDir: path.join(distDir, 'client'),
    publicDir: path.resolve('public'),
    version: 'test',
    routes: options.routes,
    renderTimeoutMs: options.renderTimeoutMs,
  });
}
