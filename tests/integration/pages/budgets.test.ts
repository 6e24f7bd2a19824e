import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepTargets } from '../../e2e/sweep-routes.ts';
import { BUDGETS, overBudget, type BudgetName } from '../../budgets.ts';
import { createTestApp } from '../app-harness.ts';

const KB = 1024;

const distDir = path.resolve(process.env.TEST_DIST ?? 'dist');
const clientDir = path.join(distDir, 'client');

interface Manifest {
  readonly entry: string;
  readonly stylesheets: readonly string[];
  readonly modulePreloads: readonly string[];
  readonly routeChunks: Readonly<Record<string, readonly string[]>>;
}

interface RouteFigures {
  readonly id: string;
  readonly path: string;
  readonly js: number;
  /** The first-load scripts with their brotli sizes, largest first: what grew, when JS fails. */
  readonly jsFiles: string;
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

/**
 * Every script a first load fetches: the entry, the chunks it imports (modulepreloaded) and the
 * route's own chunks. The manifest lists them after the build regrouped esbuild's output, so it
 * names the files the browser really requests.
 */
function firstLoadScripts(manifest: Manifest, routeId: string): Set<string> {
  return new Set([
    manifest.entry,
    ...manifest.modulePreloads,
    ...(manifest.routeChunks[routeId] ?? []),
  ]);
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
  const header = `${'route'.padEnd(22)} ${'JS br'.padStart(9)} ${'JS room'.padStart(9)} ${'CSS br'.padStart(8)} ${'scripts'.padStart(7)} ${'HTML'.padStart(9)} ${'HTML br'.padStart(9)} ${'shell el'.padStart(8)} ${'shell'.padStart(9)}`;
  const lines = rows.map(
    (row) =>
      `${row.id.padEnd(22)} ${kb(row.js).padStart(9)} ${kb((row.path === '/' ? BUDGETS.homeJsBrotli : BUDGETS.routeJsBrotli) - row.js).padStart(9)} ${kb(row.css).padStart(8)} ${String(row.scripts).padStart(7)} ${kb(row.htmlRaw).padStart(9)} ${(Number.isNaN(row.html) ? '' : kb(row.html)).padStart(9)} ${String(row.shellElements).padStart(8)} ${kb(row.shellBytes).padStart(9)}`,
  );
  // "JS room" is the headroom left under the JavaScript budget: what a new page or menu entry may add.
  console.info(`First-load budgets per route\n${header}\n${lines.join('\n')}`);
}

describe('first-load budgets', () => {
  const manifest = readJson<Manifest>(path.join(clientDir, 'manifest.json'));
  const app = createTestApp();
  let figures: RouteFigures[] = [];

  beforeAll(async () => {
    figures = [];
    for (const target of sweepTargets()) {
      const html = (await request(app).get(target.path)).text;
      const scripts = firstLoadScripts(manifest, target.id);
      const shell = shellOf(html);
      figures.push({
        ...target,
        js: [...scripts].reduce((sum, url) => sum + brotliSize(url), 0),
        jsFiles: [...scripts]
          .map((url) => ({ url, size: brotliSize(url) }))
          .sort((a, b) => b.size - a.size)
          .map(({ url, size }) => `${url.split('/').pop() ?? url} ${kb(size)}`)
          .join(', '),
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

  /** One line per route over budget `name`: by how much, where the budget is, what to do. */
  const over = (
    name: BudgetName,
    measure: (row: RouteFigures) => number,
    format = kb,
    detail: (row: RouteFigures) => string = () => '',
  ) => {
    const limit = BUDGETS[name];
    if (typeof limit !== 'number') throw new Error(`${name} is not one number`);
    return figures
      .filter((row) => measure(row) > limit)
      .map((row) => {
        const line = overBudget(name, row.id, measure(row), limit, format);
        return detail(row) ? `${line} ${detail(row)}` : line;
      });
  };
  const scriptsOf = (row: RouteFigures) => `scripts: ${row.jsFiles}`;

  it('keeps the JavaScript of the home page (brotli) under its budget', () => {
    expect(over('homeJsBrotli', (row) => (row.path === '/' ? row.js : 0), kb, scriptsOf)).toEqual(
      [],
    );
  });

  it('keeps the JavaScript of every other route (brotli) under its budget', () => {
    expect(over('routeJsBrotli', (row) => (row.path === '/' ? 0 : row.js), kb, scriptsOf)).toEqual(
      [],
    );
  });

  it('loads no schema library first: not in the shared scripts, not on the home page', () => {
    // zod's class names survive minification; form checks load it when a form is first used.
    const shared = [manifest.entry, ...manifest.modulePreloads];
    const home = [...firstLoadScripts(manifest, 'home')];
    const withZod = [...new Set([...shared, ...home])].filter((url) =>
      readFileSync(path.join(clientDir, url), 'utf8').includes('$ZodType'),
    );
    expect(withZod).toEqual([]);
  });

  it(`loads at most ${kb(BUDGETS.cssBrotli)} of CSS (brotli) on every route`, () => {
    expect(over('cssBrotli', (row) => row.css)).toEqual([]);
  });

  it(`sends at most ${kb(BUDGETS.homeHtmlBrotli)} of HTML (brotli) for the home page`, () => {
    expect(over('homeHtmlBrotli', (row) => (row.path === '/' ? row.html : 0))).toEqual([]);
  });

  it('keeps the two inline scripts of every page under their budget', async () => {
    const html = (await request(app).get('/')).text;
    const inline = [
      ...html.matchAll(/<script id="(?:early-fetch|pre-paint)"[^>]*>([\s\S]*?)<\/script>/g),
    ];
    const bytes = inline.reduce((sum, [, text]) => sum + Buffer.byteLength(text ?? ''), 0);
    expect(inline).toHaveLength(2);
    console.info(`Inline scripts: ${bytes} bytes (budget ${BUDGETS.inlineScriptBytes})`);
    const limit = BUDGETS.inlineScriptBytes;
    expect(
      bytes > limit ? [overBudget('inlineScriptBytes', 'inline scripts', bytes, limit)] : [],
    ).toEqual([]);
  });

  it(`requests at most ${BUDGETS.scriptRequests} scripts on the first load of every route`, () => {
    expect(over('scriptRequests', (row) => row.scripts, String)).toEqual([]);
  });

  it(`keeps the shell to at most ${BUDGETS.shellElements} elements and ${kb(BUDGETS.shellBytes)} of HTML on every route`, () => {
    expect([
      ...over('shellElements', (row) => row.shellElements, String),
      ...over('shellBytes', (row) => row.shellBytes),
    ]).toEqual([]);
  });

  it('ships zod only as zod/mini to the browser (full zod is for tests and the server)', () => {
    const metafile = readJson<{ inputs: Record<string, unknown> }>(
      path.join(distDir, 'client-metafile.json'),
    );
    const fullZod = Object.keys(metafile.inputs).filter(
      (input) => input.startsWith('node_modules/zod/') && input.includes('/classic/'),
    );
    expect(fullZod).toEqual([]);
  });
});
