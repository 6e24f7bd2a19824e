import type { Webinar } from '#content/schema/resources.ts';
import type { ResourceCardData } from './resource-card.tsx';
import { formatLongDay } from '../../format/dates.ts';
import { optionLabel } from './resource-labels.ts';

/**
 * A webinar as a resource card. The watch links have only a placeholder address; there is no
 * video host, so the action leads to /contact, where the team registers visitors for a live
 * session or sends the recording: "Reserve Your Seat" for upcoming webinars, "Request
 * Recording" otherwise.
 */
export function webinarCard(webinar: Webinar): ResourceCardData {
  return {
    title: webinar.title,
    description: webinar.description,
    thumbnailUrl: webinar.thumbnailUrl,
    badges: [
      { label: optionLabel(webinar.category) },
      webinar.upcoming
        ? { label: 'Upcoming', className: 'badge--success' }
        : { label: 'On Demand', className: 'rs-badge--neutral' },
    ],
    meta: [
      {
        icon: 'calendar',
        text: (
          <span>
            <time dateTime={webinar.date}>{formatLongDay(webinar.date)}</time>
            {webinar.upcoming ? `, ${webinar.time}` : null}
          </span>
        ),
      },
      { icon: 'clock', text: <>{webinar.duration} minutes</> },
      {
        icon: 'mic',
        text: (
          <span>
            {webinar.presenter}
            <span className="rs-meta__role">, {webinar.presenterRole}</span>
          </span>
        ),
      },
    ],
    // Featured cards also list the agenda.
    details: { heading: 'What you’ll learn', items: webinar.agenda, ordered: false },
    action: { label: webinar.upcoming ? 'Reserve Your Seat' : 'Request Recording', to: '/contact' },
  };
}
