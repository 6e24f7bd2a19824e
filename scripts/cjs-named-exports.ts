import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * React ships CommonJS only. esbuild turns each `import … from 'react'` of an ES module into its
 * own `__toESM(require_react())`, which copies every export of React onto a new object of
 * getters: 52 such copies in the first bundle, and a getter call on every hook a component
 * uses, about 25 ms of a slow phone's CPU before the page is interactive (docs/performance.md).
 * This gives those imports one ES module per package instead (a facade, written beside the
 * packages so source maps find it), which requires the package once and re-exports its names
 * as plain bindings. CommonJS code (react-dom's own `require`) is left as it is.
 */
const PACKAGES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;

/** The facade's source: the package's export names, read from the package itself. */
export function facadeSource(specifier: string, names: readonly string[]): string {
  const valid = names.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  return [
    `import cjs from ${JSON.stringify(specifier)};`,
    `export const { ${valid.join(', ')} } = cjs;`,
    'export default cjs;',
    '',
  ].join('\n');
}

/** `root`: the project, whose node_modules hold the packages (and, in .cache, the facades). */
export function cjsNamedExportsPlugin(root: string): Plugin {
  const require = createRequire(path.join(root, 'package.json'));
  const folder = path.join(root, 'node_modules', '.cache', 'cjs-named-exports');
  const facadeOf = (specifier: string) => path.join(folder, `${specifier.replace('/', '__')}.mjs`);
  const filter = new RegExp(`^(${PACKAGES.map((name) => name.replace('/', '\\/')).join('|')})$`);
  return {
    name: 'cjs-named-exports',
    setup(build) {
      build.onStart(async () => {
        await mkdir(folder, { recursive: true });
        await Promise.all(
          PACKAGES.map((specifier) =>
            writeFile(
              facadeOf(specifier),
              facadeSource(specifier, Object.keys(require(specifier) as object)),
            ),
          ),
        );
      });
      build.onResolve({ filter }, (args) =>
        // The facade's own import, and CommonJS `require` calls, go to the package itself.
        args.importer.startsWith(folder) || args.kind !== 'import-statement'
          ? undefined
          : { path: facadeOf(args.path) },
      );
    },
  };
}
