import { Link } from '../../routing/link.tsx';
import { createAgentRequest } from '#content/developers/code-samples.ts';
import { developers as content } from '#content/developers/developers.ts';
import type { ReferenceLink } from '#content/schema/developers.ts';
import { trackConversionClick } from '../../analytics/events.ts';
import { CodeBlock } from '../../components/code-block.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Icon } from '../../components/icon.tsx';
import { Section } from '../../components/section.tsx';
import { Steps } from '../../components/steps.tsx';
import { CodeTabs } from './code-tabs.tsx';
import { DeveloperHero } from './developer-hero.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

function ReferenceList({ title, links }: { title: string; links: readonly ReferenceLink[] }) {
  return (
    <div className="card sol-reference">
      <h3 className="card__title">{title}</h3>
      <ul className="sol-reference__list">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="sol-reference__link">
              <span className="sol-reference__label">{link.label}</span>
              <span className="sol-reference__text">{link.text}</span>
              <Icon name="chevron-right" size={18} className="sol-reference__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const handle: PageHandle = {
  title: 'Developers',
  description: 'APIs, SDKs, webhooks and code examples to build with our AI voice and chat agents.',
};

export function Component() {
  const { hero, sections } = content;
  return (
    <>
      <DeveloperHero
        hero={hero}
        primary={{ label: 'API Documentation', to: '/documentation', icon: 'book' }}
        secondary={{ label: 'Get API Key', to: '/onboarding', icon: 'key', conversion: true }}
        aside={
          <CodeBlock
            code={createAgentRequest.code}
            language={createAgentRequest.language}
            title={createAgentRequest.title}
          />
        }
      />

      <Section
        id="api-features"
        title={sections.apiFeatures.title}
        intro={sections.apiFeatures.intro}
      >
        <FeatureGrid features={content.apiFeatures} columns={3} />
      </Section>

      <Section id="sdks" tone="muted" title={sections.sdks.title} intro={sections.sdks.intro}>
        <ul className="sol-sdks">
          {content.sdks.map((sdk) => (
            <li key={sdk.id} className="card sol-sdk">
              <span className={`sol-sdk__logo sol-sdk__logo--${sdk.id}`} aria-hidden="true">
                {sdk.monogram}
              </span>
              <h3 className="sol-sdk__name">{sdk.name}</h3>
              <code className="sol-sdk__install">{sdk.install}</code>
              <Link to={`/documentation#sdk-${sdk.id}`} className="sol-sdk__link">
                View Docs<span className="visually-hidden"> for the {sdk.name} SDK</span>
                <Icon name="arrow-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="examples" title={sections.examples.title} intro={sections.examples.intro}>
        <CodeTabs samples={content.codeSamples} label="Integration examples" />
      </Section>

      <Section
        id="get-started"
        tone="muted"
        title={sections.start.title}
        intro={sections.start.intro}
      >
        <Steps steps={content.startSteps} />
        <p className="sol-center">
          <Link className="button button--primary" to="/quick-start">
            Follow the Quick Start Guide
          </Link>
        </p>
      </Section>

      <Section id="reference" title={sections.reference.title} intro={sections.reference.intro}>
        <div className="grid grid--2">
          <ReferenceList title="Endpoints" links={content.endpoints} />
          <ReferenceList title="Resources" links={content.resources} />
        </div>
      </Section>

      <Section
        id="support"
        tone="muted"
        title={sections.support.title}
        intro={sections.support.intro}
      >
        <FeatureGrid features={content.support} columns={3} />
      </Section>

      <CtaBanner
        id="contact"
        cta={content.cta}
        onPrimaryClick={() => trackConversionClick(content.cta.primary.label)}
      />
    </>
  );
}
