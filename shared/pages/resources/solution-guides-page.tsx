import { guides } from '#content/resources/guides.ts';
import { guideCategories, guideIndustries } from '#content/resources/resource-options.ts';
import { featuredOnly, filterGuides } from './resource-filters.ts';
import { CardListSection } from './card-list.tsx';
import { defineFilters } from './filter-config.ts';
import type { QueryParamOf } from '../../routing/route-manifest.ts';
import { FilteredListSection } from './filtered-list-section.tsx';
import { GuideCard } from './guide-card.tsx';
import { ResourceCta } from './resource-cta.tsx';
import { ResourceHero } from './resource-hero.tsx';
import { optionsOf } from './resource-labels.ts';
import { useUrlFilters } from './use-url-filters.ts';
import type { PageHandle } from '../../routing/page-module.ts';

const config = defineFilters<QueryParamOf<'solution-guides'>>({
  idPrefix: 'guides-filter',
  label: 'Filter solution guides',
  fields: [
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
  ],
});

const featured = featuredOnly(guides);

export const handle: PageHandle = {
  title: 'Solution Guides',
  description:
    'Downloadable guides for getting started, best practices, implementation and industry playbooks.',
};

export function Component() {
  const filters = useUrlFilters(config.defaults, config.delayed);
  const { q, category, industry } = filters.values;
  const list = filterGuides(guides, { search: q, category, industry });

  return (
    <>
      <ResourceHero
        meta={handle}
        eyebrow="Free downloads"
        links={[{ href: '#all-guides', label: 'Browse All Guides' }]}
      />

      <CardListSection
        id="featured-guides"
        title="Featured Guides"
        intro="The guides our customers download first."
        layout="rs-featured"
        items={featured}
        renderItem={(guide) => <GuideCard guide={guide} featured />}
      />

      <FilteredListSection
        id="all-guides"
        tone="muted"
        title="All Solution Guides"
        intro="Search, then filter by category and industry. Each filter works on its own."
        config={config}
        filters={filters}
        items={list}
        total={guides.length}
        noun="guides"
        empty={{ title: 'No guides found', text: 'Try adjusting your search or filters...' }}
        renderItem={(guide) => <GuideCard guide={guide} />}
      />

      <ResourceCta page="solution-guides" />
    </>
  );
}
