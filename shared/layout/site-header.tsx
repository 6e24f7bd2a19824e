import { Link } from 'react-router-dom';
import { PersonalizationPanel } from '../personalization/personalization-panel.tsx';
import { BrandLink } from './brand-link.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { HEADER_SOLID_OFFSET } from './shell-constants.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';

/** Fixed header: translucent over the top of the page, solid once scrolled (spec §2, §9). */
export function SiteHeader() {
  const solid = useScrolledPast(HEADER_SOLID_OFFSET);
  return (
    <header className={solid ? 'site-header site-header--solid' : 'site-header'}>
      <div className="container site-header__bar">
        <BrandLink />
        <MainNav />
        <div className="site-header__actions">
          <PersonalizationPanel />
          <ThemeToggle />
          <Link className="button button--ghost site-header__contact" to="/enhanced-contact">
            Contact Us
          </Link>
          <Link className="button button--primary site-header__demo" to="/contact">
            Schedule a Demo
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
