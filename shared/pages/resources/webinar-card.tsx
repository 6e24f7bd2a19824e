import { Link } from '../../routing/link.tsx';
import type { Webinar } from '#content/schema/resources.ts';
import { Icon } from '../../components/icon.tsx';
import { Image } from '../../components/image.tsx';
import { formatDate, optionLabel, resourceCardClass } from './resource-labels.ts';

interface WebinarCardProps {
  readonly webinar: Webinar;
  /** Featured cards also list the agenda. */
  readonly featured?: boolean;
  /** Element id, so a webinar can be linked to (#webinar-<id>). */
  readonly anchorId?: string;
}

/**
 * One webinar. The watch links have only a placeholder address; there is no video host,
 * so the action leads to /contact, where the team registers visitors for a live session or
 * sends the recording: "Reserve Your Seat" for upcoming webinars, "Request Recording" otherwise.
 */
export function WebinarCard({ webinar, featured = false, anchorId }: WebinarCardProps) {
  const classes = resourceCardClass(featured);
  const action = webinar.upcoming ? 'Reserve Your Seat' : 'Request Recording';
  return (
    <article id={anchorId} className={classes}>
      <Image
        src={webinar.thumbnailUrl}
        alt=""
        width={800}
        height={450}
        className="rs-card__media"
      />
      <div className="rs-card__body">
        <p className="rs-card__badges">
          <span className="badge">{optionLabel(webinar.category)}</span>
          {webinar.upcoming ? (
            <span className="badge badge--success">Upcoming</span>
          ) : (
            <span className="badge rs-badge--neutral">On Demand</span>
          )}
        </p>
        <h3 className="card__title">{webinar.title}</h3>
        <ul className="rs-meta">
          <li>
            <Icon name="calendar" size={16} />
            <span>
              <time dateTime={webinar.date}>{formatDate(webinar.date)}</time>
              {webinar.upcoming ? `, ${webinar.time}` : null}
            </span>
          </li>
          <li>
            <Icon name="clock" size={16} />
            {webinar.duration} minutes
          </li>
          <li>
            <Icon name="mic" size={16} />
            <span>
              {webinar.presenter}
              <span className="rs-meta__role">, {webinar.presenterRole}</span>
            </span>
          </li>
        </ul>
        <p className="card__text">{webinar.description}</p>
        {featured ? (
          <>
            <p className="rs-card__subtitle">What you’ll learn</p>
            <ul className="check-list rs-card__list">
              {webinar.agenda.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="rs-card__actions">
          <Link
            to="/contact"
            className="button button--primary button--small"
            aria-label={`${action}: ${webinar.title}`}
          >
            {action}
          </Link>
        </p>
      </div>
    </article>
  );
}
