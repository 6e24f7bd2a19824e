/**
 * What a visitor can choose in the personalization panel and on /personalization-demo, and the
 * names shown for each choice. Plain data: browser code and the content schemas import it
 * without zod. The rules that use these lists are in shared/personalization/preferences.ts.
 */

export const industries = [
  'real-estate',
  'finance',
  'healthcare',
  'education',
  'technology',
  'retail',
  'manufacturing',
  'services',
] as const;
export type Industry = (typeof industries)[number];

/** An industry, or none chosen. */
export const industryInterests = ['none', ...industries] as const;
export type IndustryInterest = (typeof industryInterests)[number];

/** The home sections a visitor can feature, in page order; the demo page shows the same ones. */
export const featuredSectionIds = [
  'hero',
  'how-it-works',
  'business',
  'marketing',
  'features',
  'faq',
  'pricing',
] as const;
export type FeaturedSectionId = (typeof featuredSectionIds)[number];

export const viewModes = ['compact', 'detailed'] as const;
export type ViewMode = (typeof viewModes)[number];

export const communicationPreferences = ['none', 'email', 'phone', 'both'] as const;
export type CommunicationPreference = (typeof communicationPreferences)[number];

/** How often the visitor has been here, from their stored visits. */
export const userSegments = ['new', 'returning', 'frequent'] as const;
export type UserSegment = (typeof userSegments)[number];

export const viewModeLabels: Record<ViewMode, string> = {
  detailed: 'Detailed',
  compact: 'Compact',
};

export const industryLabels: Record<IndustryInterest, string> = {
  none: 'No preference',
  'real-estate': 'Real Estate',
  finance: 'Finance',
  healthcare: 'Healthcare',
  education: 'Education',
  technology: 'Technology',
  retail: 'Retail',
  manufacturing: 'Manufacturing',
  services: 'Services',
};

export const sectionLabels: Record<FeaturedSectionId, string> = {
  hero: 'Demo request',
  'how-it-works': 'How it works',
  business: 'Business benefits',
  marketing: 'Marketing engine',
  features: 'Features',
  faq: 'FAQ',
  pricing: 'Pricing',
};

export const communicationLabels: Record<CommunicationPreference, string> = {
  none: 'No preference',
  email: 'Email',
  phone: 'Phone',
  both: 'Email and phone',
};

export const segmentLabels: Record<UserSegment, string> = {
  new: 'New visitor',
  returning: 'Returning visitor',
  frequent: 'Frequent visitor',
};
