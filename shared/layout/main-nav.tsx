import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { Link } from '../routing/link.tsx';
import { navigation } from '#content/navigation.ts';
import { isPopover, MegaPanel, megaPanelId, megaTriggerId, panelLinks } from './mega-menu.tsx';
import { NavItemLink, navLabel } from './nav-item-link.tsx';
import { isPlainLeftClick } from './section-link.tsx';

const SHEET_ID = 'site-menu-sheet';

/** Left/Right move between the top-level items of the bar, like a menubar. */
function onBarKeyDown(event: KeyboardEvent<HTMLUListElement>): void {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.classList.contains('site-nav__target')) return;
  event.preventDefault();
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('.site-nav__target')];
  const step = event.key === 'ArrowRight' ? 1 : -1;
  items[(items.indexOf(target) + step + items.length) % items.length]?.focus();
}

/** Keeps React's state in step with a <details> the browser opened or closed itself. */
function toggled(event: SyntheticEvent<HTMLDetailsElement>): boolean {
  return event.currentTarget.open;
}

/**
 * The one navigation of the header, for every width: a bar in a wide header, a sheet opened by
 * the menu toggle in a narrow one (CSS picks). The server sends <details>/<summary> for the
 * toggle and the Product, Solutions and Resources menus, so everything opens and every link is
 * reachable without JavaScript; hydration keeps those elements and only adds behaviour: arrow
 * keys, Escape, outside click, closing on navigation. The `name` attribute keeps one menu open.
 */
export function MainNav() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  /**
   * Closes the open menu, or with `sheet` everything, in the page at once and then in the state.
   * The element first: a menu or the sheet opened by a click has its toggle event (and so the
   * state) still queued when a fast visitor or a busy phone presses Escape or a link; closing
   * the state alone, that late event would open it again.
   */
  const closeNow = useCallback((sheet: boolean) => {
    for (const menu of listRef.current?.querySelectorAll('details[open]') ?? [])
      if (menu instanceof HTMLDetailsElement) menu.open = false;
    setOpenId(null);
    if (!sheet) return;
    if (toggleRef.current) toggleRef.current.open = false;
    setSheetOpen(false);
  }, []);

  // A route change closes the menus (also one not started from the header, e.g. Back).
  useEffect(() => {
    closeNow(true);
  }, [pathname, closeNow]);

  useEffect(() => {
    if (openId === null && !sheetOpen) return;
    const outside = (node: Node, ...roots: (HTMLElement | null)[]) =>
      roots.every((root) => !root?.contains(node));
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node)) return;
      const outsideSheet = outside(event.target, sheetRef.current, toggleRef.current);
      if (sheetOpen && outsideSheet) setSheetOpen(false);
      // In the narrow sheet a menu is an accordion: only leaving the sheet closes it.
      const panel = openId ? document.getElementById(megaPanelId(openId)) : null;
      if (openId && outside(event.target, listRef.current) && (isPopover(panel) || outsideSheet)) {
        setOpenId(null);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId, sheetOpen, closeNow]);

  // Escape closes the innermost layer first: an open menu, then the sheet. The elements are
  // asked, not the state (see closeNow), and the listener is always there: an Escape pressed
  // before this part hydrated is pressed again right after the held press that opened the menu,
  // before that press's toggle event has reached the state.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const menu = listRef.current?.querySelector('details[open]');
      if (!menu && !toggleRef.current?.open) return;
      event.preventDefault();
      if (menu) {
        menu.querySelector('summary')?.focus();
        closeNow(false);
        return;
      }
      toggleRef.current?.querySelector('summary')?.focus();
      closeNow(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [closeNow]);

  function openAndFocus(id: string, which: 'first' | 'last') {
    flushSync(() => setOpenId(id));
    const links = panelLinks(document.getElementById(megaPanelId(id)));
    links[which === 'first' ? 0 : links.length - 1]?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLElement>, id: string) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAndFocus(id, event.key === 'ArrowDown' ? 'first' : 'last');
  }

  // Tabbing out of an open drop-down closes it; an accordion in the sheet stays open. The
  // element is asked, not the state: a menu opened by a click has its toggle event (and so the
  // state) still queued when a fast keyboard or a busy phone tabs out of it.
  function onItemBlur(event: FocusEvent<HTMLLIElement>, id: string) {
    const next = event.relatedTarget;
    const menu = event.currentTarget.querySelector('details');
    if (!menu?.open || !(next instanceof Node) || event.currentTarget.contains(next)) return;
    if (!isPopover(document.getElementById(megaPanelId(id)))) return;
    menu.open = false;
    setOpenId((current) => (current === id ? null : current));
  }

  // Any link chosen in the sheet closes it, also one to a section of this page or to this page
  // itself, where the route does not change. A new tab or window leaves it open.
  function onSheetClick(event: MouseEvent<HTMLDivElement>) {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    if (!isPlainLeftClick(event)) return;
    closeNow(true);
  }

  return (
    <>
      <details
        className="site-menu"
        ref={toggleRef}
        open={sheetOpen}
        onToggle={(event) => setSheetOpen(toggled(event))}
      >
        {/* Named by aria-label, not by hidden text: one element fewer in every page's shell. */}
        <summary
          className="icon-button site-menu__toggle"
          aria-controls={SHEET_ID}
          aria-label="Menu"
        >
          <span className="site-menu__icon" aria-hidden="true" />
        </summary>
      </details>
      {/* The click handler only closes the sheet after a link inside it was followed. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
      <div className="site-sheet" id={SHEET_ID} ref={sheetRef} onClick={onSheetClick}>
        <nav className="site-nav" aria-label="Main">
          {/* Arrow-key shortcuts between the bar's items; each item is a real link or summary. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <ul className="site-nav__list" ref={listRef} onKeyDown={onBarKeyDown}>
            {navigation.megaMenus.map((menu) => (
              <li key={menu.id} className="site-nav__item" onBlur={(e) => onItemBlur(e, menu.id)}>
                <details
                  className="mega"
                  name="site-mega-menu"
                  open={openId === menu.id}
                  onToggle={(event) => {
                    if (toggled(event)) setOpenId(menu.id);
                    else setOpenId((current) => (current === menu.id ? null : current));
                  }}
                >
                  <summary
                    id={megaTriggerId(menu.id)}
                    className="site-nav__target site-nav__trigger"
                    onKeyDown={(event) => onTriggerKeyDown(event, menu.id)}
                  >
                    {menu.label}
                  </summary>
                  <MegaPanel menu={menu} onNavigate={() => setOpenId(null)} />
                </details>
              </li>
            ))}
            {navigation.headerLinks.map((link) => (
              <li key={navLabel(link)} className="site-nav__item">
                <NavItemLink link={link} className="site-nav__target site-nav__link" inMenu />
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__cta">
          <Link className="button button--ghost site-header__contact" to="/enhanced-contact">
            Contact Us
          </Link>
          <Link className="button button--primary site-header__demo" to="/contact">
            Schedule a Demo
          </Link>
        </div>
      </div>
    </>
  );
}
