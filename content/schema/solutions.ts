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
 * Extra shapes of the industry, service, implementation, developer, community and legal pages.
 * Required counts ("three solution cards", "FAQ of 6") are part of the schema, so content
 * that drifts from them fails validation instead of shipping.
 */

export const illustrationSchema = z.object({
  /** Local SVG only: the CSP allows images from this origin. */
  src: z.string().regex(/^\/images\/[\w/-]+\.svg$/),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const heroCopySchema = z.object({
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  intro: z.string().min(1),
  illustration: illustrationSchema.optional(),
});

export const useCaseSchema = z.object({
  title: z.string().min(1),
  scenario: z.string().min(1),
  outcome: z.string().min(1),
  results: z.array(statSchema).min(1).max(3),
});

/** A highlighted note, e.g. HIPAA compliance on the healthcare page. */
export const assuranceSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  icon: iconNameSchema,
  points: z.array(z.string().min(1)).min(1),
});

export const sectionCopySchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1).optional(),
});

/** Titles and intros of a page's sections, keyed by section. */
function sectionsOf<const K extends string>(...keys: K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, sectionCopySchema]));
  return z.object(shape as Record<K, typeof sectionCopySchema>);
}

export const industryIds = ['healthcare', 'ecommerce', 'real-estate'] as const;

export const industryPageSchema = z.object({
  id: z.enum(industryIds),
  /** Display name used in labels, e.g. 'Healthcare'. */
  name: z.string().min(1),
  hero: heroCopySchema.extend({ points: z.array(z.string().min(1)).min(2).max(4) }),
  solutions: z.array(featureSchema).length(3),
  benefits: z.array(featureSchema).length(4),
  assurance: assuranceSchema.optional(),
  useCases: z.array(useCaseSchema).length(2),
  testimonials: z.array(testimonialSchema).length(2),
  cta: ctaSchema,
  sections: z.object({
    solutions: sectionCopySchema,
    benefits: sectionCopySchema,
    useCases: sectionCopySchema,
    testimonials: sectionCopySchema,
  }),
});

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

export const integrationCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  text: z.string().min(1),
  icon: iconNameSchema,
  tools: z.array(z.string().min(1)).min(2),
});

export const customerSupportSchema = z.object({
  hero: heroCopySchema,
  features: z.array(featureSchema).length(3),
  benefits: z.array(featureSchema).length(4),
  steps: z.array(stepSchema).length(3),
  useCases: z.array(useCaseSchema).length(2),
  integrationCategories: z.array(integrationCategorySchema).length(4),
  testimonials: z.array(testimonialSchema).length(2),
  cta: ctaSchema,
  sections: sectionsOf('features', 'benefits', 'steps', 'useCases', 'integrations', 'testimonials'),
});

export const implementationPackageSchema = tierSchema.extend({
  /** How long support lasts after go-live: '30 days', '90 days', '1 year'. */
  support: z.string().min(1),
});

export const implementationSchema = z.object({
  hero: heroCopySchema,
  phases: z.array(stepSchema.extend({ duration: z.string().regex(/^\d+-\d+ weeks$/) })).length(5),
  packages: z.array(implementationPackageSchema).length(3),
  benefits: z.array(featureSchema).length(6),
  testimonials: z.array(testimonialSchema).length(2),
  faqs: z.array(faqItemSchema).length(4),
  cta: ctaSchema,
  /** Structured data: an aggregate offer and the process as a HowTo. */
  offers: z.object({
    lowPrice: z.number().positive(),
    highPrice: z.number().positive(),
    offerCount: z.number().int().positive(),
    priceCurrency: z.literal('USD'),
  }),
  /** ISO 8601 duration of the whole process. */
  totalTime: z.string().regex(/^P\d+W$/),
  sections: sectionsOf('phases', 'packages', 'benefits', 'testimonials', 'faqs'),
});

/** Site-wide blocks embedded on several pages: platform figures and integrations. */
export const sharedBlocksSchema = z.object({
  platformStats: z.object({
    title: z.string().min(1),
    intro: z.string().min(1),
    stats: z.array(statSchema).length(4),
  }),
  integrations: z.object({
    title: z.string().min(1),
    intro: z.string().min(1),
    groups: z.array(integrationCategorySchema).min(3),
    link: linkSchema,
  }),
});

export const codeSampleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().min(1),
  /** Shown on the code block and used as its accessible name. */
  title: z.string().min(1),
  language: z.enum(['javascript', 'typescript', 'python', 'html', 'bash', 'json', 'http']),
  description: z.string().min(1),
  code: z.string().min(1),
});

export const sdkSchema = z.object({
  /** Also the documentation anchor: /documentation#sdk-<id>. */
  id: z.string().regex(/^[a-z]+$/),
  name: z.string().min(1),
  monogram: z.string().min(1).max(3),
  packageName: z.string().min(1),
  install: z.string().min(1),
});

export const referenceLinkSchema = linkSchema.extend({ text: z.string().min(1) });

export const developersSchema = z.object({
  hero: heroCopySchema,
  apiFeatures: z.array(featureSchema).min(3),
  sdks: z.array(sdkSchema).min(3),
  codeSamples: z.array(codeSampleSchema).length(3),
  startSteps: z.array(stepSchema).length(3),
  endpoints: z.array(referenceLinkSchema).length(5),
  resources: z.array(referenceLinkSchema).length(5),
  support: z.array(featureSchema).min(2),
  cta: ctaSchema,
  sections: sectionsOf('apiFeatures', 'sdks', 'examples', 'start', 'reference', 'support'),
});

export const quickStartStepSchema = stepSchema.extend({
  id: z.string().min(1),
  code: codeSampleSchema.optional(),
  points: z.array(z.string().min(1)).optional(),
});

export const quickStartSchema = z.object({
  hero: heroCopySchema,
  prerequisites: z.array(z.string().min(1)).min(1),
  steps: z.array(quickStartStepSchema).length(5),
  next: z.array(featureSchema).min(2),
});

export const docSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  text: z.string().min(1),
  icon: iconNameSchema,
  topics: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(2),
  code: codeSampleSchema.optional(),
});

export const documentationSchema = z.object({
  hero: heroCopySchema,
  sections: z.array(docSectionSchema).min(6),
  sdkIntro: z.string().min(1),
});

export const httpMethods = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;

export const endpointGroupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  text: z.string().min(1),
  operations: z
    .array(
      z.object({
        method: z.enum(httpMethods),
        path: z.string().startsWith('/v1/'),
        description: z.string().min(1),
      }),
    )
    .min(2),
});

export const apiReferenceSchema = z.object({
  hero: heroCopySchema,
  baseUrl: z.url(),
  authentication: z.object({ text: z.string().min(1), code: codeSampleSchema }),
  endpointGroups: z.array(endpointGroupSchema).length(5),
  errors: z.object({
    text: z.string().min(1),
    codes: z.array(z.object({ status: z.number().int(), meaning: z.string().min(1) })).min(4),
    code: codeSampleSchema,
  }),
  rateLimiting: z.object({ text: z.string().min(1), points: z.array(z.string().min(1)).min(2) }),
  pagination: z.object({ text: z.string().min(1), code: codeSampleSchema }),
  versioning: z.object({ text: z.string().min(1), points: z.array(z.string().min(1)).min(2) }),
});

export const communityEventTypes = ['Webinar', 'In-Person', 'Virtual'] as const;

export const communityEventSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  /** ISO day for <time datetime>; `date` is the display text. */
  isoDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  date: z.string().min(1),
  time: z.string().min(1),
  type: z.enum(communityEventTypes),
  description: z.string().min(1),
  presenter: z.string().min(1),
  link: linkSchema,
});

export const discussionSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  category: z.string().min(1),
  replies: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  lastActivity: z.string().min(1),
});

export const communitySchema = z.object({
  hero: heroCopySchema,
  features: z.array(featureSchema).min(3),
  events: z.array(communityEventSchema).length(3),
  discussions: z.array(discussionSchema).length(4),
  resources: z.array(featureSchema).min(3),
  testimonials: z.array(testimonialSchema).min(2),
  guidelines: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(4),
  cta: ctaSchema,
  sections: sectionsOf(
    'features',
    'events',
    'discussions',
    'resources',
    'testimonials',
    'guidelines',
  ),
});

export const legalSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
  points: z.array(z.string().min(1)).optional(),
});

export const storageKeySchema = z.object({
  key: z.string().min(1),
  purpose: z.string().min(1),
});

export const privacyPolicySchema = z.object({
  effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  intro: z.string().min(1),
  sections: z.array(legalSectionSchema).min(6),
  storageKeys: z.array(storageKeySchema).min(5),
});

export const termsSchema = z.object({
  intro: z.string().min(1),
  sections: z.array(legalSectionSchema).length(14),
});

export type IndustryPage = z.infer<typeof industryPageSchema>;
export type IndustryId = (typeof industryIds)[number];
export type SectionCopy = z.infer<typeof sectionCopySchema>;
export type UseCase = z.infer<typeof useCaseSchema>;
export type Assurance = z.infer<typeof assuranceSchema>;
export type Illustration = z.infer<typeof illustrationSchema>;
export type ServiceOffer = z.infer<typeof serviceOfferSchema>;
export type AdvancedFeature = z.infer<typeof advancedFeatureSchema>;
export type LeadQualificationContent = z.infer<typeof leadQualificationSchema>;
export type ContentCreationContent = z.infer<typeof contentCreationSchema>;
export type FunnelStage = z.infer<typeof funnelStageSchema>;
export type SalesAutomationContent = z.infer<typeof salesAutomationSchema>;
export type IntegrationCategory = z.infer<typeof integrationCategorySchema>;
export type CustomerSupportContent = z.infer<typeof customerSupportSchema>;
export type ImplementationPackage = z.infer<typeof implementationPackageSchema>;
export type ImplementationContent = z.infer<typeof implementationSchema>;
export type SharedBlocks = z.infer<typeof sharedBlocksSchema>;
export type CodeSample = z.infer<typeof codeSampleSchema>;
export type Sdk = z.infer<typeof sdkSchema>;
export type ReferenceLink = z.infer<typeof referenceLinkSchema>;
export type DevelopersContent = z.infer<typeof developersSchema>;
export type QuickStartContent = z.infer<typeof quickStartSchema>;
export type DocSection = z.infer<typeof docSectionSchema>;
export type DocumentationContent = z.infer<typeof documentationSchema>;
export type EndpointGroup = z.infer<typeof endpointGroupSchema>;
export type ApiReferenceContent = z.infer<typeof apiReferenceSchema>;
export type CommunityEvent = z.infer<typeof communityEventSchema>;
export type Discussion = z.infer<typeof discussionSchema>;
export type CommunityContent = z.infer<typeof communitySchema>;
export type LegalSection = z.infer<typeof legalSectionSchema>;
export type PrivacyPolicyContent = z.infer<typeof privacyPolicySchema>;
export type TermsContent = z.infer<typeof termsSchema>;
