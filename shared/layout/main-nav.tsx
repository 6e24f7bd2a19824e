import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { navigation } from '#content/navigation.ts';
import type { MegaMenu } from '#content/schema/navigation.ts';
import { Icon } from '../components/icon.tsx';
import { MegaPanel, panelLinks } from './mega-menu.tsx';
import { NavItemLink, navLabel } from './nav-item-link.tsx';
import { useDismiss } from './use-dismiss.ts';
import { useHydrated } from './use-hydrated.ts';

const panelId = (menu: MegaMenu) => `mega-${menu.id}`;

/** Left/Right move between the top-level items of the bar, like a menubar. */
function focusSibling(from: HTMLElement, step: 1 | -1): void {
  const bar = from.closest('.site-nav__list');
  if (!bar) return;
  const items = [...bar.querySelectorAll<HTMLElement>('.site-nav__target')];
  const index = items.indexOf(from);
  items[(index + step + items.length) % items.length]?.focus();
}

function onBarKeyDown(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.classList.contains('site-nav__target')) return;
  event.preventDefault();
  focusSibling(target, event.key === 'ArrowRight' ? 1 : -1);
}

/**
 * The desktop navigation: Product, Solutions and Resources mega menus, then plain links.
 * Server HTML (and the page without JavaScript) uses <details>/<summary>, so every link is in
 * the markup and the menus open natively; after hydration each becomes a button disclosure
 * (aria-expanded) with arrow-key navigation, Escape, outside click and one menu open at a time.
 */
export function MainNav() {
  const hydrated = useHydrated();
  const [openId, setOpenId] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  const close = useCallback(
    ({ restoreFocus }: { restoreFocus: boolean }) => {
      if (restoreFocus && openId) document.getElementById(`${openId}-trigger`)?.focus();
      setOpenId(null);
    },
    [openId],
  );
  useDismiss(openId !== null, listRef, close);
  // A followed link closes the menu (also when the page stays the same, e.g. a section link).
  useEffect(() => setOpenId(null), [pathname]);

  function openAndFocus(menu: MegaMenu, which: 'first' | 'last') {
    flushSync(() => setOpenId(panelId(menu)));
    const links = panelLinks(document.getElementById(panelId(menu)));
    links[which === 'first' ? 0 : links.length - 1]?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>, menu: MegaMenu) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(menu, event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  // Tabbing out of an open menu closes it; a click elsewhere is handled by useDismiss.
  function onItemBlur(event: FocusEvent<HTMLLIElement>, id: string) {
    const next = event.relatedTarget;
    if (openId === id && next instanceof Node && !event.currentTarget.contains(next)) {
      setOpenId(null);
    }
  }

  return (
    <nav className="site-nav" aria-label="Main">
      {/* Arrow-key shortcuts between the bar's items; each item is a real link or button. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul className="site-nav__list" ref={listRef} onKeyDown={hydrated ? onBarKeyDown : undefined}>
        {navigation.megaMenus.map((menu) => {
          const id = panelId(menu);
          const open = openId === id;
          const chevron = <Icon name="chevron-down" size={16} className="site-nav__chevron" />;
          if (!hydrated) {
            return (
              <li key={menu.id} className="site-nav__item">
                <details className="mega" name="site-mega-menu">
                  <summary className="site-nav__target site-nav__trigger">
                    {menu.label}
                    {chevron}
                  </summary>
                  <MegaPanel menu={menu} id={id} />
                </details>
              </li>
            );
          }
          return (
            <li key={menu.id} className="site-nav__item" onBlur={(event) => onItemBlur(event, id)}>
              <div className={open ? 'mega mega--open' : 'mega'}>
                <button
                  type="button"
                  id={`${id}-trigger`}
                  className="site-nav__target site-nav__trigger"
                  aria-expanded={open}
                  aria-controls={id}
                  onClick={() => setOpenId(open ? null : id)}
                  onKeyDown={(event) => onTriggerKeyDown(event, menu)}
                >
                  {menu.label}
                  {chevron}
                </button>
                <MegaPanel menu={menu} id={id} hidden={!open} onNavigate={() => setOpenId(null)} />
              </div>
            </li>
          );
        })}
        {navigation.headerLinks.map((link) => (
          <li key={navLabel(link)} className="site-nav__item">
            <NavItemLink link={link} className="site-nav__target site-nav__link" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
