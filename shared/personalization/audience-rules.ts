import type {
  CommunicationPreference,
  Industry,
  IndustryInterest,
} from '#content/personalization/preference-options.ts';

/**
 * What suits a visitor, from their chosen industry and channel. The home page and
 * /personalization-demo apply the same rules to their own copy.
 */

/** One offer per industry, one per channel (email, phone), and a default. */
export interface AudienceOffers<T> {
  readonly default: T;
  readonly email: T;
  readonly phone: T;
  readonly industries: Readonly<Record<Industry, T>>;
}

/**
 * The personalized offer: an industry's offer beats the channel; email and phone get theirs,
 * "both" or nothing chosen the default.
 */
export function personalizedOffer<T>(
  offers: AudienceOffers<T>,
  industry: IndustryInterest,
  channel: CommunicationPreference,
): T {
  if (industry !== 'none') return offers.industries[industry];
  if (channel === 'email') return offers.email;
  if (channel === 'phone') return offers.phone;
  return offers.default;
}

/**
 * The business-benefits section speaks to technology and service companies; for other chosen
 * industries it is dimmed. Nothing chosen shows it normally.
 */
export function isBusinessSectionDimmed(industry: IndustryInterest): boolean {
  return industry !== 'none' && industry !== 'technology' && industry !== 'services';
}
