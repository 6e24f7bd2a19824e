import { z } from 'zod';
import {
  ctaSchema,
  customerScenarioSchema,
  featureSchema,
  heroCopySchema,
  iconNameSchema,
  sectionCopySchema,
  testimonialSchema,
} from './sections.ts';

/** The industry pages (/healthcare, /ecommerce, /real-estate). */

/** A highlighted note, e.g. HIPAA compliance on the healthcare page. */
export const assuranceSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  icon: iconNameSchema,
  points: z.array(z.string().min(1)).min(1),
});

export const industryIds = ['healthcare', 'ecommerce', 'real-estate'] as const;

export const industryPageSchema = z.object({
  id: z.enum(industryIds),
  /** Display name used in labels, e.g. 'Healthcare'. */
  name: z.string().min(1),
  hero: heroCopySchema.extend({ points: z.array(z.string().min(1)).min(2).max(4) }),
  solutions: z.array(featureSchema).length(3),
  benefits: z.array(featureSchema).length(4),
  assurance: assuranceSchema.optional(),
  useCases: z.array(customerScenarioSchema).length(2),
  testimonials: z.array(testimonialSchema).length(2),
  cta: ctaSchema,
  sections: z.object({
    solutions: sectionCopySchema,
    benefits: sectionCopySchema,
    useCases: sectionCopySchema,
    testimonials: sectionCopySchema,
  }),
});

export type IndustryPage = z.infer<typeof industryPageSchema>;
