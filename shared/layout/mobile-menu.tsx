import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { navigation } from '#content/navigation.ts';
import { Icon } from '../components/icon.tsx';
import { NavItemLink, navLabel } from './nav-item-link.tsx';
import { useDismiss } from './use-dismiss.ts';
import { useHydrated } from './use-hydrated.ts';

const PANEL_ID = 'mobile-menu-panel';

/** Everything the header offers, as one scrollable sheet with a section per mega menu. */
function MobilePanel({ hidden, onNavigate }: { hidden?: boolean; onNavigate?: () => void }) {
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a')) onNavigate?.();
  }
  return (
    // Closes the sheet when one of its links is followed; the links stay plain links.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="mobile-menu__panel" id={PANEL_ID} hidden={hidden} onClick={onClick}>
      <nav aria-label="Mobile" className="mobile-menu__nav">
        {navigation.megaMenus.map((menu) => (
          <details className="mobile-menu__section" key={menu.id} name="mobile-menu-section">
            <summary className="mobile-menu__summary">
              {menu.label}
              <Icon name="chevron-down" size={18} className="mobile-menu__chevron" />
            </summary>
            {menu.groups.map((group) => (
              <div className="mobile-menu__group" key={group.title}>
                <p className="mobile-menu__group-title">{group.title}</p>
                <ul className="mobile-menu__list">
                  {group.items.map((item) => (
                    <li key={navLabel(item)}>
                      <NavItemLink link={item} className="mobile-menu__link">
                        <Icon name={item.icon} size={18} className="mobile-menu__icon" />
                        {navLabel(item)}
                      </NavItemLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </details>
        ))}
        <ul className="mobile-menu__list mobile-menu__list--top">
          {navigation.headerLinks.map((link) => (
            <li key={navLabel(link)}>
              <NavItemLink link={link} className="mobile-menu__top-link" />
            </li>
          ))}
        </ul>
      </nav>
      <div className="mobile-menu__actions">
        <Link className="button button--secondary button--block" to="/enhanced-contact">
          Contact Us
        </Link>
        <Link className="button button--primary button--block" to="/contact">
          Schedule a Demo
        </Link>
      </div>
    </div>
  );
}

/**
 * The navigation below the desktop breakpoint. Without JavaScript a <details> opens it; after
 * hydration it is a button disclosure that closes on Escape, outside click and navigation.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const close = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, close);
  useEffect(() => setOpen(false), [pathname]);

  const icon = (
    <>
      <Icon name="menu" className="mobile-menu__open-icon" />
      <Icon name="x" className="mobile-menu__close-icon" />
      <span className="visually-hidden">Menu</span>
    </>
  );

  if (!hydrated) {
    return (
      <details className="mobile-menu">
        <summary className="icon-button mobile-menu__toggle">{icon}</summary>
        <MobilePanel />
      </details>
    );
  }
  return (
    <div className={open ? 'mobile-menu mobile-menu--open' : 'mobile-menu'} ref={rootRef}>
      <button
        type="button"
        ref={buttonRef}
        className="icon-button mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((was) => !was)}
      >
        {icon}
      </button>
      <MobilePanel hidden={!open} onNavigate={() => setOpen(false)} />
    </div>
  );
}
