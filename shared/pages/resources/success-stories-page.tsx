import { successStoryIndustries } from '#content/resources/resource-options.ts';
import { successStories } from '#content/resources/success-stories.ts';
import { Section } from '../../components/section.tsx';
import { StatsBand } from '../../components/stats-band.tsx';
import { featuredOnly, filterSuccessStories } from './resource-filters.ts';
import { CardListSection } from './card-list.tsx';
import { defineFilters } from './filter-config.ts';
import type { QueryParamOf } from '../../routing/route-manifest.ts';
import { FilteredListSection } from './filtered-list-section.tsx';
import { ResourceCta } from './resource-cta.tsx';
import { ResourceHero } from './resource-hero.tsx';
import { optionsOf } from './resource-labels.ts';
import { StoryCard } from './story-card.tsx';
import { useUrlFilters } from './use-url-filters.ts';
import type { PageHandle } from '../../routing/page-module.ts';

const config = defineFilters<QueryParamOf<'success-stories'>>({
  idPrefix: 'stories-filter',
  label: 'Filter success stories',
  fields: [
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
  ],
});

// Marketing figures as the other pages state them.
const stats = [
  { value: '2M+', label: 'Businesses on the platform' },
  { value: '1.3B+', label: 'Messages every month' },
  { value: '190M+', label: 'Leads every month' },
  { value: '19M+', label: 'Conversations every month' },
];

const featured = featuredOnly(successStories);

export const handle: PageHandle = {
  title: 'Success Stories',
  description: 'How businesses in every industry grow with our AI voice and chat agents.',
};

export function Component() {
  const filters = useUrlFilters(config.defaults, config.delayed);
  const { q, industry } = filters.values;
  const stories = filterSuccessStories(successStories, { search: q, industry });

  return (
    <>
      <ResourceHero
        meta={handle}
        eyebrow="Customer results"
        links={[{ href: '#all-stories', label: 'Browse All Stories' }]}
      />

      <CardListSection
        id="featured-stories"
        title="Featured Stories"
        intro="Three teams that put AI agents on their phones and chats, and what changed."
        items={featured}
        renderItem={(story) => <StoryCard story={story} featured />}
      />

      <Section id="results" tone="muted" title="Results at Scale">
        <StatsBand stats={stats} />
      </Section>

      <FilteredListSection
        id="all-stories"
        title="All Success Stories"
        intro="Search by company, challenge or solution, or narrow the list to your industry."
        config={config}
        filters={filters}
        items={stories}
        total={successStories.length}
        noun="stories"
        empty={{
          title: 'No stories found',
          text: "Try adjusting your search or filters to find what you're looking for.",
        }}
        renderItem={(story) => <StoryCard story={story} />}
      />

      <ResourceCta page="success-stories" />
    </>
  );
}
