import { PersonalizationPanel } from '../personalization/personalization-panel.tsx';
import { BrandLink } from './brand-link.tsx';
import { MainNav } from './main-nav.tsx';
import { HEADER_SOLID_OFFSET } from './shell-constants.ts';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';

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
        <BrandLink />
        <MainNav />
        <div className="site-header__tools js-only">
          <PersonalizationPanel />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
