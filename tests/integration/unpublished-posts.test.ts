/**
 * Nothing of an unpublished post is public before its day. Builds a copy of the working tree
 * with a post scheduled for 2099-01-01 and a draft added (tests/fixtures/unpublished-posts/),
 * searches every file of the public build output (scripts, source maps, styles, pictures, the
 * precompressed copies unpacked) and every page the server answers for their titles, slugs and
 * excerpts, after opening both through preview links; then serves the same build with its clock
 * at 2099-01-01, where the scheduled post is listed, linked and served with no rebuild.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewPath } from '#server/preview/preview-token.ts';
import { freePort } from './free-port.ts';

const root = path.resolve('.');
const fixtures = path.join(root, 'tests/fixtures/unpublished-posts');
const SCHEDULED = {
  slug: 'field-notes-future',
  title: 'Voxera Signs the Zephyrine Partnership',
  excerpt: 'Lighthouse-keeper kumquat announcement',
  body: 'keep every word of it private',
};
const DRAFT = {
  slug: 'quarterly-pricing-memo',
  title: 'Marmalade Pricing Overhaul Memo',
  excerpt: 'Periwinkle draft excerpt',
  body: 'only ever shown by the development server',
};
const SECRETS = [...Object.values(SCHEDULED), ...Object.values(DRAFT)];
const PREVIEW_SECRET = 'unpublished-posts-preview-secret-0123456789';
/** A preview link good for the default week from `now` (the server's clock: real, or the day's). */
const previewOf = (slug: string, now = new Date()) =>
  previewPath(PREVIEW_SECRET, slug, { now }).path;
const THE_DAY = new Date('2099-01-01T08:00:00Z');
// A fixed clock for the second server, as an import hook: the built server itself is unchanged.
const CLOCK_AT_THE_DAY = `data:text/javascript,${encodeURIComponent(
  `const offset = Date.parse('2099-01-01T08:00:00Z') - Date.now(); const Real = Date;
   globalThis.Date = class extends Real { constructor(...a) { if (a.length === 0) super(Real.now() + offset); else super(...a); } static now() { return Real.now() + offset; } };`,
)}`;

let work = '';
const servers: ChildProcess[] = [];

/** The working tree as git sees it (committed or not, ignored files aside), with the fixtures. */
async function copyProject(): Promise<void> {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error(listed.stderr);
  const files = listed.stdout
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    await mkdir(path.dirname(path.join(work, file)), { recursive: true });
    await cp(path.join(root, file), path.join(work, file));
  }
  await symlink(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  for (const name of await readdir(fixtures)) {
    if (name.endsWith('.md') && name !== 'README.md')
      await cp(path.join(fixtures, name), path.join(work, 'content/blog/posts', name));
  }
  await cp(path.join(fixtures, 'images'), path.join(work, 'content/blog/posts/images'), {
    recursive: true,
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: work, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${errors}`)),
    );
  });
}

/** The built server on a loopback port, ready once every sitemap page is kept. */
async function serve(imports: string[] = []): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...imports, 'dist/server/index.js'], {
    cwd: work,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(work, `data-${port}`),
      PREVIEW_SECRET,
    },
    stdio: 'ignore',
  });
  servers.push(child);
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return base;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server on ${base} did not become ready`);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A file's text as a browser would get it: precompressed copies unpacked. */
async function contentOf(file: string): Promise<string> {
  const bytes = await readFile(file);
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

const leaks = (where: string, text: string) =>
  SECRETS.filter((secret) => text.includes(secret)).map((secret) => `${where}: ${secret}`);

async function fetchText(base: string, address: string) {
  const response = await fetch(`${base}${address}`, { redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    text: await response.text(),
  };
}

async function servedAddresses(base: string): Promise<string[]> {
  const sitemap = (await fetchText(base, '/sitemap.xml')).text;
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] || '/',
  );
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'unpublished-posts-'));
  await copyProject();
  await run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
    ...process.env,
    BUILD_DIR: 'dist',
    NODE_ENV: 'production',
  });
}, 300_000);

afterAll(async () => {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a scheduled post and a draft, before the scheduled day', () => {
  it('are in no file of the public build output, not even in a file name', async () => {
    const files = [
      ...(await filesUnder(path.join(work, 'dist/client'))),
      ...(await filesUnder(path.join(work, 'dist/public'))),
    ];
    expect(files.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of files) {
      const name = path.relative(work, file);
      found.push(...leaks(`name ${name}`, name), ...leaks(name, await contentOf(file)));
    }
    expect(found).toEqual([]);
    // The server does hold both (in its bundle): the draft for preview links only.
    const server = await readFile(path.join(work, 'dist/server/index.js'), 'utf8');
    expect(server).toContain(SCHEDULED.title);
    expect(server).toContain(DRAFT.title);
  });

  it('are in no page, feed, sitemap or answer of the server, previews opened or not', async () => {
    const base = await serve();
    // Their reviewers open them first: what a preview link shows stays with its holder.
    for (const { slug, title, body } of [SCHEDULED, DRAFT]) {
      const preview = await fetchText(base, previewOf(slug));
      expect(preview.status, slug).toBe(200);
      expect(preview.text).toContain(title);
      expect(preview.text).toContain(body);
      expect(preview.text).toContain('Preview: not published');
      // The draft's preview is as private as the scheduled post's.
      expect(preview.headers.get('cache-control'), slug).toBe('private, no-store');
      expect(preview.headers.get('x-robots-tag'), slug).toBe('noindex');
      expect(preview.headers.get('referrer-policy'), slug).toBe('no-referrer');
    }
    const addresses = await servedAddresses(base);
    expect(addresses).toContain('/blog/category/business-strategy');
    const found: string[] = [];
    for (const address of [
      ...addresses,
      '/rss.xml',
      '/sitemap.xml',
      '/api/blog/posts',
      `/api/blog/search?q=Zephyrine`,
      `/blog?search=Zephyrine`,
    ]) {
      const { status, text } = await fetchText(base, address);
      expect(status, address).toBe(200);
      found.push(...leaks(address, text));
    }
    expect(found).toEqual([]);
    for (const slug of [SCHEDULED.slug, DRAFT.slug]) {
      const page = await fetchText(base, `/blog/${slug}`);
      expect([page.status, page.location]).toEqual([302, '/blog']);
      expect(leaks(slug, page.text)).toEqual([]);
      expect((await fetchText(base, `/api/blog/posts/${slug}`)).status).toBe(404);
    }
  }, 120_000);
});

describe('the same build on the scheduled day', () => {
  it('lists, links, feeds and serves the scheduled post, and still not the draft', async () => {
    const base = await serve(['--import', CLOCK_AT_THE_DAY]);
    const link = `href="/blog/${SCHEDULED.slug}"`;
    expect((await fetchText(base, '/blog')).text).toContain(link);
    expect((await fetchText(base, '/blog/author/rachel-kim')).text).toContain(link);
    expect((await fetchText(base, '/blog/category/business-strategy')).text).toContain(link);
    const page = await fetchText(base, `/blog/${SCHEDULED.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(SCHEDULED.title);
    expect(page.text).toContain(SCHEDULED.body);
    expect((await fetchText(base, '/rss.xml')).text).toContain(`/blog/${SCHEDULED.slug}</link>`);
    expect((await fetchText(base, '/sitemap.xml')).text).toContain(`/blog/${SCHEDULED.slug}</loc>`);
    expect((await fetchText(base, '/api/blog/posts')).text).toContain(SCHEDULED.slug);
    // Its pictures were built with the rest and are served from the first day.
    const pictures = [...page.text.matchAll(/src="(\/assets\/images\/[^"]+)"/g)].map((m) => m[1]);
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const picture of pictures) expect((await fetchText(base, picture ?? '')).status).toBe(200);
    expect((await fetchText(base, `/blog/${DRAFT.slug}`)).status).toBe(302);
    // A preview link of the post now out leads to it; the draft's still shows the draft.
    const preview = await fetchText(base, previewOf(SCHEDULED.slug, THE_DAY));
    expect([preview.status, preview.location]).toEqual([302, `/blog/${SCHEDULED.slug}`]);
    expect((await fetchText(base, previewOf(DRAFT.slug, THE_DAY))).text).toContain(DRAFT.body);
  }, 120_000);
});
