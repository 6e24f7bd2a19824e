import { z } from 'zod';
import {
  block,
  ctaSchema,
  faqItemSchema,
  featureSchema,
  heroSchema,
  iconNameSchema,
  imageSchema,
  linkSchema,
  sectionCopySchema,
  statSchema,
  stepSchema,
  testimonialSchema,
  tierSchema,
} from './sections.ts';

/** The feature pages: the /features hub, voice and chat agents, analytics and integrations. */

export const agentUseCaseSchema = z.object({
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

/** /features/voice-agents and /features/chat share one layout. */
export const agentFeaturePageSchema = z.object({
  hero: heroSchema,
  features: block(featureSchema, { min: 3 }),
  howItWorks: block(stepSchema, { exact: 3 }),
  benefits: block(featureSchema, { min: 3 }),
  useCases: block(agentUseCaseSchema, { exact: 3 }),
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
    .array(
      sectionCopySchema.extend({ id: z.string().min(1), items: z.array(featureSchema).min(1) }),
    )
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
  preview: sectionCopySchema.extend({
    image: imageSchema,
    /** Why the preview controls are inert. */
    note: z.string().min(1),
  }),
  benefits: block(featureSchema, { min: 3 }),
  dashboards: block(dashboardSchema, { exact: 3 }),
  reporting: block(featureSchema, { min: 5 }),
  integrations: sectionCopySchema,
  testimonials: block(testimonialSchema, { min: 2 }),
  faqs: block(faqItemSchema, { min: 4 }),
  cta: ctaSchema,
});

export const integrationsPageSchema = z.object({
  hero: heroSchema,
  capabilities: block(featureSchema, { exact: 3 }),
  groups: block(integrationGroupSchema, { exact: 4 }),
  benefits: block(featureSchema, { min: 3 }),
  api: sectionCopySchema.extend({
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

export type AgentUseCase = z.infer<typeof agentUseCaseSchema>;
export type IntegrationLogo = z.infer<typeof integrationLogoSchema>;
export type IntegrationGroup = z.infer<typeof integrationGroupSchema>;
export type Dashboard = z.infer<typeof dashboardSchema>;
export type AgentFeaturePage = z.infer<typeof agentFeaturePageSchema>;
export type FeaturesHub = z.infer<typeof featuresHubSchema>;
export type AnalyticsPage = z.infer<typeof analyticsPageSchema>;
export type IntegrationsPage = z.infer<typeof integrationsPageSchema>;
