/**
 * The fixed value lists of the resource pages, shared by the zod schemas (checked in
 * unit tests) and the pages' filter controls. Plain data, so browser code can import it without
 * pulling in zod.
 */

/** The eight industries of the case studies, as shown on badges. */
export const caseStudyIndustryNames = [
  'Real Estate',
  'Finance',
  'Healthcare',
  'Technology',
  'Education',
  'Retail',
  'Manufacturing',
  'Services',
] as const;

/** URL form of an industry name ('Real Estate' -> 'real-estate'), used by the `industry` filter. */
export function industrySlug(industry: string): string {
  return industry.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Filter values of the success stories page; 'all' is the "no filter" option. */
export const successStoryIndustries = [
  'all',
  'technology',
  'healthcare',
  'ecommerce',
  'real-estate',
  'customer-service',
  'marketing',
] as const;

/** Filter values of the webinars page; 'all' is the "no filter" option. */
export const webinarCategories = [
  'all',
  'getting-started',
  'sales',
  'marketing',
  'healthcare',
  'ecommerce',
  'real-estate',
  'customer-service',
] as const;

export const tutorialLevels = ['all', 'beginner', 'intermediate', 'advanced'] as const;

export const tutorialCategories = [
  'all',
  'getting-started',
  'integration',
  'conversation-design',
  'sales',
  'analytics',
] as const;

export const guideCategories = [
  'getting-started',
  'best-practices',
  'implementation',
  'industry',
] as const;

/** A guide's industry; 'all' marks a guide written for every industry. */
export const guideIndustries = [
  'all',
  'sales',
  'marketing',
  'healthcare',
  'ecommerce',
  'real-estate',
  'customer-service',
] as const;
