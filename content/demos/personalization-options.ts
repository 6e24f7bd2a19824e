/**
 * The industries and home sections a visitor can choose, shared by /personalization-demo and the
 * site-wide preferences (which every page loads, so they stay apart from the demo's content).
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

export const demoSectionIds = [
  'hero',
  'how-it-works',
  'business',
  'marketing',
  'features',
  'faq',
  'pricing',
] as const;
