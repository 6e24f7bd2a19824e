import { Outlet, useLocation } from 'react-router-dom';
import { ErrorFallback } from './error-fallback.tsx';
import { RouteHead } from './route-head.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export function RootLayout() {
  return (
    <Frame>
      <RouteHead />
      <Outlet />
    </Frame>
  );
}

/** Loader or render errors below the root: the spec's fallback page inside the site frame. */
export function RootErrorBoundary() {
  const { pathname, search } = useLocation();
  return (
    <Frame>
      <title>Something went wrong</title>
      <meta name="robots" content="noindex" />
      <ErrorFallback reloadHref={pathname + search} />
    </Frame>
  );
}
