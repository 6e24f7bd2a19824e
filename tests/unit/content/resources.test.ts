import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findCaseStudy } from '#content/case-studies/case-studies.ts';
import { guides } from '#content/resources/guides.ts';
import { implementation } from '#content/resources/implementation.ts';
import { successStories } from '#content/resources/success-stories.ts';
import { learningPaths, tutorials } from '#content/resources/tutorials.ts';
import { webinars } from '#content/resources/webinars.ts';
import {
  guideSchema,
  implementationSchema,
  learningPathSchema,
  successStorySchema,
  tutorialSchema,
  webinarSchema,
} from '#content/schema/resources.ts';
import { describeContentFiles } from './content-checks.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const onDisk = (url: string) => existsSync(path.join(publicDir, url));

describeContentFiles('resources', [
  ['success-stories', z.array(successStorySchema), successStories],
  ['webinars', z.array(webinarSchema), webinars],
  ['tutorials', z.array(tutorialSchema), tutorials],
  ['tutorials (learning paths)', z.array(learningPathSchema), learningPaths],
  ['guides', z.array(guideSchema), guides],
  ['implementation', implementationSchema, implementation],
]);

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

describe('implementation', () => {
  it('has five phases of one to four weeks', () => {
    expect(implementation.phases.map((phase) => phase.duration)).toEqual([
      '1-2 weeks',
      '2-3 weeks',
      '2-4 weeks',
      '2-3 weeks',
      '1-2 weeks',
    ]);
  });

  it('has Standard, Professional (Recommended) and Enterprise with their prices and support', () => {
    expect(
      implementation.packages.map(({ name, price, highlight, support }) => ({
        name,
        price,
        highlight,
        support,
      })),
    ).toEqual([
      { name: 'Standard', price: 'From $5,000', highlight: undefined, support: '30 days' },
      {
        name: 'Professional',
        price: 'From $10,000',
        highlight: 'Recommended',
        support: '90 days',
      },
      { name: 'Enterprise', price: 'Custom', highlight: undefined, support: '1 year' },
    ]);
  });
});
