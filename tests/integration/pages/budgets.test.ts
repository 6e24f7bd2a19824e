import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepTargets } from '../../e2e/sweep-routes.ts';
import { createTestApp } from '../app-harness.ts';

const KB = 1024;

/** What a first visit to any page may cost. Timings stay in the benchmark; these are bytes and counts. */
export const BUDGETS = {
  /** JavaScript of the first load of `/`, brotli. */
  homeJsBrotli: 100 * KB,
  /** JavaScript of the first load of any route, brotli. */
  routeJsBrotli: 110 * KB,
  /** Stylesheets of any route, brotli. */
  cssBrotli: 20 * KB,
  /** The server HTML of `/`, brotli. */
  homeHtmlBrotli: 12 * KB,
  /** Scripts requested on a first load: the entry, its modulepreloads and the route's chunks. */
  scriptRequests: 10,
  /** Header, footer and floating controls: every element of the body outside <main>. */
  shellElements: 250,
  shellBytes: 20 * KB,
} as const;

const distDir = path.resolve(process.env.TEST_DIST ?? 'dist');
const clientDir = path.join(distDir, 'client');

interface Manifest {
  readonly entry: string;
  readonly stylesheets: readonly string[];
  readonly modulePreloads: readonly string[];
  readonly routeChunks: Readonly<Record<string, readonly string[]>>;
}

interface Metafile {
  readonly outputs: Readonly<
    Record<string, { readonly imports: readonly { path: string; kind: string }[] }>
  >;
}

interface RouteFigures {
  readonly id: string;
  readonly path: string;
  readonly js: number;
  readonly css: number;
  readonly scripts: number;
  /** Brotli, measured for `/` only. */
  readonly html: number;
  readonly htmlRaw: number;
  readonly shellElements: number;
  readonly shellBytes: number;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Brotli size as served: the build's precompressed copy (quality 11). */
function brotliSize(url: string): number {
  return readFileSync(path.join(clientDir, `${url}.br`)).length;
}

function brotli(text: string): number {
  return brotliCompressSync(text, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

/** Every script a first load fetches: the starting chunks and all they import statically. */
function firstLoadScripts(metafile: Metafile, starts: readonly string[]): Set<string> {
  const keyOf = (url: string) => {
    const key = Object.keys(metafile.outputs).find((output) => output.endsWith(`client${url}`));
    if (!key) throw new Error(`${url} is not in the build's metafile`);
    return key;
  };
  const urlOf = (key: string) => key.slice(key.lastIndexOf('/assets/'));
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const item of metafile.outputs[key]?.imports ?? [])
      if (item.kind === 'import-statement') visit(item.path);
  };
  starts.map(keyOf).forEach(visit);
  return new Set([...seen].map(urlOf));
}

/** The shell is the body without <main> and without script blocks (data, not markup). */
function shellOf(html: string): { elements: number; bytes: number } {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const shell = body
    .replace(/<main[\s>][\s\S]*<\/main>/, '')
    .replace(/<script[\s>][\s\S]*?<\/script>/g, '');
  return {
    elements: shell.match(/<[a-zA-Z][^\s/>]*/g)?.length ?? 0,
    bytes: Buffer.byteLength(shell),
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function printTable(rows: readonly RouteFigures[]): void {
  const header = `${'route'.padEnd(22)} ${'JS br'.padStart(9)} ${'CSS br'.padStart(8)} ${'scripts'.padStart(7)} ${'HTML'.padStart(9)} ${'HTML br'.padStart(9)} ${'shell el'.padStart(8)} ${'shell'.padStart(9)}`;
  const lines = rows.map(
    (row) =>
      `${row.id.padEnd(22)} ${kb(row.js).padStart(9)} ${kb(row.css).padStart(8)} ${String(row.scripts).padStart(7)} ${kb(row.htmlRaw).padStart(9)} ${(Number.isNaN(row.html) ? '' : kb(row.html)).padStart(9)} ${String(row.shellElements).padStart(8)} ${kb(row.shellBytes).padStart(9)}`,
  );
  console.info(`First-load budgets per route\n${header}\n${lines.join('\n')}`);
}

describe('first-load budgets', () => {
  const manifest = readJson<Manifest>(path.join(clientDir, 'manifest.json'));
  const metafile = readJson<Metafile>(path.join(distDir, 'client-metafile.json'));
  const app = createTestApp();
  let figures: RouteFigures[] = [];

  beforeAll(async () => {
    figures = [];
    for (const target of sweepTargets()) {
      const html = (await request(app).get(target.path)).text;
      const scripts = firstLoadScripts(metafile, [
        manifest.entry,
        ...(manifest.routeChunks[target.id] ?? []),
      ]);
      const shell = shellOf(html);
      figures.push({
        ...target,
        js: [...scripts].reduce((sum, url) => sum + brotliSize(url), 0),
        css: manifest.stylesheets.reduce((sum, url) => sum + brotliSize(url), 0),
        scripts: scripts.size,
        // Brotli at quality 11 is slow: measured where the budget applies.
        html: target.path === '/' ? brotli(html) : Number.NaN,
        htmlRaw: Buffer.byteLength(html),
        shellElements: shell.elements,
        shellBytes: shell.bytes,
      });
    }
    printTable(figures);
  }, 300_000);

  const over = (measure: (row: RouteFigures) => number, limit: number, format = kb) =>
    figures
      .filter((row) => measure(row) > limit)
      .map((row) => `${row.id}: ${format(measure(row))} > ${format(limit)}`);

  it('loads at most 100 KB of JavaScript (brotli) on the home page', () => {
    expect(over((row) => (row.path === '/' ? row.js : 0), BUDGETS.homeJsBrotli)).toEqual([]);
  });

  it('loads at most 110 KB of JavaScript (brotli) on every route', () => {
    expect(over((row) => row.js, BUDGETS.routeJsBrotli)).toEqual([]);
  });

  it('loads at most 20 KB of CSS (brotli) on every route', () => {
    expect(over((row) => row.css, BUDGETS.cssBrotli)).toEqual([]);
  });

  it('sends at most 12 KB of HTML (brotli) for the home page', () => {
    expect(over((row) => (row.path === '/' ? row.html : 0), BUDGETS.homeHtmlBrotli)).toEqual([]);
  });

  it('requests at most 10 scripts on the first load of every route', () => {
    expect(over((row) => row.scripts, BUDGETS.scriptRequests, String)).toEqual([]);
  });

  it('keeps the shell to at most 250 elements and 20 KB of HTML on every route', () => {
    expect([
      ...over((row) => row.shellElements, BUDGETS.shellElements, String),
      ...over((row) => row.shellBytes, BUDGETS.shellBytes),
    ]).toEqual([]);
  });
});
