import { describe, expect, it } from 'vitest';
import { caseStudies } from '#content/case-studies/case-studies.ts';
import { caseStudyIndustryNames } from '#content/resources/resource-options.ts';
import { caseStudiesSchema } from '#content/schema/case-studies.ts';
import { contentPaths } from '#shared/routing/site-paths.ts';

describe('case study schema', () => {
  it('rejects a case study whose image does not follow its slug', () => {
    const [first] = caseStudies;
    const broken = [{ ...first, imageSrc: '/images/case-studies/other.svg' }];
    expect(caseStudiesSchema.safeParse(broken).success).toBe(false);
  });
});

describe('case studies', () => {
  it('fill every industry of the filter, and only those', () => {
    expect(new Set(caseStudies.map((study) => study.industry))).toEqual(
      new Set(caseStudyIndustryNames),
    );
  });

  it('are listed for the sitemap and the route sweep', () => {
    expect(contentPaths()['case-study']).toEqual(
      caseStudies.map((study) => `/case-studies/${study.slug}`),
    );
  });
});
