import { successStoryIndustries } from '#content/resource-options.ts';
import { successStories } from '#content/success-stories.ts';
import { trackConversionClick } from '../../analytics.ts';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { StatsBand } from '../../components/stats-band.tsx';
import { routeEntry } from '../../route-manifest.ts';
import { featuredOnly, filterSuccessStories } from '../../state/resource-filters.ts';
import { EmptyState } from './empty-state.tsx';
import { FilterBar, type FilterField } from './filter-bar.tsx';
import { countText, optionsOf } from './resource-labels.ts';
import { StoryCard } from './story-card.tsx';
import { useUrlFilters } from './use-url-filters.ts';

const entry = routeEntry('success-stories');

type Key = 'q' | 'industry';
const defaults = { q: '', industry: 'all' } as const satisfies Record<Key, string>;
const delayed: readonly Key[] = ['q'];
const fields: readonly FilterField<Key>[] = [
  {
    kind: 'search',
    name: 'q',
    label: 'Search stories',
    placeholder: 'Company, challenge or solution',
  },
  {
    kind: 'select',
    name: 'industry',
    label: 'Industry',
    options: optionsOf(successStoryIndustries, 'All Industries'),
  },
];

// Marketing figures as the other pages state them (SPEC §2: 1.3B+, 190M+, 19M+).
const stats = [
  { value: '2M+', label: 'Businesses on the platform' },
  { value: '1.3B+', label: 'Messages every month' },
  { value: '190M+', label: 'Leads every month' },
  { value: '19M+', label: 'Conversations every month' },
];

const featured = featuredOnly(successStories);

export function Component() {
  const { values, setFilter, flush, clear, active } = useUrlFilters(defaults, delayed);
  const stories = filterSuccessStories(successStories, {
    search: values.q,
    industry: values.industry,
  });

  return (
    <>
      <PageHero
        eyebrow="Customer results"
        title={entry.title}
        intro={entry.description}
        actions={
          <a className="button button--primary" href="#all-stories">
            Browse All Stories
          </a>
        }
      />

      <Section
        id="featured-stories"
        title="Featured Stories"
        intro="Three teams that put AI agents on their phones and chats, and what changed."
      >
        <ul className="grid grid--3 rs-list">
          {featured.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} featured />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="results" tone="muted" title="Results at Scale">
        <StatsBand stats={stats} />
      </Section>

      <Section
        id="all-stories"
        title="All Success Stories"
        intro="Search by company, challenge or solution, or narrow the list to your industry."
      >
        <FilterBar
          idPrefix="stories-filter"
          label="Filter success stories"
          fields={fields}
          values={values}
          onChange={setFilter}
          onSubmit={flush}
          onClear={clear}
          active={active}
          status={countText(stories.length, successStories.length, 'stories')}
        />
        {stories.length > 0 ? (
          <ul className="grid grid--3 rs-list">
            {stories.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No stories found"
            text="Try adjusting your search or filters to find what you're looking for."
            onClear={clear}
          />
        )}
      </Section>

      <CtaBanner
        id="success-stories-cta"
        onPrimaryClick={() => trackConversionClick('Success stories: Schedule a Demo')}
        cta={{
          title: 'Ready to Write Your Own Success Story?',
          text: 'See what an AI voice agent can do for your business with a free, personalized demo, or take the product tour first.',
          primary: { label: 'Schedule a Demo', href: '/contact' },
          secondary: { label: 'Take the Product Tour', href: '/product-tour' },
        }}
      />
    </>
  );
}
