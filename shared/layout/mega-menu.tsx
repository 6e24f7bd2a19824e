import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { MegaMenu } from '#content/schema/navigation.ts';
import { Icon } from '../components/icon.tsx';
import { pathOf } from '../route-manifest.ts';
import { NavItemLink, navLabel } from './nav-item-link.tsx';

// Bar heights of the decorative voice wave in the promoted card.
const WAVE = [
  10, 18, 28, 16, 34, 22, 40, 26, 14, 30, 44, 24, 36, 18, 28, 40, 20, 32, 12, 24, 16, 8,
];

function VoiceWave() {
  return (
    <svg className="mega__wave" viewBox="0 0 176 48" aria-hidden="true" focusable="false">
      {WAVE.map((height, index) => (
        <rect
          key={index}
          x={index * 8 + 2}
          y={(48 - height) / 2}
          width="4"
          height={height}
          rx="2"
        />
      ))}
    </svg>
  );
}

/** The links of an open panel, in reading order (arrow keys move through them). */
export function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
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
  readonly id: string;
  readonly hidden?: boolean;
  /** Called when a link inside is followed, so the panel closes even without a route change. */
  readonly onNavigate?: () => void;
}

/** The panel of one mega menu: link groups with descriptions and a promoted card. */
export function MegaPanel({ menu, id, hidden, onNavigate }: MegaPanelProps) {
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a')) onNavigate?.();
  }
  return (
    // The key and click handlers only add shortcuts; every control inside is a link.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="mega__panel"
      id={id}
      hidden={hidden}
      onKeyDown={onPanelKeyDown}
      onClick={onClick}
    >
      <div className="mega__groups">
        {menu.groups.map((group, groupIndex) => {
          const titleId = `${id}-group-${groupIndex}`;
          return (
            <div className="mega__group" key={group.title}>
              <p className="mega__group-title" id={titleId}>
                {group.title}
              </p>
              <ul className="mega__list" aria-labelledby={titleId}>
                {group.items.map((item) => (
                  <li key={navLabel(item)}>
                    <NavItemLink link={item} className="mega__link">
                      <span className="mega__icon" aria-hidden="true">
                        <Icon name={item.icon} size={18} />
                      </span>
                      <span className="mega__text">
                        <span className="mega__label">{navLabel(item)}</span>
                        <span className="mega__description">{item.description}</span>
                      </span>
                    </NavItemLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <div className="mega__highlight">
        <p className="mega__eyebrow">{menu.highlight.eyebrow}</p>
        <p className="mega__highlight-title">{menu.highlight.title}</p>
        <p className="mega__highlight-text">{menu.highlight.text}</p>
        <VoiceWave />
        <Link className="mega__highlight-link" to={pathOf(menu.highlight.route)}>
          {menu.highlight.cta}
          <Icon name="arrow-right" size={16} />
        </Link>
      </div>
    </div>
  );
}
