import { industryLabels as industryNames } from '#content/demos/personalization.ts';
import type {
  CommunicationPreference,
  FeaturedSectionId,
  IndustryInterest,
  UserSegment,
  ViewMode,
} from './preferences.ts';

/** Visible names of the preference values, for the panel and the home page. */

export const viewModeLabels: Record<ViewMode, string> = {
  detailed: 'Detailed',
  compact: 'Compact',
};

export const industryLabels: Record<IndustryInterest, string> = {
  none: 'No preference',
  ...industryNames,
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
