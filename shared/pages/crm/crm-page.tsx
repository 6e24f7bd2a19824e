import { crm } from '#content/crm/crm.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { PlatformStats } from '../../components/platform-stats.tsx';
import { Section } from '../../components/section.tsx';
import { TrialBand } from '../../components/trial-band.tsx';
import type { PageHandle } from '../../routing/page-module.ts';
import { pathOf } from '../../routing/route-manifest.ts';
import { absoluteUrl } from '../../seo/absolute-url.ts';
import { crmJsonLd } from './crm-json-ld.ts';

export const handle: PageHandle = {
  title: 'All-in-One Marketing CRM',
  description:
    'The all-in-one marketing platform: CRM, pipelines, funnels, email and SMS, scheduling and reporting with AI agents built in.',
  head: ({ siteUrl }) => ({
    jsonLd: [
      crmJsonLd({
        name: handle.title,
        description: handle.description,
        offer: crm.offer,
        url: absoluteUrl(siteUrl, pathOf('crm')),
      }),
    ],
  }),
};

export function Component() {
  const { hero, headline, more, cta } = crm;
  return (
    <>
      <ContentHero hero={hero} />
      <PlatformStats id="stats" />
      <Section id="features" title={headline.title} intro={headline.intro}>
        <FeatureGrid features={headline.items} />
      </Section>
      <Section id="more-features" tone="muted" title={more.title} intro={more.intro}>
        <FeatureGrid features={more.items} />
      </Section>
      <TrialBand />
      <CtaBanner cta={cta} onPrimaryClick={() => trackConversionClick(cta.primary.label)} />
    </>
  );
}
