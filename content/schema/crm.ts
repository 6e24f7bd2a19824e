import { z } from 'zod';
import {
  block,
  ctaSchema,
  featureSchema,
  heroSchema,
  sectionCopySchema,
  statSchema,
} from './sections.ts';

/** The CRM pages: /crm and /enhanced-crm. */

export const crmPageSchema = z.object({
  hero: heroSchema,
  /** The price of the page's structured data (99 USD); the hero states it visibly too. */
  offer: z.object({ price: z.number().positive(), currency: z.literal('USD') }),
  headline: block(featureSchema, { exact: 3 }),
  more: block(featureSchema, { exact: 9 }),
  cta: ctaSchema,
});

export const setupStepSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  text: z.string().min(1),
  /** Starts ticked (the account itself exists once you sign up). */
  done: z.boolean(),
});

export const enhancedCrmPageSchema = z.object({
  hero: heroSchema,
  stats: sectionCopySchema.extend({ items: z.array(statSchema).length(4) }),
  setup: sectionCopySchema.extend({ steps: z.array(setupStepSchema).min(2), doneText: z.string() }),
  features: block(featureSchema, { exact: 3 }),
  cta: ctaSchema,
});

export type CrmPage = z.infer<typeof crmPageSchema>;
export type SetupStep = z.infer<typeof setupStepSchema>;
export type EnhancedCrmPage = z.infer<typeof enhancedCrmPageSchema>;
