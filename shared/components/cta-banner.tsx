import type { Cta, Stat } from '#content/schema/sections.ts';
import { SmartLink } from './smart-link.tsx';
import { StatsBand } from './stats-band.tsx';

interface CtaBannerProps {
  readonly cta: Cta;
  /** Called before navigating, e.g. to log a conversion event. */
  readonly onPrimaryClick?: () => void;
  readonly id?: string;
  /** Figures shown under the buttons, e.g. a service's results. */
  readonly stats?: readonly Stat[];
}

/** The closing call to action of a page: a brand-coloured band with one or two buttons. */
export function CtaBanner({ cta, onPrimaryClick, id, stats }: CtaBannerProps) {
  const headingId = `${id ?? 'cta'}-title`;
  return (
    <section id={id} className="cta-banner" aria-labelledby={headingId}>
      <div className="container cta-banner__inner">
        <h2 id={headingId} className="cta-banner__title">
          {cta.title}
        </h2>
        <p className="cta-banner__text">{cta.text}</p>
        <div className="cta-banner__actions">
          <SmartLink
            className="button button--on-brand button--large"
            href={cta.primary.href}
            onClick={onPrimaryClick}
          >
            {cta.primary.label}
          </SmartLink>
          {cta.secondary ? (
            <SmartLink
              className="button button--outline-light button--large"
              href={cta.secondary.href}
            >
              {cta.secondary.label}
            </SmartLink>
          ) : null}
        </div>
        {stats ? (
          <div className="cta-banner__stats">
            <StatsBand stats={stats} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
