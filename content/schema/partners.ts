import { z } from 'zod';
import {
  block,
  ctaSchema,
  faqItemSchema,
  featureSchema,
  heroSchema,
  sectionCopySchema,
  statSchema,
  stepSchema,
  storySchema,
  tierSchema,
} from './sections.ts';

/** The partner pages: /partners and /affiliate. */

export const affiliatePageSchema = z.object({
  hero: heroSchema,
  facts: z.array(statSchema).min(3),
  benefits: block(featureSchema, { min: 3 }),
  steps: block(stepSchema, { exact: 3 }),
  terms: sectionCopySchema.extend({ items: z.array(z.string().min(1)).min(3) }),
  faqs: block(faqItemSchema, { min: 3 }),
  cta: ctaSchema,
});

export const partnersPageSchema = z.object({
  hero: heroSchema,
  types: block(featureSchema, { exact: 3 }),
  benefits: block(featureSchema, { exact: 4 }),
  tiers: block(tierSchema, { exact: 3 }),
  process: block(stepSchema, { exact: 3 }),
  stories: block(storySchema, { exact: 2 }),
  faqs: block(faqItemSchema, { exact: 4 }),
  cta: ctaSchema,
});

export type AffiliatePage = z.infer<typeof affiliatePageSchema>;
export type PartnersPage = z.infer<typeof partnersPageSchema>;
