import { Link } from '../../routing/link.tsx';
import { community as content } from '#content/community/community.ts';
import type { CommunityEvent } from '#content/schema/community.ts';
import { ContentHero } from '../../components/content-hero.tsx';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Icon, type IconName } from '../../components/icon.tsx';
import { Section } from '../../components/section.tsx';
import { Testimonials } from '../../components/testimonials.tsx';
import type { PageHandle } from '../../routing/page-module.ts';
import { formatCount } from '../../format/numbers.ts';

const eventIcons: Record<CommunityEvent['type'], IconName> = {
  Webinar: 'video',
  'In-Person': 'users',
  Virtual: 'globe',
};

// A fixed locale so server and browser print the same digits (no hydration mismatch).

export const handle: PageHandle = {
  title: 'Community',
  description:
    'Join the community: events, discussions, resources and guidelines for people building with AI agents.',
};

export function Component() {
  const { hero, sections } = content;
  return (
    <>
      <ContentHero
        hero={{
          ...hero,
          image: hero.illustration,
          primary: { label: 'Join the Community', href: content.cta.primary.href },
          secondary: { label: 'Upcoming Events', href: '/community#events' },
        }}
      />

      <Section id="features" title={sections.features.title} intro={sections.features.intro}>
        <FeatureGrid features={content.features} columns={4} />
      </Section>

      <Section id="events" tone="muted" title={sections.events.title} intro={sections.events.intro}>
        <ul className="grid grid--3 sol-events">
          {content.events.map((event) => (
            <li key={event.id} className="card sol-event">
              <p className={`badge sol-event__type sol-event__type--${event.type.toLowerCase()}`}>
                <Icon name={eventIcons[event.type]} size={16} />
                {event.type}
              </p>
              <h3 className="card__title">{event.title}</h3>
              <p className="sol-event__meta sol-event__meta--strong">
                <Icon name="calendar" size={16} />
                <time dateTime={event.isoDate}>{event.date}</time>
              </p>
              <p className="sol-event__meta sol-event__meta--strong">
                <Icon name="clock" size={16} />
                <span>{event.time}</span>
              </p>
              <p className="card__text">{event.description}</p>
              <p className="sol-event__meta">
                <Icon name="mic" size={16} />
                <span>
                  <span className="visually-hidden">Presenter: </span>
                  {event.presenter}
                </span>
              </p>
              <Link to={event.link.href} className="card__link">
                {event.link.label}
                <span className="visually-hidden">: {event.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="discussions"
        title={sections.discussions.title}
        intro={sections.discussions.intro}
      >
        <ul className="sol-discussions">
          {content.discussions.map((discussion) => (
            <li key={discussion.id} className="sol-discussion">
              <div className="sol-discussion__main">
                <span className="badge">{discussion.category}</span>
                <h3 className="sol-discussion__title">{discussion.title}</h3>
              </div>
              <dl className="sol-discussion__meta">
                <div>
                  <dt>Replies</dt>
                  <dd>{formatCount(discussion.replies)}</dd>
                </div>
                <div>
                  <dt>Views</dt>
                  <dd>{formatCount(discussion.views)}</dd>
                </div>
                <div>
                  <dt>Last activity</dt>
                  <dd>{discussion.lastActivity}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <p className="sol-center">
          <Link className="button button--secondary" to="/contact">
            Join the Discussion
          </Link>
        </p>
      </Section>

      <Section
        id="resources"
        tone="muted"
        title={sections.resources.title}
        intro={sections.resources.intro}
      >
        <FeatureGrid features={content.resources} columns={4} />
      </Section>

      <Section id="testimonials" title={sections.testimonials.title}>
        <Testimonials items={content.testimonials} />
      </Section>

      <Section
        id="guidelines"
        tone="muted"
        title={sections.guidelines.title}
        intro={sections.guidelines.intro}
      >
        <ol className="sol-guidelines">
          {content.guidelines.map((guideline) => (
            <li key={guideline.title} className="sol-guidelines__item">
              <h3 className="sol-guidelines__title">{guideline.title}</h3>
              <p className="sol-guidelines__text">{guideline.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBanner id="join" cta={content.cta} />
    </>
  );
}
