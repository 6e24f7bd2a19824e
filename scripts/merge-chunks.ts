/**
 * Regroups esbuild's code-split output into few, larger files. esbuild makes one chunk per set of
 * entry points that share a module, and treats every lazy route as an entry point, so a page
 * needed 30+ small files. Rolldown re-bundles that output: everything the first bundle already
 * loads stays in it, and what several routes share is grouped into a handful of chunks.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { rolldown, type OutputChunk, type RenderedChunk } from 'rolldown';

export interface MergedChunks {
  /** The first bundle (root-relative path). */
  readonly entry: string;
  /** What the first bundle imports statically (root-relative paths). */
  readonly entryImports: readonly string[];
  /** Every JavaScript file written (root-relative paths); each has its map beside it (`.map`). */
  readonly files: readonly string[];
  /** The files a lazy module needs beyond the first bundle, itself first (root-relative paths). */
  readonly chunksOf: (esbuildOutput: string) => readonly string[];
}

interface MergeOptions {
  readonly root: string;
  readonly assetsDir: string;
  readonly publicPath: string;
  /** esbuild's entry output (root-relative path). */
  readonly entry: string;
  /**
   * Every JavaScript file esbuild wrote (root-relative paths), each with its source map beside it
   * (`.map`, no comment in the file); removed once merged.
   */
  readonly esbuildFiles: readonly string[];
  /** esbuild files that only lazy code needs (root-relative paths): kept out of `common`. */
  readonly keepApart: readonly string[];
  /**
   * esbuild files that at least `COMMON_SHARE_COUNT` routes load first (root-relative paths):
   * `common`, and `first`, those the home page loads too, which form a small chunk apart.
   */
  readonly sharedByRoutes: {
    readonly common: readonly string[];
    readonly first: readonly string[];
    /** What the home page's lazily loaded sections share: one chunk. */
    readonly sections: readonly string[];
  };
  readonly minify: boolean;
}

/** Modules used by at least this many routes form the one common chunk. */
export const COMMON_SHARE_COUNT = 8;
/**
 * Code shared by fewer routes is copied into each of them when smaller than this (bytes before
 * minification): a few duplicated kilobytes cost less than one more request on a slow link.
 */
const INLINE_MAX_SIZE = 40_000;

/** V8's explicit compile hint (Chromium 136 on): compile every function of the file eagerly. */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Below this much code (before minifying) a chunk compiles in no time either way: the hint would
 * only add its bytes to a small file, where brotli has little to share them with (about 20 bytes
 * a file, 0.1 KB of what the home page loads until idle).
 */
const HINT_MIN_CODE = 16 * 1024;

const compileHintFor = (chunk: RenderedChunk) =>
  Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0) >=
  HINT_MIN_CODE
    ? EAGER_COMPILE_HINT
    : '';

export async function mergeChunks(options: MergeOptions): Promise<MergedChunks> {
  const { root, assetsDir, publicPath } = options;
  const absolute = (file: string) => path.join(root, file);
  const kept = new Set(options.keepApart.map(absolute));
  const shared = new Set(options.sharedByRoutes.common.map(absolute));
  const alsoFirst = new Set(options.sharedByRoutes.first.map(absolute));
  const bySections = new Set(options.sharedByRoutes.sections.map(absolute));
  const bundle = await rolldown({
    input: { entry: absolute(options.entry) },
    // esbuild writes chunk imports as public URLs; they name files in the assets folder.
    plugins: [
      {
        name: 'public-path',
        resolveId: (source) =>
          source.startsWith(publicPath)
            ? path.join(assetsDir, source.slice(publicPath.length))
            : null,
      },
      // esbuild's maps as input maps, so the merged files map back to the TypeScript sources.
      {
        name: 'input-source-maps',
        async load(id) {
          if (!id.startsWith(assetsDir) || !id.endsWith('.js')) return null;
          const map = await readFile(`${id}.map`, 'utf8').catch(() => null);
          return map === null ? null : { code: await readFile(id, 'utf8'), map };
        },
      },
    ],
    preserveEntrySignatures: false,
    logLevel: 'warn',
  });
  const { output } = await bundle.write({
    dir: assetsDir,
    format: 'es',
    entryFileNames: 'app-[hash].js',
    // Group names list their routes, and esbuild's names carry its hash: keep the names short.
    chunkFileNames: (chunk) =>
      `js/${chunk.name.split('~')[0]?.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
    minify: options.minify,
    // A chunk's code is nearly all called as soon as it arrives (the first bundle and the page's
    // chunks while the page hydrates, a part's chunk when the part does): the hint has V8
    // compile all of it while it streams in, off the main thread, instead of function by
    // function on first call (docs/performance.md: 0.1 s sooner interactive on the phone run).
    postBanner: compileHintFor,
    // `x.js.map` beside each file, no comment in it: the server names the map in a header.
    sourcemap: 'hidden',
    codeSplitting: {
      groups: [
        // Everything the first bundle loads statically: one file.
        { name: 'app', tags: ['$initial'], priority: 3 },
        // What the home page shares with most routes (its hero's building blocks): a small chunk
        // of its own, so the home page needs no common chunk.
        { name: 'base', test: (id: string) => alsoFirst.has(id), priority: 3 },
        // Code for later (form checks): its own chunk, never part of the common chunk that every
        // page loads, however many routes share it.
        { name: 'later', test: (id: string) => kept.has(id), priority: 2 },
        // Building blocks of most pages: one chunk, cached from the first page on.
        { name: 'common', test: (id: string) => shared.has(id), priority: 1 },
        // What the home page's sections share (their copy): fetched with the first one.
        { name: 'home-sections', test: (id: string) => bySections.has(id), priority: 1 },
      ],
      // What a few routes share is copied into each of them rather than split into tiny files.
      experimentalInlineCommonChunks: { maxSize: INLINE_MAX_SIZE },
    },
  });
  await bundle.close();

  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');
  const relative = (fileName: string) => path.relative(root, path.join(assetsDir, fileName));
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
    for (const item of byFileName.get(fileName)?.imports ?? []) {
      if (seen.has(item)) continue;
      seen.add(item);
      closure(item, seen);
    }
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('Rolldown produced no entry chunk');
  const loadedFirst = closure(entry.fileName).add(entry.fileName);
  const byFacade = new Map(
    chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId, chunk]),
  );

  const merged = new Set(chunks.map((chunk) => absolute(relative(chunk.fileName))));
  await Promise.all(
    options.esbuildFiles
      .filter((file) => !merged.has(absolute(file)))
      .flatMap((file) => [file, `${file}.map`])
      .map((file) => rm(absolute(file), { force: true })),
  );
  // esbuild's chunk folder is empty once its files are merged.
  await rm(path.join(assetsDir, 'chunks'), { recursive: true, force: true });

  return {
    entry: relative(entry.fileName),
    entryImports: [...closure(entry.fileName)].map(relative),
    files: chunks.map((chunk) => relative(chunk.fileName)),
    chunksOf: (esbuildOutput) => {
      const chunk = byFacade.get(absolute(esbuildOutput));
      if (!chunk) throw new Error(`${esbuildOutput} is not a lazy chunk after merging`);
      const needed = [chunk.fileName, ...closure(chunk.fileName)];
      return needed.filter((fileName) => !loadedFirst.has(fileName)).map(relative);
    },
  };
}
