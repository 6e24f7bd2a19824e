import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, type LinkProps } from 'react-router-dom';

/**
 * The site's links: anchors that react-router navigates on click, written as react-router's own
 * `Link` writes them. Built from its `useHref` and `useLinkClickHandler` (the hooks it documents
 * for custom links) rather than its `Link`, which brings its prefetching along (about 2 KB of the
 * first download; the site fetches page chunks itself). On the server a link to one of the
 * site's absolute paths is written without resolving the path against the route matches on
 * every render: with 60-80 links a page, that resolution was a sixth of a render's CPU.
 */
export type SiteLinkProps = Omit<LinkProps, 'prefetch' | 'mask' | 'defaultShouldRevalidate'>;

const onServer = typeof window === 'undefined';

/** Another site or scheme (`https:`, `mailto:`, `//host`): a plain anchor, loaded by the browser. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+\-.]*:|\/\/)/i;

/** A path react-router would write unchanged: absolute, no dot segments, no second slash. */
const isPlainSitePath = (to: SiteLinkProps['to']): to is string =>
  typeof to === 'string' && /^\/(?!\/)/.test(to) && !/(^|\/)\.\.?(\/|$|[?#])/.test(to);

/** A link's props apart: where it goes, how the router follows it, and the anchor's own. */
function splitLinkProps({
  to,
  discover = 'render',
  onClick,
  reloadDocument,
  replace,
  state,
  target,
  preventScrollReset,
  relative,
  viewTransition,
  children,
  ...anchor
}: SiteLinkProps) {
  const navigation = { replace, state, target, preventScrollReset, relative, viewTransition };
  return { to, discover, onClick, reloadDocument, target, children, anchor, navigation };
}

function RoutedLink(props: SiteLinkProps) {
  const { to, discover, onClick, reloadDocument, target, children, anchor, navigation } =
    splitLinkProps(props);
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(external ? '/' : to, { relative: navigation.relative });
  const navigate = useLinkClickHandler(to, navigation);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  const routed = !(external || reloadDocument);
  return (
    <a
      {...anchor}
      href={external ? to : href}
      onClick={routed ? handleClick : onClick}
      target={target}
      data-discover={!external && discover === 'render' ? 'true' : undefined}
    >
      {children}
    </a>
  );
}

/**
 * The server's link to a plain site path: the anchor `RoutedLink` writes, without resolving.
 * Navigation options only matter once the page runs.
 */
function ServerLink(props: SiteLinkProps) {
  if (!isPlainSitePath(props.to)) return <RoutedLink {...props} />;
  const { discover, target, children, anchor } = splitLinkProps(props);
  return (
    <a
      {...anchor}
      href={props.to}
      target={target}
      data-discover={discover === 'render' ? 'true' : undefined}
    >
      {children}
    </a>
  );
}

export const Link = onServer ? ServerLink : RoutedLink;

export interface NavLinkProps extends Omit<SiteLinkProps, 'to' | 'className'> {
  readonly to: string;
  readonly className?: string;
}

/**
 * A menu link: active (class `active`, `aria-current="page"`) on its own path only, compared
 * without regard to case, as react-router's `NavLink` with `end` marks it.
 */
export function NavLink({ to, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const path = to.split(/[?#]/, 1)[0] ?? to;
  const isActive = pathname.toLowerCase() === path.toLowerCase();
  return (
    <Link
      {...link}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={[className ?? '', isActive ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
}

/** Exported for the test that holds them to react-router's own output. */
export { RoutedLink, ServerLink };
