import { describe, expect, it } from 'vitest';
import { navigation } from '#content/navigation.ts';
import type { NavLink } from '#content/schema/navigation.ts';
import { navHref, navLabel } from '#shared/layout/nav-item-link.tsx';
import { REQUIRED_MENU_PATHS } from '../../menu-links.ts';

const hrefs = (links: readonly NavLink[]) => links.map(navHref);
const menu = (id: string) => navigation.megaMenus.find((candidate) => candidate.id === id);
const menuHrefs = (id: string) => hrefs(menu(id)?.groups.flatMap((group) => group.items) ?? []);

describe('navigation content', () => {
  // The spec's links must be there; a page added later may add its own entry beside them.
  it('lists every required Product menu link, plus Features and FAQ', () => {
    expect(menuHrefs('product')).toEqual(
      expect.arrayContaining([...REQUIRED_MENU_PATHS.Product, '/#features', '/#faq']),
    );
  });

  it('lists every required Solutions menu link', () => {
    expect(menuHrefs('solutions')).toEqual(
      expect.arrayContaining([...REQUIRED_MENU_PATHS.Solutions]),
    );
  });

  it('lists every required Resources menu link', () => {
    expect(menuHrefs('resources')).toEqual(
      expect.arrayContaining([...REQUIRED_MENU_PATHS.Resources]),
    );
  });

  it('has the plain header links Pricing (a home section), Case Studies and Blog', () => {
    expect(navigation.headerLinks.map((link) => [navLabel(link), navHref(link)])).toEqual([
      ['Pricing', '/#pricing'],
      ['Case Studies', '/case-studies'],
      ['Blog', '/blog'],
    ]);
  });

  it('links the footer to the privacy policy and the terms', () => {
    expect(hrefs(navigation.legalLinks)).toEqual(['/privacy-policy', '/terms-of-service']);
  });

  it('only links to concrete pages', () => {
    const all = [
      ...navigation.megaMenus.flatMap((entry) => entry.groups.flatMap((group) => group.items)),
      ...navigation.headerLinks,
      ...navigation.footerColumns.flatMap((column) => column.links),
    ];
    for (const href of hrefs(all)) expect(href).toMatch(/^\/[a-z0-9/#-]*$/);
  });
});
