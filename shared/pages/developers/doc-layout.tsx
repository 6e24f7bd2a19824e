import type { ReactNode } from 'react';

export interface TocItem {
  readonly id: string;
  readonly label: string;
}

/**
 * Documentation layout: an "On this page" list of anchors beside the content (sticky on wide
 * screens, above it on phones). Plain fragment links: the browser scrolls without a navigation.
 */
export function DocLayout({ toc, children }: { toc: readonly TocItem[]; children: ReactNode }) {
  return (
    <div className="section">
      <div className="container sol-docs">
        <nav className="sol-docs__toc" aria-label="On this page">
          <p className="sol-docs__toc-title">On this page</p>
          <ul>
            {toc.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sol-docs__body">{children}</div>
      </div>
    </div>
  );
}

interface DocSectionProps {
  readonly id: string;
  readonly title: string;
  readonly intro?: string;
  readonly children?: ReactNode;
}

/** One titled part of a documentation page; its id is the anchor other pages link to. */
export function DocSection({ id, title, intro, children }: DocSectionProps) {
  return (
    <section id={id} className="sol-doc-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sol-doc-section__title">
        {title}
      </h2>
      {intro ? <p className="sol-doc-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
