import type { ReactNode } from 'react';
import { HydrationSlice } from '../layout/hydration-slice.tsx';

interface SectionProps {
  readonly id?: string;
  readonly title?: ReactNode;
  readonly intro?: ReactNode;
  readonly eyebrow?: string;
  /** `muted` gives the section a tinted background to separate it from its neighbours. */
  readonly tone?: 'plain' | 'muted' | 'brand';
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A titled band of a page. Every page section uses it so spacing and headings stay consistent.
 * Its content hydrates as a slice of its own.
 */
export function Section({
  id,
  title,
  intro,
  eyebrow,
  tone = 'plain',
  className,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  const classes = ['section', `section--${tone}`, className].filter(Boolean).join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {title ? (
          <header className="section__header">
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <h2 id={headingId} className="section__title">
              {title}
            </h2>
            {intro ? <p className="section__intro">{intro}</p> : null}
          </header>
        ) : null}
        <HydrationSlice>{children}</HydrationSlice>
      </div>
    </section>
  );
}
