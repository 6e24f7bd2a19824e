import type { RouteObject } from 'react-router-dom';
import { RootErrorBoundary, RootLayout } from '../layout/root-layout.tsx';
import type { PageModule } from './page-module.ts';
import { routeEntries } from './route-manifest.ts';
import { reloadOnChunkError } from './reload-on-chunk-error.ts';

export const ROOT_ROUTE_ID = 'root';

/**
 * The router's view of the route table (`route-manifest.ts`): every page a lazy route, so each
 * route is its own chunk. Used by the server render, the browser router and the tests.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: routeEntries.map((entry): RouteObject => {
      // A chunk missing after a deploy reloads the page once to fetch the new build.
      const load = reloadOnChunkError<PageModule>(entry.load);
      const lazy = async () => {
        const { Component, loader, action, handle } = await load();
        return { Component, loader, action, handle };
      };
      if (entry.path === '/') return { id: entry.id, index: true, lazy };
      return { id: entry.id, path: entry.path, lazy };
    }),
  },
];
