import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseStudies, findCaseStudy } from '#content/case-studies/case-studies.ts';
import { guides } from '#content/resources/guides.ts';
import { caseStudyIndustryNames } from '#content/resources/resource-options.ts';
import { caseStudiesSchema } from '#content/schema/case-studies.ts';
import {
  guideSchema,
  successStorySchema,
  learningPathSchema,
  tutorialSchema,
  webinarSchema,
} from '#content/schema/resources.ts';
import { successStories } from '#content/resources/success-stories.ts';
import { learningPaths, tutorials } from '#content/resources/tutorials.ts';
import { webinars } from '#content/resources/webinars.ts';
import { contentPaths } from '#shared/routing/site-paths.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const onDisk = (url: string) => existsSync(path.join(publicDir, url));

describe('content matches its schema', () => {
  // Content is plain typed data at run time; the zod schemas check it here.
  it.each([
    ['case studies', caseStudiesSchema, caseStudies],
    ['success stories', z.array(successStorySchema), successStories],
    ['webinars', z.array(webinarSchema), webinars],
    ['tutorials', z.array(tutorialSchema), tutorials],
    ['learning paths', z.array(learningPathSchema), learningPaths],
    ['guides', z.array(guideSchema), guides],
  ] as const)('%s', (_name, schema, data) => {
    const result = schema.safeParse(data);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('rejects a case study whose image does not follow its slug', () => {
    const [first] = caseStudies;
    const broken = [{ ...first, imageSrc: '/images/case-studies/other.svg' }];
    expect(caseStudiesSchema.safeParse(broken).success).toBe(false);
  });
});

describe('case studies', () => {
  it('are the eight of the spec, one for each industry', () => {
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

describe('success stories', () => {
  it('are six, some featured, in the industries of the filter', () => {
    expect(successStories).toHaveLength(6);
    expect(successStories.filter((story) => story.featured).length).toBeGreaterThan(0);
    expect(new Set(successStories.map((story) => story.industry))).toEqual(
      new Set([
        'technology',
        'healthcare',
        'ecommerce',
        'real-estate',
        'customer-service',
        'marketing',
      ]),
    );
  });

  it('each link to an existing case study and have a logo', () => {
    for (const story of successStories) {
      expect(findCaseStudy(story.id)?.company, story.id).toBe(story.company);
      expect(onDisk(story.logoUrl), story.logoUrl).toBe(true);
    }
  });
});

describe('webinars', () => {
  it('are eight, 45 to 60 minutes long, with upcoming and on-demand sessions', () => {
    expect(webinars).toHaveLength(8);
    for (const webinar of webinars) {
      expect(webinar.duration).toBeGreaterThanOrEqual(45);
      expect(webinar.duration).toBeLessThanOrEqual(60);
      expect(onDisk(webinar.thumbnailUrl), webinar.thumbnailUrl).toBe(true);
    }
    expect(webinars.some((webinar) => webinar.upcoming)).toBe(true);
    expect(webinars.some((webinar) => !webinar.upcoming)).toBe(true);
    expect(webinars.some((webinar) => webinar.featured)).toBe(true);
  });
});

describe('tutorials', () => {
  it('are eight with three featured', () => {
    expect(tutorials).toHaveLength(8);
    expect(tutorials.filter((tutorial) => tutorial.featured)).toHaveLength(3);
    for (const tutorial of tutorials) {
      expect(onDisk(tutorial.thumbnailUrl), tutorial.thumbnailUrl).toBe(true);
    }
  });

  it('have two learning paths made of existing tutorials', () => {
    expect(learningPaths).toHaveLength(2);
    const ids = new Set(tutorials.map((tutorial) => tutorial.id));
    for (const learningPath of learningPaths) {
      for (const id of learningPath.tutorialIds) expect(ids.has(id), id).toBe(true);
    }
  });
});

describe('solution guides', () => {
  it('have featured guides and cover every category', () => {
    expect(guides.some((guide) => guide.featured)).toBe(true);
    expect(new Set(guides.map((guide) => guide.category))).toEqual(
      new Set(['getting-started', 'best-practices', 'implementation', 'industry']),
    );
  });

  it('download real files and show real thumbnails', () => {
    for (const guide of guides) {
      expect(onDisk(guide.downloadUrl), guide.downloadUrl).toBe(true);
      expect(onDisk(guide.thumbnailUrl), guide.thumbnailUrl).toBe(true);
    }
  });
});
