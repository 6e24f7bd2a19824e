import { featuredIntegrations } from '#content/marketing/integration-logos.ts';
import type { IntegrationLogo } from '#content/schema/marketing-pages.ts';
import { Image } from './image.tsx';
import { Section } from './section.tsx';
import { SmartLink } from './smart-link.tsx';

interface IntegrationsStripProps {
  /** Anchor id, unique on the page. */
  readonly id?: string;
  readonly title?: string;
  readonly intro?: string;
  /** Logos to show; two of each integration group by default. */
  readonly logos?: readonly IntegrationLogo[];
  readonly tone?: 'plain' | 'muted';
}

/** A row of integration wordmarks with a link to the integrations page. Used on many pages. */
export function IntegrationsStrip({
  id = 'integrations',
  title = 'Works with the tools you already use',
  intro = 'Connect your CRM, calendar, help desk and analytics in a few clicks: no code, no migration.',
  logos = featuredIntegrations,
  tone = 'muted',
}: IntegrationsStripProps) {
  return (
    <Section id={id} title={title} intro={intro} tone={tone} className="integrations-strip">
      <ul className="integrations-strip__logos">
        {logos.map((logo) => (
          <li key={logo.name} className="integrations-strip__tile">
            <Image
              src={logo.logo}
              alt={logo.name}
              width={200}
              height={36}
              className="integrations-strip__logo"
            />
          </li>
        ))}
      </ul>
      <p className="integrations-strip__more">
        <SmartLink className="button button--ghost" href="/features/integrations">
          See all integrations
        </SmartLink>
      </p>
    </Section>
  );
}
