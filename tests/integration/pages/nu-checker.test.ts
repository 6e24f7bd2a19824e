import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepTargets } from '../../e2e/sweep-routes.ts';
import { createTestApp } from '../app-harness.ts';
import { nuErrors } from './nu-checker.ts';

const app = createTestApp({ pageCache: null });
let folder: string | undefined;

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the W3C Nu HTML Checker', () => {
  // One Java run for every page; the first renders also compile the shared modules.
  it('finds no error in any route’s server HTML', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'nu-check-'));
    const files: string[] = [];
    for (const { id, path: url } of sweepTargets()) {
      const response = await request(app).get(url);
      expect(response.type, url).toBe('text/html');
      const file = path.join(folder, `${id}.html`);
      await writeFile(file, response.text);
      files.push(file);
    }
    const errors = await nuErrors(files);
    expect(errors.map((error) => `${error.file}:${error.line ?? '?'} ${error.message}`)).toEqual(
      [],
    );
  }, 180_000);
});
