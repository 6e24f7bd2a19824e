import type { Tier } from '#content/schema/sections.ts';
import { SmartLink } from './smart-link.tsx';

/** Plan or package cards with price, features and a button; one may be highlighted. */
export function PricingTiers({ tiers }: { tiers: readonly Tier[] }) {
  return (
    <ul className="grid grid--3 tiers">
      {tiers.map((tier) => (
        <li key={tier.id} className={tier.highlight ? 'card tier tier--highlight' : 'card tier'}>
          {tier.highlight ? (
            <p className="badge badge--solid tier__ribbon">{tier.highlight}</p>
          ) : null}
          <h3 className="tier__name">{tier.name}</h3>
          <p className="tier__description">{tier.description}</p>
          <p className="tier__price">
            <span className="tier__amount">{tier.price}</span>
            {tier.priceNote ? <span className="tier__note">{tier.priceNote}</span> : null}
          </p>
          <ul className="check-list tier__features">
            {tier.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <SmartLink
            className={
              tier.highlight
                ? 'button button--primary button--block'
                : 'button button--secondary button--block'
            }
            href={tier.cta.href}
          >
            {tier.cta.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
