import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '#content/case-studies/case-studies.ts';
import { caseStudyIndustryNames } from '#content/resources/resource-options.ts';
import { caseStudiesSchema } from '#content/schema/case-studies.ts';
import { contentPaths } from '#shared/routing/site-paths.ts';
import { describeContentFiles } from './content-checks.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const onDisk = (url: string) => existsSync(path.join(publicDir, url));

describeContentFiles('case-studies', [['case-studies', caseStudiesSchema, caseStudies]]);

describe('case study schema', () => {
  it('rejects a case study whose image does not follow its slug', () => {
    const [first] = caseStudies;
    const broken = [{ ...first, imageSrc: '/images/case-studies/other.svg' }];
    expect(caseStudiesSchema.safeParse(broken).success).toBe(false);
  });
});

describe('case studies', () => {
  it('are eight, one for each industry of the filter', () => {
    expect(caseStudies).toHaveLength(8);
    expect(new Set(caseStudies.map((study) => study.industry))).toEqual(
      new Set(caseStudyIndustryNames),
    );
  });

  it('have unique slugs, their image at /images/case-studies/{slug}.svg and results', () => {
    expect(new Set(caseStudies.map((study) => study.slug)).size).toBe(8);
    for (const study of caseStudies) {
      expect(study.imageSrc).toBe(`/images/case-studies/${study.slug}.svg`);
      expect(onDisk(study.imageSrc), study.imageSrc).toBe(true);
      expect(study.results.length).toBeGreaterThan(0);
    }
  });

  it('include one without a testimonial, which is optional', () => {
    expect(caseStudies.some((study) => study.testimonial === undefined)).toBe(true);
  });

  it('are listed for the sitemap and the route sweep', () => {
    expect(contentPaths()['case-study']).toEqual(
      caseStudies.map((study) => `/case-studies/${study.slug}`),
    );
  });
});
