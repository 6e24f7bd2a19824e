import path from 'node:path';
import { pino, type Logger } from 'pino';
import type { RouteObject } from 'react-router-dom';
import type { Admission } from '#server/http/admission.ts';
import { createApp } from '#server/app.ts';
import { parseEnv } from '#server/ops/env.ts';
import { loadClientManifest } from '#server/pages/manifest.ts';
import type { PageCache } from '#server/pages/page-cache/page-cache.ts';
import { createLeadIntake, type LeadIntake, type LeadSettings } from '#server/leads/lead-intake.ts';

const distDir = path.resolve(process.env.TEST_DIST ?? 'dist');

export const TEST_SITE_URL = 'https://www.example.test';

interface TestAppOptions {
  readonly env?: Record<string, string>;
  readonly routes?: RouteObject[];
  readonly renderTimeoutMs?: number;
  readonly pageCache?: PageCache | null;
  readonly admission?: Admission;
  readonly logger?: Logger;
  readonly ready?: () => boolean;
  readonly leads?: LeadIntake | null;
}

/** The real Express app, on the built client manifest, without a port (supertest drives it). */
export function createTestApp(options: TestAppOptions = {}) {
  const env = parseEnv({ NODE_ENV: 'production', SITE_URL: TEST_SITE_URL, ...options.env });
  return createApp({
    env,
    logger: options.logger ?? pino({ level: 'silent' }),
    manifest: loadClientManifest(path.join(distDir, 'client')),
    clientDir: path.join(distDir, 'client'),
    publicDir: path.resolve('public'),
    version: 'test',
    routes: options.routes,
    renderTimeoutMs: options.renderTimeoutMs,
    pageCache: options.pageCache,
    admission: options.admission,
    ready: options.ready,
    leads: options.leads === undefined ? memoryLeadIntake() : options.leads,
  });
}

/** A lead intake on an in-memory store, with no rate limit: forms store and thank as in production. */
export function memoryLeadIntake(settings: Partial<LeadSettings> = {}): LeadIntake {
  return createLeadIntake(
    { dataDir: ':memory:', retentionDays: 365, ratePerHour: 0, ...settings },
    pino({ level: 'silent' }),
  );
}
