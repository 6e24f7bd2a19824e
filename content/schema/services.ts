import { z } from 'zod';
import {
  ctaSchema,
  customerScenarioSchema,
  faqItemSchema,
  featureSchema,
  heroCopySchema,
  iconNameSchema,
  integrationCategorySchema,
  linkSchema,
  sectionsOf,
  statSchema,
  stepSchema,
  testimonialSchema,
} from './sections.ts';

/**
 * The service pages (/services/…). Required counts ("FAQ of 6") are part of the schema, so
 * content that drifts from them fails validation instead of shipping.
 */

/** A service offer as structured data states it. */
export const serviceOfferSchema = z.object({
  price: z.string().regex(/^\d+\.\d{2}$/),
  priceCurrency: z.literal('USD'),
  priceValidUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export const advancedFeatureSchema = featureSchema.extend({ tooltip: z.string().min(1) });

export const leadQualificationSchema = z.object({
  hero: heroCopySchema,
  primary: linkSchema,
  secondary: linkSchema,
  trialBadges: z.array(z.string().min(1)).length(3),
  benefits: z.array(featureSchema).length(6),
  steps: z.array(stepSchema).length(4),
  advancedFeatures: z.array(advancedFeatureSchema).length(4),
  testimonials: z.array(testimonialSchema).length(2),
  cta: ctaSchema,
  sections: sectionsOf('benefits', 'steps', 'advanced', 'testimonials'),
});

export const contentCreationSchema = z.object({
  hero: heroCopySchema,
  features: z.array(featureSchema).length(6),
  contentTypes: z.array(featureSchema).length(6),
  benefits: z.array(featureSchema).length(4),
  steps: z.array(stepSchema).length(4),
  testimonials: z.array(testimonialSchema).length(2),
  cta: ctaSchema,
  ctaStats: z.array(statSchema).length(4),
  offer: serviceOfferSchema,
  sections: sectionsOf('features', 'contentTypes', 'benefits', 'steps', 'testimonials'),
});

export const funnelStageNames = ['Awareness', 'Interest', 'Consideration', 'Action'] as const;

export const funnelStageSchema = z.object({
  name: z.enum(funnelStageNames),
  text: z.string().min(1),
  icon: iconNameSchema,
  automations: z.array(z.string().min(1)).min(2),
  metric: statSchema,
});

export const salesAutomationSchema = z.object({
  hero: heroCopySchema,
  features: z.array(featureSchema).length(3),
  funnel: z.array(funnelStageSchema).length(4),
  faqs: z.array(faqItemSchema).length(6),
  cta: ctaSchema,
  ctaStats: z.array(statSchema).min(3).max(4),
  offer: serviceOfferSchema,
  sections: sectionsOf('features', 'funnel', 'faqs'),
});

export const customerSupportSchema = z.object({
  hero: heroCopySchema,
  features: z.array(featureSchema).length(3),
  benefits: z.array(featureSchema).length(4),
  steps: z.array(stepSchema).length(3),
  useCases: z.array(customerScenarioSchema).length(2),
  integrationCategories: z.array(integrationCategorySchema).length(4),
  testimonials: z.array(testimonialSchema).length(2),
  cta: ctaSchema,
  sections: sectionsOf('features', 'benefits', 'steps', 'useCases', 'integrations', 'testimonials'),
});

export type ServiceOffer = z.infer<typeof serviceOfferSchema>;
export type LeadQualificationContent = z.infer<typeof leadQualificationSchema>;
export type ContentCreationContent = z.infer<typeof contentCreationSchema>;
export type SalesAutomationContent = z.infer<typeof salesAutomationSchema>;
export type CustomerSupportContent = z.infer<typeof customerSupportSchema>;
