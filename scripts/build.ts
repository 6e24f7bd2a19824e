/**
 * Builds the browser bundle (code-split per route, content-hashed, precompressed, with a
 * manifest for the server) and the server bundle. Output: dist/{client,server,public}.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import * as esbuild from 'esbuild';
import { routeEntries } from '../shared/routing/route-manifest.ts';
import { writeAsciiOnly } from './ascii-source.ts';
import { BROWSER_TARGET } from './browser-target.ts';
import { cjsNamedExportsPlugin } from './cjs-named-exports.ts';
import { darkWithoutJsPlugin } from './dark-without-js.ts';
import { ContentError } from './content/content-error.ts';
import { writeGeneratedContent } from './content/compile-content.ts';
import { publishImages } from './images/publish-images.ts';
import { buildIconSprite } from './icon-sprite.ts';
import { bundleInlineScripts, cspHashOf } from './inline-scripts.ts';
import { COMMON_SHARE_COUNT, mergeChunks } from './merge-chunks.ts';
import { exitIfNodeTooOld } from './node-version.ts';
import { packageImports } from './package-imports.ts';
import { reactRouterProduction } from './react-router-production.ts';

const root = path.resolve(import.meta.dirname, '..');
/** BUILD_DIR lets several builds live side by side (e.g. one per developer or test run). */
const dist = path.resolve(root, process.env.BUILD_DIR ?? 'dist');
const clientDir = path.join(dist, 'client');
const assetsDir = path.join(clientDir, 'assets');
const PUBLIC_PATH = '/assets/';
const CLIENT_ENTRY = 'client/entry.tsx';
const ROUTE_TABLE = 'shared/routing/route-manifest.ts';
/** The font face used above the fold; fetched at start-up, after the stylesheet (see Document). */
const PRELOADED_FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/;
/** Code only a form check needs (zod): loaded on first use of a form, never with every page. */
const LATER_CODE = /^node_modules\/zod\//;
/** The embedded lead store's SQLite, loaded by the server bundle from its own folder. */
const OPTIONAL_NATIVE_BINDING = 'pg-native';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function precompress(files: string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(source, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/**
 * Route id -> page module file, read from each route's `load` in the route table (the one
 * `import()` in its source), checked against the lazy imports the bundler saw in that file.
 */
function pageModulesByRoute(metafile: esbuild.Metafile): Map<string, string> {
  const lazyImports = new Set(
    (metafile.inputs[ROUTE_TABLE]?.imports ?? [])
      .filter((item) => item.kind === 'dynamic-import')
      .map((item) => item.path),
  );
  const modules = new Map(
    routeEntries.map((entry) => {
      const specifier = /import\(\s*["'`]([^"'`]+)["'`]/.exec(entry.load.toString())?.[1];
      if (!specifier) throw new Error(`Route ${entry.id}: load() has no import("...") of a file`);
      const file = path.relative(root, path.resolve(root, path.dirname(ROUTE_TABLE), specifier));
      return [entry.id, file.split(path.sep).join('/')] as const;
    }),
  );
  const unknown = [...modules].filter(([, file]) => !lazyImports.has(file));
  if (unknown.length > 0)
    throw new Error(
      `${ROUTE_TABLE} has no lazy import of: ${unknown.map(([id, file]) => `${file} (${id})`).join(', ')}`,
    );
  const listed = new Set(modules.values());
  const unlisted = [...lazyImports].filter((file) => !listed.has(file));
  if (unlisted.length > 0)
    throw new Error(
      `Lazy imports of ${ROUTE_TABLE} outside a route's load: ${unlisted.join(', ')}`,
    );
  return modules;
}

function toUrl(outputPath: string): string {
  return (
    PUBLIC_PATH + path.relative(assetsDir, path.join(root, outputPath)).split(path.sep).join('/')
  );
}

/** The icon sprite as a hashed asset (cached for a year like the bundles); returns its URL. */
async function writeIconSprite(): Promise<string> {
  const sprite = buildIconSprite();
  const hash = createHash('sha256').update(sprite).digest('hex').slice(0, 10);
  const file = path.join(assetsDir, `icons-${hash}.svg`);
  await writeFile(file, sprite);
  await precompress([file]);
  return `${PUBLIC_PATH}icons-${hash}.svg`;
}

/** The static imports of an esbuild output, transitively (the output itself not included). */
function staticClosure(outputs: esbuild.Metafile['outputs'], file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (from: string) => {
    for (const item of outputs[from]?.imports ?? []) {
      if (item.kind !== 'import-statement' || seen.has(item.path)) continue;
      seen.add(item.path);
      visit(item.path);
    }
  };
  visit(file);
  return seen;
}

const PRIVATE_ROUTES = new Set<string>(
  routeEntries.filter((entry) => 'private' in entry && entry.private).map((entry) => entry.id),
);

/** The route whose first load is the smallest it can be: it loads no common chunk. */
const LEANEST_ROUTE = 'home';

/**
 * esbuild outputs that at least `COMMON_SHARE_COUNT` routes load on their first load (the static
 * imports of the route's page chunk): the common chunk. Counted per route, not per lazy chunk,
 * so a page split into parts that load later (the home page's sections) never pulls its own
 * code into the chunk other pages load first. Left out: what the home page loads first (its
 * hero's building blocks, a few hundred bytes), copied into the pages that use it instead, so
 * the home page does not load the whole common chunk for them.
 */
function sharedByRoutes(
  outputs: esbuild.Metafile['outputs'],
  entry: string,
  pageChunks: ReadonlyMap<string, string>,
): { common: string[]; first: string[]; sections: string[] } {
  const uses = new Map<string, number>();
  for (const [routeId, page] of pageChunks) {
    // A private page (a preview link, a form's step without JavaScript) is rare: it does not
    // vote, or its code would go into the chunk every public page loads first.
    if (PRIVATE_ROUTES.has(routeId)) continue;
    for (const file of staticClosure(outputs, page)) uses.set(file, (uses.get(file) ?? 0) + 1);
  }
  const leanest = pageChunks.get(LEANEST_ROUTE);
  const leanestNeeds = leanest ? staticClosure(outputs, leanest) : new Set<string>();
  const shared = [...uses].filter(([, count]) => count >= COMMON_SHARE_COUNT).map(([file]) => file);
  const grouped = new Set([entry, ...staticClosure(outputs, entry), ...shared]);
  return {
    common: shared.filter((file) => !leanestNeeds.has(file)),
    first: shared.filter((file) => leanestNeeds.has(file)),
    sections: leanest ? sharedBySections(outputs, leanest, new Set(uses.keys()), grouped) : [],
  };
}

/**
 * What two or more of a page's lazily loaded sections share and no route loads first (the
 * page's copy, its personalization rules): one chunk, fetched with the first section scrolled
 * to, instead of a copy in each section's chunk. A module goes there only if everything it
 * imports is there too or in a chunk grouped before (the first bundle, `common`, `base`):
 * rolldown moves a grouped module's imports with it, and an import some route loads first
 * would then make that route load this chunk too.
 */
function sharedBySections(
  outputs: esbuild.Metafile['outputs'],
  page: string,
  loadedFirstByRoutes: ReadonlySet<string>,
  grouped: ReadonlySet<string>,
): string[] {
  const sections = (outputs[page]?.imports ?? [])
    .filter((item) => item.kind === 'dynamic-import')
    .map((item) => item.path);
  const uses = new Map<string, number>();
  for (const section of sections) {
    for (const file of [section, ...staticClosure(outputs, section)]) {
      uses.set(file, (uses.get(file) ?? 0) + 1);
    }
  }
  const chosen = new Set(
    [...uses]
      .filter(
        ([file, count]) =>
          count >= 2 &&
          !sections.includes(file) &&
          !grouped.has(file) &&
          !loadedFirstByRoutes.has(file),
      )
      .map(([file]) => file),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const file of chosen) {
      if ([...staticClosure(outputs, file)].every((dep) => chosen.has(dep) || grouped.has(dep)))
        continue;
      chosen.delete(file);
      changed = true;
    }
  }
  return [...chosen];
}

async function buildClient(production: boolean) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { entry: CLIENT_ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGET,
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'files/[name]-[hash]',
    publicPath: PUBLIC_PATH,
    loader: { '.woff2': 'file', '.woff': 'file' },
    jsx: 'automatic',
    minify: production,
    plugins: [
      darkWithoutJsPlugin(),
      cjsNamedExportsPlugin(root),
      ...(production ? [reactRouterProduction()] : []),
    ],
    // `x.js.map` beside each file and no comment in it; rolldown reads them as input maps.
    sourcemap: 'external',
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    logLevel: 'warning',
  });
  const outputs = result.metafile.outputs;
  const [entryPath, entry] =
    Object.entries(outputs).find(([, output]) => output.entryPoint === CLIENT_ENTRY) ?? [];
  if (!entryPath || !entry) throw new Error('The client entry is missing from the build output');

  const pageChunks = new Map(
    [...pageModulesByRoute(result.metafile)].map(([routeId, modulePath]) => {
      const chunk = Object.entries(outputs).find(
        ([, output]) => output.entryPoint === modulePath,
      )?.[0];
      if (!chunk) throw new Error(`No chunk was built for route ${routeId} (${modulePath})`);
      return [routeId, chunk] as const;
    }),
  );
  const merged = await mergeChunks({
    root,
    assetsDir,
    publicPath: PUBLIC_PATH,
    entry: entryPath,
    esbuildFiles: Object.keys(outputs).filter((file) => file.endsWith('.js')),
    keepApart: Object.entries(outputs)
      .filter(([, output]) => Object.keys(output.inputs).some((input) => LATER_CODE.test(input)))
      .map(([file]) => file),
    sharedByRoutes: sharedByRoutes(outputs, entryPath, pageChunks),
    minify: production,
  });
  const routeChunks: Record<string, string[]> = {};
  for (const [routeId, chunk] of pageChunks)
    routeChunks[routeId] = merged.chunksOf(chunk).map(toUrl);

  const compressible = [
    ...merged.files,
    ...Object.keys(outputs).filter((file) => file.endsWith('.css')),
  ].map((file) => path.join(root, file));
  await precompress(compressible);
  const stylesheets = entry.cssBundle ? [entry.cssBundle] : [];
  const stylesheetSizes = await Promise.all(
    stylesheets.map(async (file) => (await stat(path.join(root, `${file}.br`))).size),
  );

  const inlineScripts = await bundleInlineScripts(root);
  const manifest = {
    entry: toUrl(merged.entry),
    stylesheets: stylesheets.map(toUrl),
    stylesheetBytes: stylesheetSizes.reduce((sum, size) => sum + size, 0),
    modulePreloads: merged.entryImports.map(toUrl),
    fontPreloads: Object.keys(outputs)
      .filter((file) => PRELOADED_FONT.test(file))
      .map(toUrl),
    iconSprite: await writeIconSprite(),
    routeChunks,
    inlineScripts,
    inlineScriptHashes: Object.values(inlineScripts).map(cspHashOf),
  };
  await writeFile(path.join(clientDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  await writeFile(path.join(dist, 'client-metafile.json'), JSON.stringify(result.metafile));
  return manifest;
}

async function buildServer(version: string) {
  const result = await esbuild.build({
    absWorkingDir: root,
    // The site, the owner's command-line tools (stored leads, preview links), and the lead
    // store's worker thread, which both start from the file beside them.
    entryPoints: {
      index: 'server/index.ts',
      leads: 'server/leads/cli.ts',
      // Preview links for drafts and scheduled posts, with the site's own secret and posts.
      'preview-link': 'server/preview/preview-cli.ts',
      'sqlite-worker': 'server/leads/sqlite-worker.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Dependencies are bundled too (React Router from its production build), so the runtime
    // image needs no node_modules. CommonJS packages call require() for Node's own modules,
    // which an ES module lacks: the banner gives them one, and __dirname.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module';",
        "import { dirname as __pathDirname } from 'node:path';",
        "import { fileURLToPath as __fileURLToPath } from 'node:url';",
        'const require = __createRequire(import.meta.url);',
        'const __dirname = __pathDirname(__fileURLToPath(import.meta.url));',
      ].join(' '),
    },
    // pg loads its optional native binding only when asked to; it never is.
    external: [OPTIONAL_NATIVE_BINDING],
    plugins: [reactRouterProduction()],
    outdir: path.join(dist, 'server'),
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    // Whitespace and comments only, names kept (stack traces read as before, positions through
    // the linked map): Node holds the bundle's source while the server runs, 5.5 MB as written
    // and 4.0 MB without them, and an offset per line for stack traces (134,000 lines, 1 MB).
    minifyWhitespace: true,
    sourcemap: 'linked',
    metafile: true,
    // NODE_ENV stays a runtime setting for the server (React picks its build when it loads).
    define: { 'process.env.APP_VERSION': JSON.stringify(version) },
    logLevel: 'warning',
  });
  const packages = packageImports(result.metafile).filter(
    (name) => name !== OPTIONAL_NATIVE_BINDING,
  );
  if (packages.length > 0)
    throw new Error(`The server bundle must not load packages at run time: ${packages.join(', ')}`);
  // Half the memory for the bundle's source while the server runs (see ascii-source.ts).
  await writeAsciiOnly(
    Object.keys(result.metafile.outputs)
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(root, file)),
  );
}

async function main(): Promise<void> {
  exitIfNodeTooOld();
  const production = process.env.NODE_ENV !== 'development';
  const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const started = Date.now();
  // Markdown first: the bundles import the modules it writes. Drafts only in development.
  await writeGeneratedContent({ root, drafts: !production });
  await rm(dist, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  const [manifest] = await Promise.all([
    buildClient(production),
    buildServer(version),
    cp(path.join(root, 'public'), path.join(dist, 'public'), { recursive: true }),
    publishImages(root, clientDir),
  ]);
  console.info(
    `built ${Object.keys(manifest.routeChunks).length} route chunks, entry ${manifest.entry} in ${Date.now() - started} ms`,
  );
}

try {
  await main();
} catch (error) {
  // A writer's mistake is reported as file:line lines, without a stack trace.
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
