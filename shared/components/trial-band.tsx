import { trialOffer } from '#content/sections/trial-offer.ts';
import { trackConversionClick } from '../analytics/events.ts';
import { Icon } from './icon.tsx';
import { SmartLink } from './smart-link.tsx';

interface TrialBandProps {
  /** Anchor id, unique on the page; its heading id is derived from it. */
  readonly id?: string;
  /** Override the offer's heading or sentence for one page; the facts stay the same. */
  readonly title?: string;
  readonly text?: string;
}

/**
 * The site-wide free-trial band: 14 days, no credit card, cancel anytime, with Start Free Trial
 * (→ /onboarding) and Schedule a Demo. A compact card, unlike the page's closing CtaBanner.
 */
export function TrialBand({ id = 'free-trial', title, text }: TrialBandProps) {
  const headingId = `${id}-title`;
  const offer = trialOffer;
  return (
    <section id={id} className="trial-band" aria-labelledby={headingId}>
      <div className="container">
        <div className="trial-band__card">
          <div className="trial-band__text">
            <h2 id={headingId} className="trial-band__title">
              {title ?? offer.title}
            </h2>
            <p className="trial-band__intro">{text ?? offer.text}</p>
            <ul className="trial-band__points">
              {offer.points.map((point) => (
                <li key={point}>
                  <Icon name="check-circle" size={18} />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="trial-band__actions">
            <SmartLink
              className="button button--primary button--large"
              href={offer.primary.href}
              // A call-to-action click logs a conversion event, then navigates.
              onClick={() => trackConversionClick(offer.primary.label)}
            >
              {offer.primary.label}
            </SmartLink>
            {offer.secondary ? (
              <SmartLink
                className="button button--secondary button--large"
                href={offer.secondary.href}
              >
                {offer.secondary.label}
              </SmartLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
