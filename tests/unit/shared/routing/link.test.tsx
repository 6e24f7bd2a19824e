import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, MemoryRouter, NavLink as RouterNavLink } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavLink, RoutedLink, ServerLink } from '#shared/routing/link.tsx';
import { sitemapPaths } from '#shared/routing/site-paths.ts';

/** The site's links must be byte for byte what react-router writes, or hydration would differ. */
const at = (location: string, element: ReactElement) =>
  renderToString(<MemoryRouter initialEntries={[location]}>{element}</MemoryRouter>);

const targets = [
  ...sitemapPaths(),
  '/#features',
  '/pricing#faq',
  '/blog?category=Voice%20AI',
  '/webinars?topic=ai&format=live',
  '../pricing',
  'compare',
  'https://example.com/docs',
  'mailto:hello@example.com',
];

describe('links write what react-router writes', () => {
  it.each(targets)('Link to %s', (to) => {
    for (const props of [
      {},
      { className: 'card__link', 'aria-label': 'Read more' },
      { target: '_blank', rel: 'noopener' },
      { discover: 'none' as const },
    ]) {
      const expected = at(
        '/blog/post',
        <RouterLink to={to} {...props}>
          Go
        </RouterLink>,
      );
      for (const OurLink of [ServerLink, RoutedLink]) {
        expect(
          at(
            '/blog/post',
            <OurLink to={to} {...props}>
              Go
            </OurLink>,
          ),
        ).toBe(expected);
      }
    }
  });

  it.each([
    ['/pricing', '/pricing'],
    ['/PRICING', '/pricing'],
    ['/pricing/compare', '/pricing'],
    ['/', '/'],
    ['/blog', '/'],
    ['/blog', '/blog?category=AI'],
  ])('NavLink at %s to %s: as react-router marks it with `end`', (location, to) => {
    for (const className of [undefined, 'nav__link']) {
      expect(
        at(
          location,
          <NavLink to={to} className={className}>
            Go
          </NavLink>,
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

  it('resolves relative paths against the route', () => {
    expect(at('/blog/post', <ServerLink to="../pricing">Go</ServerLink>)).toContain(
      'href="/pricing"',
    );
  });
});
