import type { MouseEvent } from 'react';
import { Link } from '../../routing/link.tsx';
import { webinarCategories } from '#content/resources/resource-options.ts';
import { webinars } from '#content/resources/webinars.ts';
import { NewsletterForm } from '../../forms/newsletter/newsletter-form.tsx';
import { useFormPostAnswer } from '../../forms/sending/use-form-post-answer.ts';
import { NEWSLETTER_SENT, newsletterAction } from '../forms/newsletter-action.ts';
import { featuredOnly, filterWebinars } from './resource-filters.ts';
import { CardListSection } from './card-list.tsx';
import { defineFilters } from './filter-config.ts';
import type { QueryParamOf } from '../../routing/route-manifest.ts';
import { FilteredListSection } from './filtered-list-section.tsx';
import { ResourceCta } from './resource-cta.tsx';
import { ResourceHero } from './resource-hero.tsx';
import { optionsOf } from './resource-labels.ts';
import { filtersToSearch, useUrlFilters } from './use-url-filters.ts';
import { ResourceCard } from './resource-card.tsx';
import { webinarCard } from './webinar-card.tsx';
import type { PageHandle } from '../../routing/page-module.ts';
import { useRouteQuery } from '../../routing/route-query.ts';

const config = defineFilters<QueryParamOf<'webinars'>>({
  idPrefix: 'webinars-filter',
  label: 'Filter webinars',
  fields: [
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
  ],
});

const featured = featuredOnly(webinars);
const upcomingCount = webinars.filter((webinar) => webinar.upcoming).length;
const LIST_ID = 'all-webinars';

export const handle: PageHandle = {
  title: 'Webinars',
  description:
    'Live and on-demand webinars on AI agents for sales, marketing, healthcare, e-commerce, real estate and customer service.',
};

/** The newsletter box posts back here, so a visitor without JavaScript reads the result in place. */
export const action = newsletterAction('webinar-signup', 'webinars', '#newsletter');

export function Component() {
  const filters = useUrlFilters(config.defaults, config.delayed);
  const newsletterResult = useFormPostAnswer('webinars', NEWSLETTER_SENT);
  const { search: listedSearch } = useRouteQuery('webinars');
  const { values, setFilter } = filters;
  const list = filterWebinars(webinars, {
    search: values.q,
    category: values.category,
    upcomingOnly: values.upcoming === '1',
  });

  // Without JavaScript this is a link to the filtered list; with it, the filter turns on in place.
  const upcomingHref = `${filtersToSearch({ ...values, upcoming: '1' }, config.defaults)}#${LIST_ID}`;
  function showUpcoming(event: MouseEvent) {
    event.preventDefault();
    setFilter('upcoming', '1');
    document.getElementById(LIST_ID)?.scrollIntoView({ block: 'start' });
  }

  return (
    <>
      <ResourceHero
        meta={handle}
        eyebrow="Learn live"
        actions={
          <Link
            to={upcomingHref}
            className="button button--primary"
            preventScrollReset
            onClick={showUpcoming}
          >
            View Upcoming Webinars
          </Link>
        }
        links={[{ href: '#newsletter', label: 'Get Webinar Alerts' }]}
      >
        <p className="rs-hero-note">
          {upcomingCount} live sessions scheduled · {webinars.length - upcomingCount} recordings on
          demand · every session 45 to 60 minutes
        </p>
      </ResourceHero>

      <CardListSection
        id="featured-webinars"
        title="Featured Webinars"
        intro="Our most requested sessions, live and on demand."
        layout="rs-featured"
        items={featured}
        renderItem={(webinar) => <ResourceCard card={webinarCard(webinar)} featured />}
      />

      <FilteredListSection
        id={LIST_ID}
        tone="muted"
        title="All Webinars"
        intro="Search by title, description or presenter, pick a topic, or show upcoming sessions only."
        config={config}
        filters={filters}
        items={list}
        total={webinars.length}
        noun="webinars"
        empty={{
          title: 'No webinars found',
          text: "Try adjusting your search or filters to find what you're looking for.",
        }}
        renderItem={(webinar) => (
          <ResourceCard card={webinarCard(webinar)} anchorId={`webinar-${webinar.id}`} />
        )}
      />

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
              action={`/webinars${listedSearch}#newsletter`}
              serverResult={newsletterResult}
              title="Never Miss a Webinar"
              description="Get an email when we schedule a new session, plus the recording of every webinar you missed."
            />
          </div>
        </div>
      </section>

      <ResourceCta page="webinars" />
    </>
  );
}
