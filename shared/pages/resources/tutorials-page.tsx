import type { Feature } from '#content/schema/marketing.ts';
import { tutorialCategories, tutorialLevels } from '#content/resource-options.ts';
import { learningPaths, tutorials } from '#content/tutorials.ts';
import { trackConversionClick } from '../../analytics.ts';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { FeatureGrid } from '../../components/feature-grid.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { routeEntry } from '../../route-manifest.ts';
import { featuredOnly, filterTutorials } from '../../state/resource-filters.ts';
import { EmptyState } from './empty-state.tsx';
import { FilterBar, type FilterField } from './filter-bar.tsx';
import { LearningPathCard } from './learning-path-card.tsx';
import { countText, optionsOf } from './resource-labels.ts';
import { TutorialCard } from './tutorial-card.tsx';
import { useUrlFilters } from './use-url-filters.ts';

const entry = routeEntry('tutorials');

type Key = 'q' | 'category' | 'level';
const defaults = { q: '', category: 'all', level: 'all' } as const satisfies Record<Key, string>;
const delayed: readonly Key[] = ['q'];
const fields: readonly FilterField<Key>[] = [
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
];

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

export function Component() {
  const { values, setFilter, flush, clear, active } = useUrlFilters(defaults, delayed);
  const list = filterTutorials(tutorials, {
    search: values.q,
    category: values.category,
    level: values.level,
  });

  return (
    <>
      <PageHero
        eyebrow="Learning center"
        title={entry.title}
        intro={entry.description}
        actions={
          <>
            <a className="button button--primary" href="#all-tutorials">
              Browse Tutorials
            </a>
            <a className="button button--secondary" href="#learning-paths">
              Explore Learning Paths
            </a>
          </>
        }
      />

      <Section
        id="featured-tutorials"
        title="Featured Tutorials"
        intro="Start here: the three tutorials most teams follow in their first week."
      >
        <ul className="grid rs-featured rs-list">
          {featured.map((tutorial) => (
            <li key={tutorial.id}>
              <TutorialCard tutorial={tutorial} featured />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="all-tutorials"
        tone="muted"
        title="All Tutorials"
        intro="Search titles and descriptions, then narrow by category and level."
      >
        <FilterBar
          idPrefix="tutorials-filter"
          label="Filter tutorials"
          fields={fields}
          values={values}
          onChange={setFilter}
          onSubmit={flush}
          onClear={clear}
          active={active}
          status={countText(list.length, tutorials.length, 'tutorials')}
        />
        {list.length > 0 ? (
          <ul className="grid grid--3 rs-list">
            {list.map((tutorial) => (
              <li key={tutorial.id}>
                <TutorialCard tutorial={tutorial} anchorId={`tutorial-${tutorial.id}`} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No tutorials found"
            text="Try adjusting your search or filters to find what you're looking for."
            onClear={clear}
          />
        )}
      </Section>

      <Section
        id="learning-paths"
        title="Learning Paths"
        intro="Follow a path from start to finish to build skills step by step."
      >
        <ul className="grid grid--2 rs-list">
          {learningPaths.map((path) => (
            <li key={path.id}>
              <LearningPathCard path={path} tutorials={tutorials} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="benefits" tone="muted" title="Why Learn with Our Tutorials">
        <FeatureGrid features={benefits} columns={4} />
      </Section>

      <CtaBanner
        id="training-cta"
        onPrimaryClick={() => trackConversionClick('Tutorials: Personalized training')}
        cta={{
          title: 'Need Personalized Training?',
          text: 'Our implementation team runs hands-on sessions tailored to your agents, scripts and integrations.',
          primary: { label: 'Explore Implementation Services', href: '/implementation' },
          secondary: { label: 'Contact Our Team', href: '/contact' },
        }}
      />
    </>
  );
}
