import { caseStudies } from '#content/case-studies/case-studies.ts';
import { caseStudyIndustryNames, industrySlug } from '#content/resources/resource-options.ts';
import { filterCaseStudies } from '../resources/resource-filters.ts';
import { defineFilters } from '../resources/filter-config.ts';
import { FilteredListSection } from '../resources/filtered-list-section.tsx';
import { ResourceCta } from '../resources/resource-cta.tsx';
import { ResourceHero } from '../resources/resource-hero.tsx';
import { useUrlFilters } from '../resources/use-url-filters.ts';
import { CaseStudyCard } from './case-study-card.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

const config = defineFilters({
  idPrefix: 'case-studies-filter',
  label: 'Filter case studies',
  submitLabel: 'Apply',
  fields: [
    {
      kind: 'select',
      name: 'industry',
      label: 'Industry',
      options: [
        { value: 'all', label: 'All Industries' },
        ...caseStudyIndustryNames.map((name) => ({ value: industrySlug(name), label: name })),
      ],
    },
  ],
});

export const handle: PageHandle = {
  title: 'Case Studies',
  description:
    'Real results from businesses in real estate, finance, healthcare, technology, education, retail, manufacturing and services.',
};

export function Component() {
  const filters = useUrlFilters(config.defaults, config.delayed);
  const list = filterCaseStudies(caseStudies, filters.values.industry);

  return (
    <>
      <ResourceHero meta={handle} eyebrow="Customer stories" />

      <FilteredListSection
        id="case-study-list"
        title="Browse Case Studies"
        intro="How teams like yours answer every call, qualify every lead and book more business with AI agents."
        config={config}
        filters={filters}
        items={list}
        total={caseStudies.length}
        noun="case studies"
        empty={{
          title: 'No case studies found for the selected industry.',
          clearLabel: 'View All Case Studies',
        }}
        renderItem={(study) => <CaseStudyCard study={study} />}
      />

      <ResourceCta page="case-studies" />
    </>
  );
}
