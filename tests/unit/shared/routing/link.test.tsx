import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, MemoryRouter, NavLink as RouterNavLink } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ServerLink, ServerNavLink } from '#shared/routing/link.tsx';
import { sitemapPaths } from '#shared/routing/site-paths.ts';

/** The server's links must be byte for byte what react-router writes, or hydration would differ. */
const at = (location: string, element: ReactElement) =>
  renderToString(<MemoryRouter initialEntries={[location]}>{element}</MemoryRouter>);

const targets = [
  ...sitemapPaths(),
  '/#features',
  '/pricing#faq',
  '/blog?category=Voice%20AI',
  '/webinars?topic=ai&format=live',
];

describe('server links write what react-router writes', () => {
  it.each(targets)('Link to %s', (to) => {
    for (const props of [{}, { className: 'card__link', 'aria-label': 'Read more' }]) {
      expect(
        at(
          '/pricing',
          <ServerLink to={to} {...props}>
            Go
          </ServerLink>,
        ),
      ).toBe(
        at(
          '/pricing',
          <RouterLink to={to} {...props}>
            Go
          </RouterLink>,
        ),
      );
    }
  });

  it.each([
    ['/pricing', '/pricing'],
    ['/PRICING', '/pricing'],
    ['/pricing/compare', '/pricing'],
    ['/', '/'],
    ['/blog', '/'],
    ['/blog', '/blog?category=AI'],
  ])('NavLink end at %s to %s', (location, to) => {
    for (const className of [undefined, 'nav__link']) {
      expect(
        at(
          location,
          <ServerNavLink to={to} end className={className}>
            Go
          </ServerNavLink>,
        ),
      ).toBe(
        at(
          location,
          <RouterNavLink to={to} end className={className}>
            Go
          </RouterNavLink>,
        ),
      );
    }
  });

  it('leave relative paths to react-router', () => {
    expect(at('/blog/post', <ServerLink to="../pricing">Go</ServerLink>)).toContain(
      'href="/pricing"',
    );
  });
});
