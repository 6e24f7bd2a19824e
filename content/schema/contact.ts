import { z } from 'zod';

/** Contact subjects and how-heard answers: the values a form posts, shared with the form schemas. */
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

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ value: z.enum(values), label: z.string().min(1) });

export const contactContentSchema = z
  .object({
    subjects: z.array(option(SUBJECT_VALUES)),
    howHeard: z.array(option(HOW_HEARD_VALUES)),
    planInquiries: z.array(
      z.object({
        value: z.enum(PLAN_INQUIRY_VALUES),
        /** Name shown to the visitor, e.g. "Agency Growth". */
        label: z.string().min(1),
      }),
    ),
    businessHours: z.object({
      timeZone: z.string().min(1),
      rows: z.array(z.object({ days: z.string().min(1), hours: z.string().min(1) })).min(1),
      /** schema.org openingHours values, e.g. "Mo-Fr 09:00-18:00". */
      openingHours: z.array(z.string().regex(/^[A-Z][a-z](-[A-Z][a-z])? \d\d:\d\d-\d\d:\d\d$/)),
    }),
    responseTime: z.string().min(1),
  })
  // Every option appears exactly once, so a select never misses or repeats a choice.
  .refine((content) => content.subjects.length === SUBJECT_VALUES.length, 'one entry per subject')
  .refine(
    (content) => content.howHeard.length === HOW_HEARD_VALUES.length,
    'one entry per how-heard answer',
  )
  .refine(
    (content) => content.planInquiries.length === PLAN_INQUIRY_VALUES.length,
    'one entry per plan inquiry',
  );

export type ContactContent = z.infer<typeof contactContentSchema>;
