/**
 * `npm run generate`: every generated file, written from its source.
 *   - content/generated/ (not committed): the typed modules of the Markdown of content/ (blog
 *     posts, legal pages), which tsc, the tests and the build import (production: no drafts);
 *   - deploy/nginx/site-http.conf's page query maps (committed): one line per page of the route
 *     table, so a new, removed or changed route rewrites it
 *     (tests/unit/scripts/nginx-cache-key.test.ts fails while it is stale).
 * `npm run check:page` runs it first, so a fresh clone needs nothing else.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeGeneratedContent } from './content/compile-content.ts';
import { ContentError } from './content/content-error.ts';
import { writePageQueryMap } from './nginx-cache-key.ts';

export async function generate(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  const changed = await writeGeneratedContent({ root, drafts: false });
  console.info(`content compiled (${changed} file${changed === 1 ? '' : 's'} changed)`);
  writePageQueryMap();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await generate();
  } catch (error) {
    console.error(error instanceof ContentError ? error.message : error);
    process.exitCode = 1;
  }
}
