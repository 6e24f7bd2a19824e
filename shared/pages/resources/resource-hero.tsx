import type { ReactNode } from 'react';
import { PageHero } from '../../components/page-hero.tsx';
import type { RouteMeta } from '../../routing/page-module.ts';

interface ResourceHeroProps {
  /** The page's title and description, which become the h1 and intro. */
  readonly meta: RouteMeta;
  readonly eyebrow: string;
  /** Jumps to bands of the page; the first is the primary button unless `actions` lead. */
  readonly links?: readonly { readonly href: string; readonly label: string }[];
  /** Buttons that need more than a plain anchor, shown before `links`. */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

/** The first block of a resource page: the page's title and intro plus in-page buttons. */
export function ResourceHero({ meta, eyebrow, links = [], actions, children }: ResourceHeroProps) {
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
    <PageHero eyebrow={eyebrow} title={meta.title} intro={meta.description} actions={buttons}>
      {children}
    </PageHero>
  );
}
