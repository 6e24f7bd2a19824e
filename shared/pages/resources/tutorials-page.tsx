import type { Feature } from '#content/schema/sections.ts';
import { tutorialCategories, tutorialLevels } from '#content/resources/resource-options.ts';
import { learningPaths, tutorials } from '#content/resources/tutorials.ts';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { Section } from '../../components/section.tsx';
import { featuredOnly, filterTutorials } from './resource-filters.ts';
import { CardListSection } from './card-list.tsx';
import { defineFilters } from './filter-config.ts';
import type { QueryParamOf } from '../../routing/route-manifest.ts';
import { FilteredListSection } from './filtered-list-section.tsx';
import { LearningPathCard } from './learning-path-card.tsx';
import { ResourceCta } from './resource-cta.tsx';
import { ResourceHero } from './resource-hero.tsx';
import { optionsOf } from './resource-labels.ts';
import { ResourceCard } from './resource-card.tsx';
import { tutorialCard } from './tutorial-card.tsx';
import { useUrlFilters } from './use-url-filters.ts';
import type { PageHandle } from '../../routing/page-module.ts';

const config = defineFilters<QueryParamOf<'tutorials'>>({
  idPrefix: 'tutorials-filter',
  label: 'Filter tutorials',
  fields: [
    { kind: 'search', name: 'q', label: 'Search tutorials', placeholder: 'Title or description' },
    {
      kind: 'select',
      name: 'category',
      label: 'Category',
      options: optionsOf(tutorialCategories, 'All Categories'),
    },
    {
      kind: 'select',
      name: 'level',
      label: 'Level',
      options: optionsOf(tutorialLevels, 'All Levels'),
    },
  ],
});

const benefits: Feature[] = [
  {
    icon: 'timer',
    title: 'Learn at Your Own Pace',
    text: 'Short, focused tutorials of 8 to 25 minutes that fit between meetings.',
  },
  {
    icon: 'list-checks',
    title: 'Hands-On Steps',
    text: 'Every tutorial ends with something working: an agent, an integration or a report.',
  },
  {
    icon: 'award',
    title: 'Built by Practitioners',
    text: 'Written by the team that configures agents for our customers every day.',
  },
  {
    icon: 'repeat',
    title: 'Always Up to Date',
    text: 'Tutorials are reviewed with every platform release, so screens and steps match.',
  },
];

const featured = featuredOnly(tutorials);

export const handle: PageHandle = {
  title: 'Tutorials',
  description:
    'Step-by-step video tutorials from getting started to integrations, conversation design, sales and analytics.',
};

export function Component() {
  const filters = useUrlFilters(config.defaults, config.delayed);
  const { q, category, level } = filters.values;
  const list = filterTutorials(tutorials, { search: q, category, level });

  return (
    <>
      <ResourceHero
        meta={handle}
        eyebrow="Learning center"
        links={[
          { href: '#all-tutorials', label: 'Browse Tutorials' },
          { href: '#learning-paths', label: 'Explore Learning Paths' },
        ]}
      />

      <CardListSection
        id="featured-tutorials"
        title="Featured Tutorials"
        intro="Start here: the three tutorials most teams follow in their first week."
        layout="rs-featured"
        items={featured}
        renderItem={(tutorial) => <ResourceCard card={tutorialCard(tutorial)} featured />}
      />

      <FilteredListSection
        id="all-tutorials"
        tone="muted"
        title="All Tutorials"
        intro="Search titles and descriptions, then narrow by category and level."
        config={config}
        filters={filters}
        items={list}
        total={tutorials.length}
        noun="tutorials"
        empty={{
          title: 'No tutorials found',
          text: "Try adjusting your search or filters to find what you're looking for.",
        }}
        renderItem={(tutorial) => (
          <ResourceCard card={tutorialCard(tutorial)} anchorId={`tutorial-${tutorial.id}`} />
        )}
      />

      <CardListSection
        id="learning-paths"
        title="Learning Paths"
        intro="Follow a path from start to finish to build skills step by step."
        layout="grid--2"
        items={learningPaths}
        renderItem={(path) => <LearningPathCard path={path} tutorials={tutorials} />}
      />

      <Section id="benefits" tone="muted" title="Why Learn with Our Tutorials">
        <FeatureGrid features={benefits} columns={4} />
      </Section>

      <ResourceCta page="tutorials" />
    </>
  );
}
