import { industrySlug } from '#content/resources/resource-options.ts';
import type { Recommendation } from '#content/schema/home.ts';
import type { IndustryInterest, ViewMode } from '#content/personalization/preference-options.ts';
import type { UserPreferences } from '../../personalization/preferences.ts';

/** What the home page suggests and shows for a visitor's preferences. */

export const DEFAULT_RECOMMENDATION_COUNT = 3;

type Choices = Pick<UserPreferences, 'industryInterest' | 'communicationPreference'>;

/**
 * Suggestions for the visitor: those for their industry first, then those for their preferred
 * channel, then general ones, then the rest, in catalog order within each group.
 */
export function recommend(
  catalog: readonly Recommendation[],
  { industryInterest, communicationPreference }: Choices,
  count: number = DEFAULT_RECOMMENDATION_COUNT,
): Recommendation[] {
  const byIndustry =
    industryInterest === 'none'
      ? []
      : catalog.filter((item) => item.industries.includes(industryInterest));
  const byChannel =
    communicationPreference === 'none'
      ? []
      : catalog.filter((item) =>
          (item.channels as readonly string[]).includes(communicationPreference),
        );
  const general = catalog.filter(
    (item) => item.industries.length === 0 && item.channels.length === 0,
  );
  const ordered = new Map<string, Recommendation>();
  for (const item of [...byIndustry, ...byChannel, ...general, ...catalog]) {
    if (!ordered.has(item.id)) ordered.set(item.id, item);
  }
  return [...ordered.values()].slice(0, Math.max(0, count));
}

/** Case studies of the visitor's industry first, filled up with the others, `limit` in all. */
export function homeCaseStudies<T extends { readonly industry: string }>(
  all: readonly T[],
  industryInterest: IndustryInterest,
  limit = 3,
): T[] {
  // Case studies name industries ('Real Estate'); preferences use slugs ('real-estate').
  const matching = all.filter((study) => industrySlug(study.industry) === industryInterest);
  const others = all.filter((study) => industrySlug(study.industry) !== industryInterest);
  return [...matching, ...others].slice(0, limit);
}

/** The case-study section hides in compact mode only when there is nothing to show. */
export function isCaseStudySectionVisible(viewMode: ViewMode, resultCount: number): boolean {
  return viewMode !== 'compact' || resultCount > 0;
}
