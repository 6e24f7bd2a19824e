import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * React Router 7's package exports always name its development build (a temporary choice of its
 * maintainers, remix-run/react-router#12437), whose dev warnings run and ship in production. Its
 * production build sits beside it and differs only in those warnings: this points the bundle at it.
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
    },
  };
}
