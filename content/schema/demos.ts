import * as z from 'zod';
import { comparisonCategories, faqCategories } from '../demos/demo-options.ts';
import { featuredSectionIds } from '../personalization/preference-options.ts';
import { iconNameSchema, linkSchema, testimonialSchema } from './sections.ts';

/**
 * Content of the interactive demo pages: tour, onboarding, progress, widgets, personalization.
 * The content files are typed with these inferred types; unit tests validate them here.
 */

const id = z.string().regex(/^[a-z0-9-]+$/, 'ids are kebab-case');
const internalPath = z.string().regex(/^\/[a-z0-9\-/]*$/, 'an internal path');

/** A card that sends the visitor somewhere next (completion screens, dashboard). */
export const nextStepSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  icon: iconNameSchema,
  href: internalPath,
  linkLabel: z.string().min(1),
});

export const tourStepSchema = z.object({
  id,
  title: z.string().min(1),
  content: z.string().min(1),
  helpText: z.string().min(1),
  icon: iconNameSchema,
  /** Bullet points that show what the step covers. */
  points: z.array(z.string().min(1)).optional(),
  /** A product action; in the demo it only writes to the console. */
  action: z.object({ label: z.string().min(1) }).optional(),
  /** Shows the sample call-volume slider in this step. */
  sampleSlider: z.boolean().optional(),
  isCompleted: z.boolean().optional(),
});

export const onboardingStepSchema = z.object({
  id,
  title: z.string().min(1),
  description: z.string().min(1),
  isCompleted: z.boolean(),
  isRequired: z.boolean(),
  helpText: z.string().min(1),
  benefitText: z.string().min(1).optional(),
  actionLabel: z.string().min(1),
  icon: iconNameSchema,
});

export const demoFaqSchema = z.object({
  id,
  question: z.string().min(1),
  answer: z.string().min(1),
  category: z.enum(faqCategories),
});

export const calculatorTierSchema = z.object({
  id: z.enum(['basic', 'professional', 'enterprise']),
  name: z.string().min(1),
  basePrice: z.number().positive(),
  callsIncluded: z.number().int().positive(),
  additionalCallPrice: z.number().positive(),
  features: z.array(z.string().min(1)).min(1),
  recommended: z.boolean(),
});

export const comparisonPlanSchema = z.object({
  id: z.enum(['basic', 'professional', 'enterprise']),
  name: z.string().min(1),
  price: z.string().min(1),
  description: z.string().min(1),
  recommended: z.boolean(),
});

/** A cell: included or not, or a short text such as 'Up to 3'. */
const tierValue = z.union([z.boolean(), z.string().min(1)]);

export const comparisonFeatureSchema = z.object({
  id,
  name: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(comparisonCategories),
  tiers: z.object({ basic: tierValue, professional: tierValue, enterprise: tierValue }),
});

export const carouselTestimonialSchema = testimonialSchema.extend({
  rating: z.number().int().min(1).max(5),
  /** What the customer achieved, shown under the quote. */
  result: z.string().min(1),
});

export const chatReplySchema = z.object({
  id,
  /**
   * Lower-case words or phrases matched as whole words; a trailing `*` also matches longer
   * words ('pric*' matches price, pricing). The first rule with a match answers.
   */
  keywords: z.array(z.string().min(1)).min(1),
  reply: z.string().min(1),
});

export const demoSectionSchema = z.object({
  id: z.enum(featuredSectionIds),
  title: z.string().min(1),
  summary: z.string().min(1),
  points: z.array(z.string().min(1)).min(1),
  icon: iconNameSchema,
});

export const offerSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  cta: linkSchema,
});

export const accountTaskSchema = z.object({
  id,
  title: z.string().min(1),
  text: z.string().min(1),
  isCompleted: z.boolean(),
});

export const videoChapterSchema = z.object({
  title: z.string().min(1),
  /** Start, in percent of the video. */
  at: z.number().min(0).max(100),
});

export const demoVideoSchema = z.object({
  title: z.string().min(1),
  /** Length of the simulated video in seconds. */
  durationSeconds: z.number().int().positive(),
  poster: z.string().startsWith('/images/'),
  chapters: z.array(videoChapterSchema).min(1),
});

export const activityItemSchema = z.object({ time: z.string().min(1), text: z.string().min(1) });

export const outcomeSchema = z.object({
  label: z.string().min(1),
  percent: z.number().int().min(0).max(100),
});

export const metricSchema = z.object({
  label: z.string().min(1),
  value: z.string().min(1),
  change: z.string().min(1),
  icon: iconNameSchema,
});

export type NextStep = z.infer<typeof nextStepSchema>;
export type TourStep = z.infer<typeof tourStepSchema>;
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;
export type DemoFaq = z.infer<typeof demoFaqSchema>;
export type CalculatorTier = z.infer<typeof calculatorTierSchema>;
export type ComparisonPlan = z.infer<typeof comparisonPlanSchema>;
export type ComparisonFeature = z.infer<typeof comparisonFeatureSchema>;
export type CarouselTestimonial = z.infer<typeof carouselTestimonialSchema>;
export type ChatReply = z.infer<typeof chatReplySchema>;
export type DemoSection = z.infer<typeof demoSectionSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type AccountTask = z.infer<typeof accountTaskSchema>;
export type Metric = z.infer<typeof metricSchema>;
export type DemoVideo = z.infer<typeof demoVideoSchema>;
export type ActivityItem = z.infer<typeof activityItemSchema>;
export type Outcome = z.infer<typeof outcomeSchema>;
