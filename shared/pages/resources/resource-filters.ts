/**
 * Filter rules of the resource pages: text search is a case-insensitive substring of
 * any listed field; a category or industry must equal the selection unless the selection is
 * empty or 'all'; "upcoming only" keeps upcoming items. Pure functions over structural types,
 * so the pages, the server render and the unit tests share one implementation.
 */
import { industrySlug } from '#content/resources/resource-options.ts';

/** The option value that means "no filter" in every select of these pages. */
export const ALL = 'all';

/** True when `query` (trimmed) is empty or appears, ignoring case, in one of `fields`. */
export function matchesText(query: string, fields: readonly string[]): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => field.toLowerCase().includes(needle));
}

/** True when nothing is selected ('' or 'all') or the value equals the selection. */
export function matchesSelection(value: string, selection: string): boolean {
  return selection === '' || selection === ALL || value === selection;
}

export interface StoryFilters {
  readonly search: string;
  readonly industry: string;
}

export function filterSuccessStories<
  T extends {
    title: string;
    company: string;
    challenge: string;
    solution: string;
    industry: string;
  },
>(stories: readonly T[], filters: StoryFilters): T[] {
  return stories.filter(
    (story) =>
      matchesText(filters.search, [story.title, story.company, story.challenge, story.solution]) &&
      matchesSelection(story.industry, filters.industry),
  );
}

export interface WebinarFilters {
  readonly search: string;
  readonly category: string;
  readonly upcomingOnly: boolean;
}

export function filterWebinars<
  T extends {
    title: string;
    description: string;
    presenter: string;
    category: string;
    upcoming: boolean;
  },
>(webinars: readonly T[], filters: WebinarFilters): T[] {
  return webinars.filter(
    (webinar) =>
      matchesText(filters.search, [webinar.title, webinar.description, webinar.presenter]) &&
      matchesSelection(webinar.category, filters.category) &&
      (!filters.upcomingOnly || webinar.upcoming),
  );
}

export interface TutorialFilters {
  readonly search: string;
  readonly category: string;
  readonly level: string;
}

/** Search, category and level combine by AND. */
export function filterTutorials<
  T extends { title: string; description: string; category: string; level: string },
>(tutorials: readonly T[], filters: TutorialFilters): T[] {
  return tutorials.filter(
    (tutorial) =>
      matchesText(filters.search, [tutorial.title, tutorial.description]) &&
      matchesSelection(tutorial.category, filters.category) &&
      matchesSelection(tutorial.level, filters.level),
  );
}

export interface GuideFilters {
  readonly search: string;
  readonly category: string;
  readonly industry: string;
}

/** The three guide filters are independent; each one alone narrows the list. */
export function filterGuides<
  T extends { title: string; description: string; category: string; industry: string },
>(guides: readonly T[], filters: GuideFilters): T[] {
  return guides.filter(
    (guide) =>
      matchesText(filters.search, [guide.title, guide.description]) &&
      matchesSelection(guide.category, filters.category) &&
      matchesSelection(guide.industry, filters.industry),
  );
}

/**
 * Case studies by industry. The URL carries the industry in kebab case ('real-estate'); the
 * content keeps display names ('Real Estate'), so both sides are compared as slugs.
 */
export function filterCaseStudies<T extends { industry: string }>(
  studies: readonly T[],
  industry: string,
): T[] {
  const selection = industrySlug(industry);
  return studies.filter((study) => matchesSelection(industrySlug(study.industry), selection));
}

/** Related case studies: up to `limit` others of the same industry, in content order. */
export function relatedCaseStudies<T extends { slug: string; industry: string }>(
  study: T,
  studies: readonly T[],
  limit = 3,
): T[] {
  return studies
    .filter((other) => other.slug !== study.slug && other.industry === study.industry)
    .slice(0, limit);
}

/** Items to show in a "featured" band: the flagged ones, in content order. */
export function featuredOnly<T extends { featured: boolean }>(items: readonly T[]): T[] {
  return items.filter((item) => item.featured);
}
