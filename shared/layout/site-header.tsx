import { PersonalizationPanel } from '../personalization/personalization-panel.tsx';
import { BrandLink } from './brand-link.tsx';
import { deferredPart } from './deferred-part/deferred-part.tsx';
import { HEADER_SOLID_OFFSET } from './shell-constants.ts';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';

/**
 * The navigation's code (its menus' keys, Escape, outside clicks, the menu copy) is its own chunk,
 * loaded when a pointer or the focus first reaches it: it is on every first screen, but most
 * visits never touch it. Until then its server HTML works as without JavaScript, and a press in
 * it is held and made once it has hydrated (client/early-press/).
 */
export const SITE_NAV_PART = 'site-nav';
const MainNav = deferredPart(
  SITE_NAV_PART,
  () => import('./main-nav.tsx').then((module) => module.MainNav),
  'used',
);

/**
 * Fixed header: translucent over the top of the page, solid once scrolled.
 * Personalization and the theme toggle only work with JavaScript, so CSS shows them only
 * once the pre-paint script has marked <html> with `js` (from the first paint, no shift).
 */
export function SiteHeader() {
  const solid = useScrolledPast(HEADER_SOLID_OFFSET);
  return (
    <header className={solid ? 'site-header site-header--solid' : 'site-header'}>
      <div className="container site-header__bar">
        <BrandLink place="header" />
        <MainNav />
        <div className="site-header__tools js-only">
          <PersonalizationPanel />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
