import type { ReactNode } from 'react';
import { HydrationSlice } from '../layout/hydration-slice.tsx';

interface PageHeroProps {
  readonly title: ReactNode;
  readonly intro: ReactNode;
  /** Small label above the title. */
  readonly eyebrow?: string;
  /** Buttons or links under the intro. */
  readonly actions?: ReactNode;
  /** Content beside the text on wide screens (an illustration, a form). */
  readonly aside?: ReactNode;
  readonly children?: ReactNode;
}

/** The first block of every page: its one `h1` and the intro sentence; hydrates as a slice. */
export function PageHero({ title, intro, eyebrow, actions, aside, children }: PageHeroProps) {
  return (
    <section className={aside ? 'page-hero page-hero--split' : 'page-hero'}>
      <HydrationSlice>
        <div className="container page-hero__inner">
          <div className="page-hero__text">
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <h1 className="page-hero__title">{title}</h1>
            <p className="page-hero__intro">{intro}</p>
            {actions ? <div className="page-hero__actions">{actions}</div> : null}
            {children}
          </div>
          {aside ? <div className="page-hero__aside">{aside}</div> : null}
        </div>
      </HydrationSlice>
    </section>
  );
}
