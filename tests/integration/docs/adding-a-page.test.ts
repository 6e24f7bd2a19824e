/**
 * docs/adding-a-page.md's example, done as the doc says: the tree (the files git knows, without
 * dist/ and content/generated/, node_modules linked) is copied to a temporary folder, the doc's
 * blocks are applied to it (a `<language> file=<path>` block is a new file, a `diff file=<path>`
 * block an edit), and `npm run check:page` runs there (generate, tsc, the unit tests a page can
 * break) with one more test file that renders the new page through the route table and looks
 * for its h1 and its FAQ. A doc that disagrees with the code (a field the schema lacks, a wrong
 * import, an edit whose context moved, a file it forgets) fails here, naming the step.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOC = 'docs/adding-a-page.md';
/** The example's address, as the doc's route entry gives it. */
const EXAMPLE_PATH = '/integrations/zapier';
/** The render check added to the copy's unit tests. */
const RENDER_TEST = 'tests/unit/adding-a-page-example.test.tsx';

interface Block {
  readonly lang: string;
  readonly file: string;
  readonly body: string;
}

/** The doc's fenced blocks that name a file (` ```ts file=content/x.ts `). */
function fileBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^```(\w+)[ \t]+file=(\S+)[^\n]*\n([\s\S]*?)^```[ \t]*$/gm)].map(
    ([, lang = '', file = '', body = '']) => ({ lang, file, body }),
  );
}

/**
 * A `diff` block applied to `source`: its lines starting with a space must stand there
 * consecutively, once; the `+` lines go where they stand.
 */
function applyEdit(source: string, block: Block): string {
  const lines = block.body.replace(/\n$/, '').split('\n');
  const odd = lines.filter((line) => !/^[ +]/.test(line) && line !== '');
  if (odd.length > 0)
    throw new Error(`${DOC}: the edit of ${block.file} has lines without ' ' or '+': ${odd[0]}`);
  const before = lines.filter((line) => line.startsWith(' ')).map((line) => line.slice(1));
  const after = lines.map((line) => line.slice(1));
  if (before.length === 0) throw new Error(`${DOC}: the edit of ${block.file} has no context`);
  const wrapped = `\n${source}`;
  const needle = `\n${before.join('\n')}\n`;
  const found = wrapped.split(needle).length - 1;
  if (found !== 1)
    throw new Error(
      `${DOC}: the edit of ${block.file} does not apply: its context lines stand ${found} times ` +
        `in the file, not once:\n${before.join('\n')}`,
    );
  return wrapped.replace(needle, () => `\n${after.join('\n')}\n`).slice(1);
}

/** Whether a `diff` block's result (its context and `+` lines together) stands in `source` once. */
function isApplied(source: string, block: Block): boolean {
  const after = block.body
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => line.slice(1));
  return `\n${source}`.split(`\n${after.join('\n')}\n`).length === 2;
}

/** The files git knows (tracked, and new ones not ignored), as they are on disk. */
function treeFiles(): string[] {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split('\0')
    .filter((file) => file && !/^(node_modules|dist)(\/|$)/.test(file))
    .filter((file) => existsSync(path.join(ROOT, file)));
}

/** A check of the new page in the copy: rendered by the route table, its h1 and FAQ. */
const renderTest = (
  contentModule: string,
) => `import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import * as content from '#${contentModule}';
import { routes } from '#shared/routing/routes.tsx';
import { SiteConfigProvider } from '#shared/seo/site-config.tsx';

interface Shown {
  readonly hero: { readonly title: string };
  readonly faqs: { readonly items: readonly { readonly question: string }[] };
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

it('renders ${EXAMPLE_PATH} through the route table, with its h1 and FAQ', async () => {
  const shown = Object.values(content)[0] as Shown;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('https://example.test${EXAMPLE_PATH}'));
  if (context instanceof Response) throw new Error(\`answered \${context.status}\`);
  expect(context.errors).toBeNull();
  expect(context.matches.at(-1)?.route.id).not.toBe('not-found');
  const { prelude } = await prerenderToNodeStream(
    <SiteConfigProvider value={{ siteUrl: 'https://example.test' }}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </SiteConfigProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // Streamed parts (a suspended section) come after </main>: the whole document is searched.
  expect([...html.matchAll(/<h1[^>]*>([\\s\\S]*?)<\\/h1>/g)].map((match) => match[1])).toEqual([
    escape(shown.hero.title),
  ]);
  for (const { question } of shown.faqs.items) expect(html).toContain(escape(question));
});
`;

/** Runs a command in the copy; its exit code and its output, both streams in order. */
function run(cwd: string, command: string, args: readonly string[]) {
  // The copy's tests run as a developer runs them: not under this run's vitest nor its NODE_ENV.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST_DIST$)/.test(name)),
  );
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...env, FORCE_COLOR: '0', CI: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output: stripVTControlCharacters(output) }),
    );
  });
}

let copy: string | undefined;
afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe(DOC, () => {
  it('adds its example page exactly as written, and the page passes `npm run check:page`', async () => {
    const started = performance.now();
    const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
    const markdown = await readFile(path.join(ROOT, DOC), 'utf8');
    expect(markdown).toContain('npm run generate');
    expect(markdown).toContain('npm run check:page');
    const scripts = (
      JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts['check:page']).toMatch(/ scripts\/check-page\.ts$/);
    const blocks = fileBlocks(markdown);
    const created = blocks.filter((block) => block.lang !== 'diff');
    const edits = blocks.filter((block) => block.lang === 'diff');
    expect(created.length, `${DOC}: no new-file blocks`).toBeGreaterThan(0);

    copy = await mkdtemp(path.join(tmpdir(), 'adding-a-page-'));
    const target = copy;
    const files = treeFiles();
    for (const file of files) {
      await mkdir(path.dirname(path.join(target, file)), { recursive: true });
      await cp(path.join(ROOT, file), path.join(target, file), { verbatimSymlinks: true });
    }
    await symlink(
      await realpath(path.join(ROOT, 'node_modules')),
      path.join(target, 'node_modules'),
    );

    // A tree where the example is already added, as the doc says (a developer trying it), is
    // checked as it is: each block then stands in its file, whole.
    for (const block of created) {
      const file = path.join(target, block.file);
      if (existsSync(file) && (await readFile(file, 'utf8')) === block.body) continue;
      if (existsSync(file))
        throw new Error(`${DOC}: ${block.file} is given as a new file, but it exists already`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, block.body);
    }
    for (const block of edits) {
      const file = path.join(target, block.file);
      if (!existsSync(file))
        throw new Error(`${DOC}: the edited file ${block.file} does not exist`);
      const source = await readFile(file, 'utf8');
      if (!isApplied(source, block)) await writeFile(file, applyEdit(source, block));
    }
    const contentModule = created.find((block) => block.file.startsWith('content/'))?.file;
    if (!contentModule) throw new Error(`${DOC}: the example has no new file under content/`);
    await writeFile(path.join(target, RENDER_TEST), renderTest(contentModule));
    const applied = seconds(started);

    const checkStarted = performance.now();
    const check = await run(target, path.join(target, 'node_modules/.bin/tsx'), [
      'scripts/check-page.ts',
      RENDER_TEST,
    ]);
    console.info(
      `${DOC}: copied and applied in ${applied}, \`npm run check:page\` in ${seconds(checkStarted)}, ` +
        `${seconds(started)} in all`,
    );
    if (check.code !== 0) {
      const failedAt = /check:page failed at: (.+)/.exec(check.output)?.[1] ?? 'its start';
      const tail = check.output.trimEnd().split('\n').slice(-80).join('\n');
      expect.fail(
        `${DOC}'s example, applied as written, fails \`npm run check:page\` at ${failedAt}:\n${tail}`,
      );
    }
    // The render check ran, in the copy, with the rest.
    expect(check.output).toMatch(/adding-a-page-example\.test\.tsx/);

    // Every file the example touched, by hand or by `npm run generate`, is named in the doc.
    const changed: string[] = [];
    for (const file of files) {
      const [before, after] = await Promise.all([
        readFile(path.join(ROOT, file)),
        readFile(path.join(target, file)),
      ]);
      if (!before.equals(after)) changed.push(file);
    }
    const touched = [...new Set([...created.map((block) => block.file), ...changed])].sort();
    console.info(`${DOC}: the example touches ${touched.join(', ')}`);
    expect(
      touched.filter((file) => !markdown.includes(file)),
      `files the example touches that ${DOC} does not name`,
    ).toEqual([]);
  }, 600_000);
});
