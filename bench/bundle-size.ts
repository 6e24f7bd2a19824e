/**
 * Bytes a visitor downloads per route: the first bundle and its static imports, the stylesheet
 * and the route's own chunks; and how many script requests that takes before hydration.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface Manifest {
  entry: string;
  stylesheets: string[];
  modulePreloads: string[];
  routeChunks: Record<string, string[]>;
}

interface Size {
  raw: number;
  br: number;
  gz: number;
}

function sizes(distDir: string, url: string): Size {
  const file = path.join(distDir, 'client', url);
  return {
    raw: statSync(file).size,
    br: statSync(`${file}.br`).size,
    gz: statSync(`${file}.gz`).size,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleReport(distDir: string): void {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, 'client/manifest.json'), 'utf8'),
  ) as Manifest;
  const sum = (urls: string[]): Size =>
    urls
      .map((url) => sizes(distDir, url))
      .reduce((a, b) => ({ raw: a.raw + b.raw, br: a.br + b.br, gz: a.gz + b.gz }), {
        raw: 0,
        br: 0,
        gz: 0,
      });
  const sharedJs = [manifest.entry, ...manifest.modulePreloads];
  const base = sum(sharedJs);
  const css = sum(manifest.stylesheets);
  console.info(
    `\nShared JS on every page (entry + preloads, ${sharedJs.length} files): ${kb(base.raw)} raw, ${kb(base.gz)} gzip, ${kb(base.br)} brotli; CSS ${kb(css.br)} brotli`,
  );
  const rows = Object.entries(manifest.routeChunks)
    .map(([id, urls]) => ({ id, files: urls.length, ...sum(urls) }))
    .sort((a, b) => b.br - a.br);
  console.info('Per route (brotli, largest first): route chunks, page JS total, script requests');
  for (const row of rows)
    console.info(
      `  ${row.id.padEnd(22)} ${kb(row.br).padStart(9)}   JS ${kb(base.br + row.br).padStart(9)}   scripts ${sharedJs.length + row.files}`,
    );
}
