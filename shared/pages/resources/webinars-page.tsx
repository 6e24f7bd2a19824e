import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { webinarCategories } from '#content/resource-options.ts';
import { webinars } from '#content/webinars.ts';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { NewsletterForm } from '../../forms/newsletter-form.tsx';
import { routeEntry } from '../../route-manifest.ts';
import { featuredOnly, filterWebinars } from '../../state/resource-filters.ts';
import { EmptyState } from './empty-state.tsx';
import { FilterBar, type FilterField } from './filter-bar.tsx';
import { countText, optionsOf } from './resource-labels.ts';
import { filtersToSearch, useUrlFilters } from './use-url-filters.ts';
import { WebinarCard } from './webinar-card.tsx';

const entry = routeEntry('webinars');

type Key = 'q' | 'category' | 'upcoming';
const defaults = { q: '', category: 'all', upcoming: '' } as const satisfies Record<Key, string>;
const delayed: readonly Key[] = ['q'];
const fields: readonly FilterField<Key>[] = [
  {
    kind: 'search',
    name: 'q',
    label: 'Search webinars',
    placeholder: 'Title, topic or presenter',
  },
  {
    kind: 'select',
    name: 'category',
    label: 'Category',
    options: optionsOf(webinarCategories, 'All Categories'),
  },
  { kind: 'checkbox', name: 'upcoming', label: 'Upcoming Only' },
];

const featured = featuredOnly(webinars);
const upcomingCount = webinars.filter((webinar) => webinar.upcoming).length;
const LIST_ID = 'all-webinars';

export function Component() {
  const { values, setFilter, flush, clear, active } = useUrlFilters(defaults, delayed);
  const list = filterWebinars(webinars, {
    search: values.q,
    category: values.category,
    upcomingOnly: values.upcoming === '1',
  });

  // Without JavaScript this is a link to the filtered list; with it, the filter turns on in place.
  const upcomingHref = `${filtersToSearch({ ...values, upcoming: '1' }, defaults)}#${LIST_ID}`;
  function showUpcoming(event: MouseEvent) {
    event.preventDefault();
    setFilter('upcoming', '1');
    document.getElementById(LIST_ID)?.scrollIntoView({ block: 'start' });
  }

  return (
    <>
      <PageHero
        eyebrow="Learn live"
        title={entry.title}
        intro={entry.description}
        actions={
          <>
            <Link
              to={upcomingHref}
              className="button button--primary"
              preventScrollReset
              onClick={showUpcoming}
            >
              View Upcoming Webinars
            </Link>
            <a className="button button--secondary" href="#newsletter">
              Get Webinar Alerts
            </a>
          </>
        }
      >
        <p className="rs-hero-note">
          {upcomingCount} live sessions scheduled · {webinars.length - upcomingCount} recordings on
          demand · every session 45 to 60 minutes
        </p>
      </PageHero>

      <Section
        id="featured-webinars"
        title="Featured Webinars"
        intro="Our most requested sessions, live and on demand."
      >
        <ul className="grid rs-featured rs-list">
          {featured.map((webinar) => (
            <li key={webinar.id}>
              <WebinarCard webinar={webinar} featured />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id={LIST_ID}
        tone="muted"
        title="All Webinars"
        intro="Search by title, description or presenter, pick a topic, or show upcoming sessions only."
      >
        <FilterBar
          idPrefix="webinars-filter"
          label="Filter webinars"
          fields={fields}
          values={values}
          onChange={setFilter}
          onSubmit={flush}
          onClear={clear}
          active={active}
          status={countText(list.length, webinars.length, 'webinars')}
        />
        {list.length > 0 ? (
          <ul className="grid grid--3 rs-list">
            {list.map((webinar) => (
              <li key={webinar.id}>
                <WebinarCard webinar={webinar} anchorId={`webinar-${webinar.id}`} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No webinars found"
            text="Try adjusting your search or filters to find what you're looking for."
            onClear={clear}
          />
        )}
      </Section>

      <section
        id="newsletter"
        className="section rs-newsletter"
        aria-labelledby="webinars-newsletter-title"
      >
        <div className="container">
          <div className="rs-newsletter__panel">
            <NewsletterForm
              variant="banner"
              idPrefix="webinars-newsletter"
              title="Never Miss a Webinar"
              description="Get an email when we schedule a new session, plus the recording of every webinar you missed."
            />
          </div>
        </div>
      </section>

      <CtaBanner
        id="webinars-cta"
        cta={{
          title: 'Want a Session for Your Team?',
          text: 'We run private walkthroughs for teams and co-host webinars with our partners. Tell us what you need.',
          primary: { label: 'Contact Us', href: '/contact' },
          secondary: { label: 'Become a Partner', href: '/partners' },
        }}
      />
    </>
  );
}
