import { guides } from '#content/guides.ts';
import { guideCategories, guideIndustries } from '#content/resource-options.ts';
import { trackConversionClick } from '../../analytics.ts';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { routeEntry } from '../../route-manifest.ts';
import { featuredOnly, filterGuides } from '../../state/resource-filters.ts';
import { EmptyState } from './empty-state.tsx';
import { FilterBar, type FilterField } from './filter-bar.tsx';
import { GuideCard } from './guide-card.tsx';
import { countText, optionsOf } from './resource-labels.ts';
import { useUrlFilters } from './use-url-filters.ts';

const entry = routeEntry('solution-guides');

type Key = 'q' | 'category' | 'industry';
const defaults = { q: '', category: 'all', industry: 'all' } as const satisfies Record<Key, string>;
const delayed: readonly Key[] = ['q'];
const fields: readonly FilterField<Key>[] = [
  { kind: 'search', name: 'q', label: 'Search guides', placeholder: 'Title or description' },
  {
    kind: 'select',
    name: 'category',
    label: 'Category',
    options: optionsOf(['all', ...guideCategories], 'All Categories'),
  },
  {
    kind: 'select',
    name: 'industry',
    label: 'Industry',
    // A guide marked 'all' is written for every industry; the filter's 'all' means no filter.
    options: optionsOf(guideIndustries, 'All Industries'),
  },
];

const featured = featuredOnly(guides);

export function Component() {
  const { values, setFilter, flush, clear, active } = useUrlFilters(defaults, delayed);
  const list = filterGuides(guides, {
    search: values.q,
    category: values.category,
    industry: values.industry,
  });

  return (
    <>
      <PageHero
        eyebrow="Free downloads"
        title={entry.title}
        intro={entry.description}
        actions={
          <a className="button button--primary" href="#all-guides">
            Browse All Guides
          </a>
        }
      />

      <Section
        id="featured-guides"
        title="Featured Guides"
        intro="The guides our customers download first."
      >
        <ul className="grid rs-featured rs-list">
          {featured.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} featured />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="all-guides"
        tone="muted"
        title="All Solution Guides"
        intro="Search, then filter by category and industry. Each filter works on its own."
      >
        <FilterBar
          idPrefix="guides-filter"
          label="Filter solution guides"
          fields={fields}
          values={values}
          onChange={setFilter}
          onSubmit={flush}
          onClear={clear}
          active={active}
          status={countText(list.length, guides.length, 'guides')}
        />
        {list.length > 0 ? (
          <ul className="grid grid--3 rs-list">
            {list.map((guide) => (
              <li key={guide.id}>
                <GuideCard guide={guide} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No guides found"
            text="Try adjusting your search or filters..."
            onClear={clear}
          />
        )}
      </Section>

      <CtaBanner
        id="guides-cta"
        onPrimaryClick={() => trackConversionClick('Solution guides: Implementation')}
        cta={{
          title: 'Want Help Putting a Guide into Practice?',
          text: 'Our implementation team plans, builds and launches your AI agents with you, from discovery to optimisation.',
          primary: { label: 'Explore Implementation', href: '/implementation' },
          secondary: { label: 'Talk to an Expert', href: '/contact' },
        }}
      />
    </>
  );
}
