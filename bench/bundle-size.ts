/** Bytes a visitor downloads per route: the entry, its static imports, the stylesheet and the page chunk. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface Manifest {
  entry: string;
  stylesheets: string[];
  modulePreloads: string[];
  routeChunks: Record<string, string[]>;
}

function sizes(distDir: string, url: string): { raw: number; br: number; gz: number } {
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
  const shared = [manifest.entry, ...manifest.modulePreloads, ...manifest.stylesheets];
  const sum = (urls: string[]) =>
    urls
      .map((url) => sizes(distDir, url))
      .reduce((a, b) => ({ raw: a.raw + b.raw, br: a.br + b.br, gz: a.gz + b.gz }));
  const base = sum(shared);
  console.info(
    `\nShared on every page (entry + preloads + CSS): ${kb(base.raw)} raw, ${kb(base.gz)} gzip, ${kb(base.br)} brotli`,
  );
  const rows = Object.entries(manifest.routeChunks)
    .map(([id, urls]) => ({ id, ...(urls.length ? sum(urls) : { raw: 0, br: 0, gz: 0 }) }))
    .sort((a, b) => b.br - a.br);
  console.info('Route chunks (brotli, largest first):');
  for (const row of rows)
    console.info(
      `  ${row.id.padEnd(22)} ${kb(row.br).padStart(9)}   total page JS+CSS ${kb(base.br + row.br)}`,
    );
}
