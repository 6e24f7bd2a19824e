import { caseStudies } from '#content/case-studies.ts';
import { caseStudyIndustryNames, industrySlug } from '#content/resource-options.ts';
import { trackConversionClick } from '../../analytics.ts';
import { CtaBanner } from '../../components/cta-banner.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { routeEntry } from '../../route-manifest.ts';
import { filterCaseStudies } from '../../state/resource-filters.ts';
import { EmptyState } from '../resources/empty-state.tsx';
import { FilterBar, type FilterField } from '../resources/filter-bar.tsx';
import { countText } from '../resources/resource-labels.ts';
import { useUrlFilters } from '../resources/use-url-filters.ts';
import { CaseStudyCard } from './case-study-card.tsx';

const entry = routeEntry('case-studies');

type Key = 'industry';
const defaults = { industry: 'all' } as const satisfies Record<Key, string>;
const delayed: readonly Key[] = [];
const fields: readonly FilterField<Key>[] = [
  {
    kind: 'select',
    name: 'industry',
    label: 'Industry',
    options: [
      { value: 'all', label: 'All Industries' },
      ...caseStudyIndustryNames.map((name) => ({ value: industrySlug(name), label: name })),
    ],
  },
];

export function Component() {
  const { values, setFilter, flush, clear, active } = useUrlFilters(defaults, delayed);
  const list = filterCaseStudies(caseStudies, values.industry);

  return (
    <>
      <PageHero eyebrow="Customer stories" title={entry.title} intro={entry.description} />

      <Section
        id="case-study-list"
        title="Browse Case Studies"
        intro="How teams like yours answer every call, qualify every lead and book more business with AI agents."
      >
        <FilterBar
          idPrefix="case-studies-filter"
          label="Filter case studies"
          fields={fields}
          values={values}
          onChange={setFilter}
          onSubmit={flush}
          onClear={clear}
          active={active}
          status={countText(list.length, caseStudies.length, 'case studies')}
          submitLabel="Apply"
        />
        {list.length > 0 ? (
          <ul className="grid grid--3 rs-list">
            {list.map((study) => (
              <li key={study.slug}>
                <CaseStudyCard study={study} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No case studies found for the selected industry."
            onClear={clear}
            clearLabel="View All Case Studies"
          />
        )}
      </Section>

      <CtaBanner
        id="case-studies-cta"
        onPrimaryClick={() => trackConversionClick('Case studies: Schedule a Demo')}
        cta={{
          title: 'See What AI Agents Can Do for You',
          text: 'Get a free custom AI voice agent demo built around your business and hear it call you.',
          primary: { label: 'Schedule a Demo', href: '/contact' },
          secondary: { label: 'Read Success Stories', href: '/success-stories' },
        }}
      />
    </>
  );
}
