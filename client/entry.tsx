import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type RouteObject,
} from 'react-router-dom';
import type { AppData, SerializedRouteError } from '#shared/document/app-data.ts';
import {
  APP_DATA_ELEMENT_ID,
  Document,
  EARLY_FETCH_ELEMENT_ID,
  PRE_PAINT_ELEMENT_ID,
} from '#shared/document/document.tsx';
import { markNavigations } from '#shared/layout/navigation-effects.tsx';
import { routes } from '#shared/routing/routes.tsx';
import { SiteConfigProvider } from '#shared/seo/site-config.tsx';
import '#shared/styles/index.css';
import { installEarlyPresses, type EarlyPresses } from './early-press/early-presses.ts';
import { startWebVitals } from './web-vitals.ts';

/** The scripts may start before the parser is done (at the first paint): hydrate the whole page. */
const documentParsed = () =>
  new Promise((parsed) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
    else parsed(0);
  });

function readAppData(): { appData: AppData; json: string } {
  const json = document.getElementById(APP_DATA_ELEMENT_ID)?.textContent ?? '';
  return { appData: JSON.parse(json) as AppData, json };
}

function deserializeErrors(errors: AppData['router']['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const entries = Object.entries(errors).map(([routeId, error]: [string, SerializedRouteError]) => [
    routeId,
    error.kind === 'response'
      ? new ErrorResponse(error.status, error.statusText, error.data)
      : new Error(error.message),
  ]);
  return Object.fromEntries(entries) as Record<string, unknown>;
}

/**
 * Load the page modules of the current URL before hydrating; otherwise the router would render
 * a fallback first and the page a second time.
 */
async function resolveMatchedLazyRoutes(routeTable: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeTable, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * Ends the current task: start-up runs as several shorter tasks (evaluating the code, creating
 * the router, hydrating) instead of one, so input is never blocked for long. A message, not a
 * timer: timers are throttled and, in tests, may be stopped.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function hydrate(earlyPresses: EarlyPresses): Promise<void> {
  await documentParsed();
  const { appData, json } = readAppData();
  await resolveMatchedLazyRoutes(routes);
  await nextTask();
  const router = createBrowserRouter(routes, {
    hydrationData: {
      loaderData: appData.router.loaderData,
      actionData: appData.router.actionData,
      errors: deserializeErrors(appData.router.errors),
    },
  });
  markNavigations(router);
  await nextTask();
  hydrateRoot(
    document,
    <StrictMode>
      <Document
        assets={appData.assets}
        routePreloads={appData.routePreloads}
        appDataJson={json}
        inlineScripts={{
          earlyFetch: document.getElementById(EARLY_FETCH_ELEMENT_ID)?.textContent ?? '',
          prePaint: document.getElementById(PRE_PAINT_ELEMENT_ID)?.textContent ?? '',
        }}
      >
        <SiteConfigProvider value={{ siteUrl: appData.siteUrl }}>
          <RouterProvider router={router} />
        </SiteConfigProvider>
      </Document>
    </StrictMode>,
  );
  earlyPresses.pageListens();
  startWebVitals();
}

// Before hydrateRoot, so a press made before its code can handle it is held before React drops it.
void hydrate(installEarlyPresses());
