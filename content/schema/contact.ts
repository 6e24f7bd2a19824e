import { z } from 'zod';
import {
  HOW_HEARD_VALUES,
  PLAN_INQUIRY_VALUES,
  SUBJECT_VALUES,
} from '../contact/contact-options.ts';

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ value: z.enum(values), label: z.string().min(1) });

/** The contact forms' copy and options; checked by a unit test, typed for the data file. */
export const contactContentSchema = z
  .object({
    subjects: z.array(option(SUBJECT_VALUES)),
    howHeard: z.array(option(HOW_HEARD_VALUES)),
    planInquiries: z.array(option(PLAN_INQUIRY_VALUES)),
    businessHours: z.object({
      timeZone: z.string().min(1),
      rows: z.array(z.object({ days: z.string().min(1), hours: z.string().min(1) })).min(1),
    }),
    responseTime: z.string().min(1),
    newsletterPerks: z.array(z.string().min(1)).min(1),
    newsletterFrequency: z.string().min(1),
    demoSteps: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).length(3),
  })
  // Every value has exactly one option, so a select never misses or repeats a choice.
  .refine(
    (content) =>
      new Set(content.subjects.map((item) => item.value)).size === SUBJECT_VALUES.length &&
      new Set(content.howHeard.map((item) => item.value)).size === HOW_HEARD_VALUES.length &&
      new Set(content.planInquiries.map((item) => item.value)).size === PLAN_INQUIRY_VALUES.length,
    'one option per value',
  );

export type ContactContent = z.infer<typeof contactContentSchema>;
