import { Fragment, type KeyboardEvent, type MouseEvent } from 'react';
import type { MegaMenu } from '#content/schema/navigation.ts';
import { NavItemLink, navLabel } from './nav-item-link.tsx';

export const megaPanelId = (menuId: string) => `mega-${menuId}`;
export const megaTriggerId = (menuId: string) => `mega-${menuId}-trigger`;

/** The links of an open panel, in reading order (arrow keys move through them). */
export function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
}

/** A drop-down over the page (wide header), as opposed to an accordion in the narrow sheet. */
export function isPopover(panel: HTMLElement | null): boolean {
  return panel !== null && getComputedStyle(panel).position === 'absolute';
}

/** Up/Down move through the panel's links (wrapping), Home/End jump to the ends. */
export function onPanelKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const links = panelLinks(event.currentTarget);
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  let next: number | null = null;
  if (event.key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % links.length;
  else if (event.key === 'ArrowUp') next = index <= 0 ? links.length - 1 : index - 1;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = links.length - 1;
  if (next === null || links.length === 0) return;
  event.preventDefault();
  links[next]?.focus();
}

interface MegaPanelProps {
  readonly menu: MegaMenu;
  /** Called when a link inside is followed, so the panel closes even without a route change. */
  readonly onNavigate: () => void;
}

/**
 * The panel of one menu: a titled list of links per group. Titles and lists are direct
 * children of the panel (a column per group in the wide grid), which keeps the markup small.
 */
export function MegaPanel({ menu, onNavigate }: MegaPanelProps) {
  const id = megaPanelId(menu.id);
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a')) onNavigate();
  }
  return (
    // The key and click handlers only add shortcuts; every control inside is a link.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="mega__panel" id={id} onKeyDown={onPanelKeyDown} onClick={onClick}>
      {menu.groups.map((group, groupIndex) => {
        const titleId = `${id}-group-${groupIndex}`;
        return (
          <Fragment key={group.title}>
            <p className="mega__group-title" id={titleId}>
              {group.title}
            </p>
            <ul className="mega__list" aria-labelledby={titleId}>
              {group.items.map((item) => (
                <li key={navLabel(item)}>
                  <NavItemLink link={item} className="mega__link" inMenu />
                </li>
              ))}
            </ul>
          </Fragment>
        );
      })}
    </div>
  );
}
