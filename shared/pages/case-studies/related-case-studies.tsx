import type { CaseStudy } from '#content/schema/case-studies.ts';
import { Section } from '../../components/section.tsx';
import { relatedCaseStudies } from '../resources/resource-filters.ts';
import { CaseStudyCard } from './case-study-card.tsx';

interface RelatedCaseStudiesProps {
  readonly study: CaseStudy;
  readonly studies: readonly CaseStudy[];
}

/**
 * Up to 3 more stories in the same industry (the spec's rule). Stories of other industries are
 * never used as filler: with no sibling the section is not rendered at all.
 */
export function RelatedCaseStudies({ study, studies }: RelatedCaseStudiesProps) {
  const related = relatedCaseStudies(study, studies);
  if (related.length === 0) return null;
  return (
    <Section
      id="more-case-studies"
      tone="muted"
      title="More Case Studies"
      intro={`More ${study.industry} businesses putting AI agents to work.`}
    >
      <ul className="grid grid--3 rs-list">
        {related.map((other) => (
          <li key={other.slug}>
            <CaseStudyCard study={other} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
