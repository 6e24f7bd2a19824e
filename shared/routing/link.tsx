import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';

/**
 * The site's links. In the browser they are react-router's own (client-side navigation, modifier
 * keys, scroll). On the server a link to one of the site's absolute paths is written as the
 * very anchor react-router would write, without resolving the path against the route matches on
 * every render: with 60-80 links a page, that resolution was a sixth of a render's CPU.
 * Anything else (relative paths, location objects) goes through react-router on both sides.
 */
const onServer = typeof window === 'undefined';

/** A path react-router would write unchanged: absolute, no dot segments, no second slash. */
const isPlainSitePath = (to: LinkProps['to']): to is string =>
  typeof to === 'string' && /^\/(?!\/)/.test(to) && !/(^|\/)\.\.?(\/|$|[?#])/.test(to);

function ServerLink(props: LinkProps) {
  const {
    to,
    discover = 'render',
    // Navigation options only matter once the page runs.
    onClick: _onClick,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    viewTransition: _viewTransition,
    prefetch,
    children,
    ...anchor
  } = props;
  if (!isPlainSitePath(to) || (prefetch !== undefined && prefetch !== 'none')) {
    return <RouterLink {...props} />;
  }
  return (
    <a {...anchor} href={to} data-discover={discover === 'render' ? 'true' : undefined}>
      {children}
    </a>
  );
}

/** The `end` NavLink the menus use: active (and `aria-current="page"`) on its own path only. */
function ServerNavLink(props: NavLinkProps) {
  const { pathname } = useLocation();
  const {
    to,
    end,
    className,
    style,
    children,
    caseSensitive: _caseSensitive,
    'aria-current': ariaCurrent = 'page',
    ...link
  } = props;
  if (
    !isPlainSitePath(to) ||
    !end ||
    typeof className === 'function' ||
    typeof style === 'function' ||
    typeof children === 'function'
  ) {
    return <RouterNavLink {...props} />;
  }
  const path = to.split(/[?#]/, 1)[0] ?? to;
  const isActive = pathname.toLowerCase() === path.toLowerCase();
  return (
    <ServerLink
      {...link}
      to={to}
      style={style}
      aria-current={isActive ? ariaCurrent : undefined}
      className={[className ?? '', isActive ? 'active' : null].filter(Boolean).join(' ')}
    >
      {children}
    </ServerLink>
  );
}

/** Exported for the test that holds them to react-router's own output. */
export { ServerLink, ServerNavLink };

export const Link = onServer ? ServerLink : RouterLink;
export const NavLink = onServer ? ServerNavLink : RouterNavLink;
