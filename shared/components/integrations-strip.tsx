import { Link } from '../routing/link.tsx';
import type { IntegrationCategory } from '#content/schema/sections.ts';
import { platformBlocks } from '#content/sections/platform-blocks.ts';
import { Icon } from './icon.tsx';
import { Section } from './section.tsx';

interface IntegrationsStripProps {
  /** Section id, unique on the page (anchor and heading id). */
  readonly id?: string;
  readonly tone?: 'plain' | 'muted';
  /** Overrides of the site-wide copy, e.g. a page that lists its own categories. */
  readonly title?: string;
  readonly intro?: string;
  readonly groups?: readonly IntegrationCategory[];
  /** Hide the "all integrations" link (e.g. on the integrations page itself). */
  readonly hideLink?: boolean;
}

/** Site-wide block: the integration groups (CRM, calendars, help desk...) and a link to all. */
export function IntegrationsStrip({
  id = 'integrations',
  tone = 'muted',
  title,
  intro,
  groups,
  hideLink = false,
}: IntegrationsStripProps) {
  const defaults = platformBlocks.integrations;
  const items = groups ?? defaults.groups;
  return (
    <Section
      id={id}
      title={title ?? defaults.title}
      intro={intro ?? defaults.intro}
      tone={tone}
      className="integrations-strip"
    >
      <ul className="integrations-strip__groups">
        {items.map((group) => (
          <li key={group.id} className="integrations-strip__group">
            <h3 className="integrations-strip__name">
              <span className="icon-tile integrations-strip__icon">
                <Icon name={group.icon} size={18} />
              </span>
              {group.name}
            </h3>
            <p className="integrations-strip__text">{group.text}</p>
            <ul className="integrations-strip__tools" aria-label={`${group.name} integrations`}>
              {group.tools.map((tool) => (
                <li key={tool} className="integrations-strip__tool">
                  {tool}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {hideLink ? null : (
        <p className="integrations-strip__more">
          <Link to={defaults.link.href} className="button button--secondary">
            {defaults.link.label}
            <Icon name="arrow-right" size={18} />
          </Link>
        </p>
      )}
    </Section>
  );
}
