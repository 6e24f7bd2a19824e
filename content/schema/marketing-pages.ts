import { z } from 'zod';
import {
  ctaSchema,
  faqItemSchema,
  featureSchema,
  iconNameSchema,
  linkSchema,
  statSchema,
  stepSchema,
  testimonialSchema,
  tierSchema,
} from './marketing.ts';

/**
 * Page-level shapes of the product and partner marketing pages (features, CRM, agencies,
 * affiliate, partners), built from the shared marketing shapes. Content files use the inferred
 * types with `satisfies`; a unit test parses every file with these schemas.
 */

export const imageSchema = z.object({
  src: z.string().startsWith('/images/'),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const heroSchema = z.object({
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  intro: z.string().min(1),
  primary: linkSchema,
  secondary: linkSchema.optional(),
  /** Short facts under the buttons ('Setup in 24-48 hours'). */
  highlights: z.array(z.string().min(1)).optional(),
  image: imageSchema.optional(),
});

const copy = {
  title: z.string().min(1),
  intro: z.string().min(1).optional(),
};

/** A titled section holding a list of items. */
function block<T extends z.ZodType>(item: T, count?: { min?: number; exact?: number }) {
  let items = z.array(item);
  if (count?.exact !== undefined) items = items.length(count.exact);
  else items = items.min(count?.min ?? 1);
  return z.object({ ...copy, items });
}

export const useCaseSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  icon: iconNameSchema.optional(),
  /** The headline outcome, e.g. { value: '45%', label: 'more appointments booked' }. */
  result: statSchema,
});

export const integrationLogoSchema = z.object({
  name: z.string().min(1),
  /** A wordmark drawn for this site (no third-party artwork). */
  logo: z.string().startsWith('/images/logos/'),
});

export const integrationGroupSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  text: z.string().min(1),
  icon: iconNameSchema,
  logos: z.array(integrationLogoSchema).min(1),
});

export const trialOfferSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  points: z.array(z.string().min(1)).min(1),
  primary: linkSchema,
  secondary: linkSchema.optional(),
});

export const storySchema = z.object({
  id: z.string().min(1),
  company: z.string().min(1),
  kind: z.string().min(1),
  title: z.string().min(1),
  text: z.string().min(1),
  results: z.array(statSchema).min(1),
  quote: testimonialSchema.optional(),
});

/** /features/voice-agents and /features/chat share one layout. */
export const agentFeaturePageSchema = z.object({
  hero: heroSchema,
  features: block(featureSchema, { min: 3 }),
  howItWorks: block(stepSchema, { exact: 3 }),
  benefits: block(featureSchema, { min: 3 }),
  useCases: block(useCaseSchema, { exact: 3 }),
  technology: block(featureSchema, { min: 3 }),
  testimonials: block(testimonialSchema, { exact: 2 }),
  pricing: block(tierSchema, { exact: 3 }),
  faqs: block(faqItemSchema, { exact: 4 }),
  cta: ctaSchema,
});

export const featuresHubSchema = z.object({
  hero: heroSchema,
  /** The platform's 15 capabilities, each pointing at its section id. */
  capabilities: z
    .array(z.object({ name: z.string().min(1), icon: iconNameSchema, section: z.string().min(1) }))
    .length(15),
  agents: block(featureSchema, { exact: 4 }),
  groups: z
    .array(z.object({ id: z.string().min(1), ...copy, items: z.array(featureSchema).min(1) }))
    .min(1),
  services: block(featureSchema, { exact: 4 }),
  explore: block(featureSchema, { min: 1 }),
  cta: ctaSchema,
});

export const dashboardSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  icon: iconNameSchema,
  metrics: z.array(z.string().min(1)).min(3),
});

export const analyticsPageSchema = z.object({
  hero: heroSchema,
  features: block(featureSchema, { min: 3 }),
  preview: z.object({
    ...copy,
    image: imageSchema,
    /** Why the preview controls are inert. */
    note: z.string().min(1),
  }),
  benefits: block(featureSchema, { min: 3 }),
  dashboards: block(dashboardSchema, { exact: 3 }),
  reporting: block(featureSchema, { min: 5 }),
  integrations: z.object(copy),
  testimonials: block(testimonialSchema, { min: 2 }),
  faqs: block(faqItemSchema, { min: 4 }),
  cta: ctaSchema,
});

export const integrationsPageSchema = z.object({
  hero: heroSchema,
  capabilities: block(featureSchema, { exact: 3 }),
  groups: block(integrationGroupSchema, { exact: 4 }),
  benefits: block(featureSchema, { min: 3 }),
  api: z.object({
    ...copy,
    points: z.array(z.string().min(1)).min(1),
    /** Caption of the code sample, e.g. 'Create an agent'. */
    caption: z.string().min(1),
    code: z.string().min(1),
    links: z.array(linkSchema).min(1),
  }),
  process: block(stepSchema, { exact: 3 }),
  security: block(featureSchema, { min: 3 }),
  testimonials: block(testimonialSchema, { exact: 2 }),
  faqs: block(faqItemSchema, { exact: 4 }),
  cta: ctaSchema,
});

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
  stats: z.object({ ...copy, items: z.array(statSchema).length(4) }),
  setup: z.object({ ...copy, steps: z.array(setupStepSchema).min(2), doneText: z.string() }),
  features: block(featureSchema, { exact: 3 }),
  cta: ctaSchema,
});

export const agenciesPageSchema = z.object({
  hero: heroSchema,
  /** The hero's picture of the multi-client dashboard, drawn in HTML. */
  preview: z.object({
    title: z.string().min(1),
    label: z.string().min(1),
    clients: z
      .array(z.object({ name: z.string().min(1), calls: z.string(), trend: z.string() }))
      .min(1),
    footer: z.string().min(1),
  }),
  benefits: block(featureSchema, { exact: 4 }),
  story: z.object({ ...copy, story: storySchema }),
  stats: z.object({ ...copy, items: z.array(statSchema).length(4) }),
  trial: z.object({ title: z.string().min(1), text: z.string().min(1) }),
  cta: ctaSchema,
});

export const affiliatePageSchema = z.object({
  hero: heroSchema,
  facts: z.array(statSchema).min(3),
  benefits: block(featureSchema, { min: 3 }),
  steps: block(stepSchema, { exact: 3 }),
  terms: z.object({ ...copy, items: z.array(z.string().min(1)).min(3) }),
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

export type MarketingImage = z.infer<typeof imageSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type UseCase = z.infer<typeof useCaseSchema>;
export type IntegrationLogo = z.infer<typeof integrationLogoSchema>;
export type IntegrationGroup = z.infer<typeof integrationGroupSchema>;
export type TrialOffer = z.infer<typeof trialOfferSchema>;
export type Story = z.infer<typeof storySchema>;
export type Dashboard = z.infer<typeof dashboardSchema>;
export type SetupStep = z.infer<typeof setupStepSchema>;
export type AgentFeaturePage = z.infer<typeof agentFeaturePageSchema>;
export type FeaturesHub = z.infer<typeof featuresHubSchema>;
export type AnalyticsPage = z.infer<typeof analyticsPageSchema>;
export type IntegrationsPage = z.infer<typeof integrationsPageSchema>;
export type CrmPage = z.infer<typeof crmPageSchema>;
export type EnhancedCrmPage = z.infer<typeof enhancedCrmPageSchema>;
export type AgenciesPage = z.infer<typeof agenciesPageSchema>;
export type AffiliatePage = z.infer<typeof affiliatePageSchema>;
export type PartnersPage = z.infer<typeof partnersPageSchema>;
