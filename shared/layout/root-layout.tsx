import { lazy, type ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from 'react-router-dom';
import { PersonalizationProvider } from '../personalization/personalization-provider.tsx';
import { ThemeProvider } from '../theme/theme-provider.tsx';
import { deferredPart } from './deferred-part/deferred-part.tsx';
import { FloatingControls } from './floating-controls/floating-controls.tsx';
import { HydrationSlice, useHydratedMark } from './hydration-slice.tsx';
import { NavigationEffects } from './navigation-effects.tsx';
import { RouteHead } from '../seo/route-head.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * What the error boundary shows, loaded when it is needed: almost no visit sees either. The
 * server waits for them; in the browser the page's slice keeps the server HTML until they load.
 */
const NotFoundView = lazy(() =>
  import('./not-found-view.tsx').then((module) => ({ default: module.NotFoundView })),
);
const ErrorFallback = lazy(() =>
  import('./error-fallback.tsx').then((module) => ({ default: module.ErrorFallback })),
);

/**
 * The footer is below the first screen on every page: its code (the newsletter form, the link
 * columns) loads when it comes near the viewport or is pressed or focused. Until then its server
 * HTML works as it does without JavaScript (links, the newsletter form's post).
 */
export const SITE_FOOTER_PART = 'site-footer';
const SiteFooter = deferredPart(SITE_FOOTER_PART, () =>
  import('./site-footer.tsx').then((module) => module.SiteFooter),
);

/**
 * Everything around a page: providers, header, footer and floating controls. Header, page and
 * footer hydrate as separate slices (and the page's sections as slices of their own).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  useHydratedMark();
  return (
    <ThemeProvider>
      <PersonalizationProvider>
        <NavigationEffects />
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <HydrationSlice>
          <SiteHeader />
        </HydrationSlice>
        <main id="main" tabIndex={-1}>
          <HydrationSlice>{children}</HydrationSlice>
        </main>
        <SiteFooter />
        <FloatingControls />
      </PersonalizationProvider>
    </ThemeProvider>
  );
}

export function RootLayout() {
  return (
    <SiteFrame>
      <RouteHead />
      <Outlet />
    </SiteFrame>
  );
}

/** Loader or render errors below the root: the 404 page or the error fallback, inside the site frame. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteFrame>
        <title>Page Not Found</title>
        <meta name="robots" content="noindex" />
        <NotFoundView />
      </SiteFrame>
    );
  }
  return (
    <SiteFrame>
      <title>Something went wrong</title>
      <meta name="robots" content="noindex" />
      <ErrorFallback reloadHref={pathname + search} />
    </SiteFrame>
  );
}
