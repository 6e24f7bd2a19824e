import { affiliate } from '#content/partners/affiliate.ts';
import type { Stat } from '#content/schema/sections.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Section } from '../../components/section.tsx';
import { Steps } from '../../components/steps.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'Affiliate Program',
  description:
    'Earn a 25% lifetime commission on recurring payments for every business you refer to our AI voice and chat agents.',
};

export function Component() {
  const { hero, facts, benefits, steps, terms, faqs, cta } = affiliate;
  return (
    <>
      <ContentHero hero={hero} aside={<CommissionCard facts={facts} />} />
      <Section id="benefits" title={benefits.title} intro={benefits.intro}>
        <FeatureGrid features={benefits.items} columns={4} />
      </Section>
      <Section id="how-it-works" tone="muted" title={steps.title} intro={steps.intro}>
        <Steps steps={steps.items} />
      </Section>
      <Section id="program-details" title={terms.title} intro={terms.intro}>
        <ul className="check-list program-terms">
          {terms.items.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </Section>
      <Section id="faq" tone="muted" title={faqs.title} intro={faqs.intro}>
        <FaqAccordion items={faqs.items} idPrefix="affiliate-faq" />
      </Section>
      <CtaBanner cta={cta} onPrimaryClick={() => trackConversionClick(cta.primary.label)} />
    </>
  );
}

/** The program's headline facts beside the hero: the commission large, the others below. */
function CommissionCard({ facts }: { facts: readonly Stat[] }) {
  const [lead, ...rest] = facts;
  if (!lead) return null;
  return (
    <dl className="commission-card">
      <div className="commission-card__lead">
        <dt className="commission-card__label">{lead.label}</dt>
        <dd className="commission-card__value">{lead.value}</dd>
      </div>
      {rest.map((fact) => (
        <div key={fact.label} className="commission-card__fact">
          <dt className="commission-card__label">{fact.label}</dt>
          <dd className="commission-card__small">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
