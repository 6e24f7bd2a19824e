import type { ReactNode } from 'react';
import { PageHero } from '../../components/page-hero.tsx';
import { routeEntry, type RouteId } from '../../route-manifest.ts';

interface ResourceHeroProps {
  /** The route whose manifest title and description become the h1 and intro. */
  readonly page: RouteId;
  readonly eyebrow: string;
  /** Jumps to bands of the page; the first is the primary button unless `actions` lead. */
  readonly links?: readonly { readonly href: string; readonly label: string }[];
  /** Buttons that need more than a plain anchor, shown before `links`. */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

/** The first block of a resource page: the manifest's title and intro plus in-page buttons. */
export function ResourceHero({ page, eyebrow, links = [], actions, children }: ResourceHeroProps) {
  const entry = routeEntry(page);
  const buttons =
    actions || links.length > 0 ? (
      <>
        {actions}
        {links.map((link, index) => (
          <a
            key={link.href}
            className={`button ${index === 0 && !actions ? 'button--primary' : 'button--secondary'}`}
            href={link.href}
          >
            {link.label}
          </a>
        ))}
      </>
    ) : undefined;
  return (
    <PageHero eyebrow={eyebrow} title={entry.title} intro={entry.description} actions={buttons}>
      {children}
    </PageHero>
  );
}
