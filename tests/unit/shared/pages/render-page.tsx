import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router-dom';
import { SiteConfigProvider } from '#shared/seo/site-config.tsx';

/** What a page test needs of a page module. */
export interface PageUnderTest {
  readonly Component: ComponentType;
  readonly loader?: LoaderFunction;
}

/**
 * Server-renders a page module for `url` (its route pattern is `path`), as the server renders a
 * request: the loader runs first, then the page renders to a string.
 */
export async function renderPage(
  page: PageUnderTest,
  path: string,
  url: string = path,
): Promise<string> {
  const router = createMemoryRouter([{ path, Component: page.Component, loader: page.loader }], {
    initialEntries: [url],
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const html = renderToString(
    <SiteConfigProvider value={{ siteUrl: 'https://example.test' }}>
      <RouterProvider router={router} />
    </SiteConfigProvider>,
  );
  router.dispose();
  return html;
}
