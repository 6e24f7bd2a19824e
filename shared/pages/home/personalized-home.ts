import type { CtaOffer, Recommendation } from '#content/schema/home.ts';
import type {
  IndustryInterest,
  UserPreferences,
  ViewMode,
} from '../../personalization/preferences.ts';

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

export interface CtaOffers {
  readonly default: CtaOffer;
  readonly email: CtaOffer;
  readonly phone: CtaOffer;
  readonly industries: Record<Exclude<IndustryInterest, 'none'>, CtaOffer>;
}

/**
 * The personalized call to action: an industry offer beats the channel; email gets the email
 * automation offer, phone the voice offer, and "both" or nothing chosen the default.
 */
export function personalizedOffer(offers: CtaOffers, choices: Choices): CtaOffer {
  if (choices.industryInterest !== 'none') return offers.industries[choices.industryInterest];
  if (choices.communicationPreference === 'email') return offers.email;
  if (choices.communicationPreference === 'phone') return offers.phone;
  return offers.default;
}

/** Case studies of the visitor's industry first, filled up with the others, `limit` in all. */
export function homeCaseStudies<T extends { readonly industry: string }>(
  all: readonly T[],
  industryInterest: IndustryInterest,
  limit = 3,
): T[] {
  // Case studies name industries ('Real Estate'); preferences use slugs ('real-estate').
  const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');
  const matching = all.filter((study) => slug(study.industry) === industryInterest);
  const others = all.filter((study) => slug(study.industry) !== industryInterest);
  return [...matching, ...others].slice(0, limit);
}

/** The case-study section hides in compact mode only when there is nothing to show. */
export function isCaseStudySectionVisible(viewMode: ViewMode, resultCount: number): boolean {
  return viewMode !== 'compact' || resultCount > 0;
}

/**
 * The business-benefits band speaks to technology and service companies; for other chosen
 * industries it is dimmed. Nothing chosen shows it normally.
 */
export function isBusinessSectionDimmed(industryInterest: IndustryInterest): boolean {
  return (
    industryInterest !== 'none' &&
    industryInterest !== 'technology' &&
    industryInterest !== 'services'
  );
}
