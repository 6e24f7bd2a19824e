import type { ReactNode } from 'react';
import { Link } from '../../routing/link.tsx';
import { Icon, type IconName } from '../../components/icon.tsx';
import { Image } from '../../components/image.tsx';
import { resourceCardClass } from './resource-labels.ts';

/** A badge above the title: its words and the modifier classes after `badge`. */
export interface ResourceBadge {
  readonly label: string;
  readonly className?: string;
}

/** A line of the meta list under the title: an icon and its text. */
export interface ResourceMeta {
  readonly icon: IconName;
  readonly text: ReactNode;
}

/** The list that featured cards add under the description (steps, an agenda). */
export interface ResourceDetails {
  readonly items: readonly string[];
  /** A numbered list (steps) rather than a checked one. */
  readonly ordered: boolean;
  readonly heading?: string;
}

export interface ResourceCardData {
  readonly title: string;
  readonly description: string;
  readonly thumbnailUrl: string;
  readonly badges: readonly ResourceBadge[];
  readonly meta: readonly ResourceMeta[];
  readonly details: ResourceDetails;
  /** The one action; its accessible name is "label: title". */
  readonly action: { readonly label: string; readonly to: string };
}

interface ResourceCardProps {
  readonly card: ResourceCardData;
  /** Featured cards also show the details list, in the wider layout. */
  readonly featured?: boolean;
  /** Element id, so a card can be linked to (#webinar-<id>, #tutorial-<id>). */
  readonly anchorId?: string;
}

function DetailsList({ details }: { readonly details: ResourceDetails }) {
  const List = details.ordered ? 'ol' : 'ul';
  return (
    <>
      {details.heading ? <p className="rs-card__subtitle">{details.heading}</p> : null}
      <List className={details.ordered ? 'rs-steps' : 'check-list rs-card__list'}>
        {details.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </>
  );
}

/** One tutorial or webinar: picture, badges, title, meta lines, text and an action. */
export function ResourceCard({ card, featured = false, anchorId }: ResourceCardProps) {
  const { details, action } = card;
  return (
    <article id={anchorId} className={resourceCardClass(featured)}>
      <Image src={card.thumbnailUrl} alt="" width={800} height={450} className="rs-card__media" />
      <div className="rs-card__body">
        <p className="rs-card__badges">
          {card.badges.map((badge) => (
            <span
              key={badge.label}
              className={badge.className ? `badge ${badge.className}` : 'badge'}
            >
              {badge.label}
            </span>
          ))}
        </p>
        <h3 className="card__title">{card.title}</h3>
        <ul className="rs-meta">
          {card.meta.map((line) => (
            <li key={line.icon}>
              <Icon name={line.icon} size={16} />
              {line.text}
            </li>
          ))}
        </ul>
        <p className="card__text">{card.description}</p>
        {featured ? <DetailsList details={details} /> : null}
        <p className="rs-card__actions">
          <Link
            to={action.to}
            className="button button--primary button--small"
            aria-label={`${action.label}: ${card.title}`}
          >
            {action.label}
          </Link>
        </p>
      </div>
    </article>
  );
}
