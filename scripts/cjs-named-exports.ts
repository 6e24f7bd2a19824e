import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';

/**
 * React ships CommonJS only. esbuild turns each `import … from 'react'` of an ES module into its
 * own `__toESM(require_react())`, which copies every export of React onto a new object of
 * getters: 52 such copies in the first bundle, and a getter call on every hook a component
 * uses, about 25 ms of a slow phone's CPU before the page is interactive (docs/performance.md).
 * This gives those imports one ES module per package instead, which requires the package once
 * and re-exports its names as plain bindings. CommonJS code (react-dom's own `require`) is
 * left as it is.
 */
const PACKAGES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;
const NAMESPACE = 'cjs-named-exports';

/** The facade's source: the package's export names, read from the package itself. */
export function facadeSource(specifier: string, names: readonly string[]): string {
  const valid = names.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  return [
    `import cjs from ${JSON.stringify(specifier)};`,
    `export const { ${valid.join(', ')} } = cjs;`,
    'export default cjs;',
  ].join('\n');
}

/** `root`: where the packages are resolved from (the project). */
export function cjsNamedExportsPlugin(root: string): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: NAMESPACE,
    setup(build) {
      const filter = new RegExp(
        `^(${PACKAGES.map((name) => name.replace('/', '\\/')).join('|')})$`,
      );
      build.onResolve({ filter }, (args) =>
        // The facade's own import, and CommonJS `require` calls, go to the package itself.
        args.namespace === NAMESPACE || args.kind !== 'import-statement'
          ? undefined
          : { path: args.path, namespace: NAMESPACE },
      );
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: facadeSource(args.path, Object.keys(require(args.path) as object)),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}
