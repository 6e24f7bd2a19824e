import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from 'react-router-dom';
import { AccessibilityProvider } from '../accessibility/accessibility-provider.tsx';
import { PersonalizationProvider } from '../personalization/personalization-provider.tsx';
import { ThemeProvider } from '../theme/theme-provider.tsx';
import { ErrorFallback } from './error-fallback.tsx';
import { FloatingControls } from './floating-controls.tsx';
import { NavigationEffects } from './navigation-effects.tsx';
import { NotFoundView } from './not-found-view.tsx';
import { RouteHead } from '../seo/route-head.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Marks <html data-hydrated> once the page is interactive: the root's effects run after every
 * effect below it, so listeners and stored settings are in place by then. Browser tests wait
 * for this attribute instead of guessing from network silence.
 */
function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

/** Everything around a page: providers, header, footer and floating controls. */
export function SiteFrame({ children }: { children: ReactNode }) {
  useHydratedMark();
  return (
    <ThemeProvider>
      <AccessibilityProvider>
        <PersonalizationProvider>
          <NavigationEffects />
          <a className="skip-link" href="#main">
            Skip to main content
          </a>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <FloatingControls />
        </PersonalizationProvider>
      </AccessibilityProvider>
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
