import { describe, expect, it } from 'vitest';
import { findCaseStudy } from '#content/case-studies/case-studies.ts';
import { guides } from '#content/resources/guides.ts';
import {
  guideCategories,
  successStoryIndustries,
  tutorialCategories,
  tutorialLevels,
  webinarCategories,
} from '#content/resources/resource-options.ts';
import { successStories } from '#content/resources/success-stories.ts';
import { learningPaths, tutorials } from '#content/resources/tutorials.ts';
import { webinars } from '#content/resources/webinars.ts';

/** The filter values a list leaves empty ('all' is "no filter"). */
const emptyOptions = (options: readonly string[], used: readonly string[]) =>
  options.filter((option) => option !== 'all' && !used.includes(option));

describe('resource filters', () => {
  it.each([
    ['success stories', successStoryIndustries, successStories.map((story) => story.industry)],
    ['webinars', webinarCategories, webinars.map((webinar) => webinar.category)],
    ['tutorial levels', tutorialLevels, tutorials.map((tutorial) => tutorial.level)],
    ['tutorial categories', tutorialCategories, tutorials.map((tutorial) => tutorial.category)],
    ['guides', guideCategories, guides.map((guide) => guide.category)],
  ] as const)('%s: no option shows an empty list', (_, options, used) => {
    expect(emptyOptions(options, used)).toEqual([]);
  });
});

describe('success stories', () => {
  it('each tell the story of an existing case study of the same company', () => {
    for (const story of successStories) {
      expect(findCaseStudy(story.id)?.company, story.id).toBe(story.company);
    }
  });
});

describe('webinars', () => {
  it('fill both lists of the page: upcoming sessions and recordings', () => {
    expect(webinars.some((webinar) => webinar.upcoming)).toBe(true);
    expect(webinars.some((webinar) => !webinar.upcoming)).toBe(true);
  });

  it('last 45 to 60 minutes, as the page says of every session', () => {
    for (const webinar of webinars) {
      expect(webinar.duration, webinar.id).toBeGreaterThanOrEqual(45);
      expect(webinar.duration, webinar.id).toBeLessThanOrEqual(60);
    }
  });
});

describe('tutorials', () => {
  it('feature three, as the featured section says', () => {
    expect(tutorials.filter((tutorial) => tutorial.featured)).toHaveLength(3);
  });

  it('build learning paths from existing tutorials', () => {
    const ids = new Set(tutorials.map((tutorial) => tutorial.id));
    for (const learningPath of learningPaths) {
      for (const id of learningPath.tutorialIds) expect(ids.has(id), id).toBe(true);
    }
  });
});
