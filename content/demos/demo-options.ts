/**
 * Category lists of the interactive demos: the content schemas check the content against them,
 * and the widgets build their filters from them without loading zod.
 */

/** Row groups of the feature comparison. */
export const comparisonCategories = [
  'Core Features',
  'Integrations',
  'Customization',
  'Reporting',
  'Support',
] as const;

/** Categories of the interactive FAQ. */
export const faqCategories = [
  'General',
  'Technology',
  'Customization',
  'Pricing',
  'Integration',
] as const;
