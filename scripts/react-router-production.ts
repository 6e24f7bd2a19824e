import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * React Router's components that a bundle keeps even when nothing renders them: each is a
 * `forwardRef(...)` call followed by a `displayName` assignment, two top-level side effects to a
 * bundler. `Link` and `NavLink` bring its prefetching along, about 2 KB (brotli) of every first
 * download; the site's links are built from `useHref` and `useLinkClickHandler`
 * (`shared/routing/link.tsx`). `Form` is used (by the lead forms), so it stays, in the first bundle
 * with the rest of the package (esbuild keeps a package's live code in one chunk); only its
 * `displayName` goes. The same change is proposed upstream (remix-run/react-router#15299).
 */
const DROPPABLE_COMPONENTS = ['Link', 'NavLink', 'Form'] as const;

/**
 * Marks those components' initializers pure and drops their `displayName` (a name for the
 * developer tools, which the production build never needs), so an unused one is left out.
 * Throws when a pattern is not found: a new React Router whose file differs must be looked at.
 */
export function markComponentsDroppable(source: string, file: string): string {
  let result = source;
  for (const name of DROPPABLE_COMPONENTS) {
    const initializer = new RegExp(`^var ${name} = (React\\d*\\.forwardRef\\()`, 'm');
    const displayName = new RegExp(`^${name}\\.displayName = "[^"]*";\\n`, 'm');
    if (!initializer.test(result) || !displayName.test(result)) {
      throw new Error(`${file}: React Router's ${name} is no longer written as expected`);
    }
    result = result
      .replace(initializer, `var ${name} = /* @__PURE__ */ $1`)
      .replace(displayName, '');
  }
  return result;
}

/**
 * React Router 7's package exports always name its development build (a temporary choice of its
 * maintainers, remix-run/react-router#12437), whose dev warnings run and ship in production. Its
 * production build sits beside it and differs only in those warnings: this points the bundle at
 * it, and lets the bundle leave out the components it does not use (above).
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const development = path.dirname(require.resolve('react-router'));
  const production = path.join(development, '..', 'production');
  const entries: Record<string, string> = {
    'react-router': path.join(production, 'index.mjs'),
    'react-router/dom': path.join(production, 'dom-export.mjs'),
    'react-router-dom': require.resolve('react-router-dom'),
  };
  return {
    name: 'react-router-production',
    setup(build) {
      build.onResolve({ filter: /^react-router(-dom)?(\/dom)?$/ }, ({ path: specifier }) => {
        const file = entries[specifier];
        return file ? { path: file } : undefined;
      });
      // The components live in one of the build's shared chunks; its name carries a hash.
      build.onLoad(
        { filter: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/ },
        async (args) => {
          const source = await readFile(args.path, 'utf8');
          if (!/^var Link = /m.test(source)) return undefined;
          return { contents: markComponentsDroppable(source, args.path), loader: 'js' };
        },
      );
    },
  };
}
