/**
 * The fixed values the contact, demo-request and newsletter forms post: the form schemas in
 * shared/forms and the content schema check against them. Their labels are in contact.ts.
 */

export const SUBJECT_VALUES = ['sales', 'support', 'billing', 'partnership', 'other'] as const;
export const HOW_HEARD_VALUES = ['search', 'social', 'referral', 'advertisement', 'other'] as const;
/** What a visitor may have asked about on the comparison page. */
export const PLAN_INQUIRY_VALUES = [
  'starter',
  'professional',
  'enterprise',
  'custom_plan',
] as const;

export type SubjectValue = (typeof SUBJECT_VALUES)[number];
export type HowHeardValue = (typeof HOW_HEARD_VALUES)[number];
export type PlanInquiry = (typeof PLAN_INQUIRY_VALUES)[number];
