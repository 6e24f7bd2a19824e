import * as z from 'zod';
import { iconNames } from '#shared/components/icon-names.ts';

/**
 * Shapes of the sections pages are built from (shared/components: features, steps, quotes,
 * stats, FAQs, tiers, CTAs, heroes) and of content/sections/, the blocks several pages show.
 */

export const iconNameSchema = z.enum(iconNames);

export const linkSchema = z.object({
  label: z.string().min(1),
  /** An internal path (starts with /) or a full URL. */
  href: z.string().min(1),
});

export const featureSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  icon: iconNameSchema.optional(),
  link: linkSchema.optional(),
  /** Short bullet points under the text. */
  points: z.array(z.string()).optional(),
});

export const stepSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  /** e.g. '1-2 weeks' for implementation phases. */
  duration: z.string().optional(),
});

export const testimonialSchema = z.object({
  id: z.string().min(1),
  quote: z.string().min(1),
  name: z.string().min(1),
  role: z.string().min(1),
  company: z.string().min(1),
  rating: z.number().int().min(1).max(5).optional(),
});

export const statSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
});

export const faqItemSchema = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  answer: z.string().min(1),
});

export const tierSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Display text: '$499/mo', 'Custom', 'From $5,000'. */
  price: z.string().min(1),
  priceNote: z.string().optional(),
  description: z.string().min(1),
  features: z.array(z.string().min(1)).min(1),
  highlight: z.string().optional(),
  cta: linkSchema,
});

export const ctaSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  primary: linkSchema,
  secondary: linkSchema.optional(),
});

export const imageSchema = z.object({
  src: z.string().startsWith('/images/'),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** A section's title and optional intro. */
export const sectionCopySchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1).optional(),
});

/** A titled section holding a list of items. */
export function block<T extends z.ZodType>(item: T, count?: { min?: number; exact?: number }) {
  let items = z.array(item);
  if (count?.exact !== undefined) items = items.length(count.exact);
  else items = items.min(count?.min ?? 1);
  return sectionCopySchema.extend({ items });
}

/** Titles and intros of a page's sections, keyed by section. */
export function sectionsOf<const K extends string>(...keys: K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, sectionCopySchema]));
  return z.object(shape as Record<K, typeof sectionCopySchema>);
}

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

/** A customer scenario: the problem, what the agent does now, and the measured results. */
export const customerScenarioSchema = z.object({
  title: z.string().min(1),
  scenario: z.string().min(1),
  outcome: z.string().min(1),
  results: z.array(statSchema).min(1).max(3),
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

export const integrationCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  text: z.string().min(1),
  icon: iconNameSchema,
  tools: z.array(z.string().min(1)).min(2),
});

/** Blocks of content/sections/, shown on several pages: platform figures and integrations. */
export const platformBlocksSchema = z.object({
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

export const trialOfferSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  points: z.array(z.string().min(1)).min(1),
  primary: linkSchema,
  secondary: linkSchema.optional(),
});

export type Link = z.infer<typeof linkSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Stat = z.infer<typeof statSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type Tier = z.infer<typeof tierSchema>;
export type Cta = z.infer<typeof ctaSchema>;
export type ContentImage = z.infer<typeof imageSchema>;
export type SectionCopy = z.infer<typeof sectionCopySchema>;
export type Hero = z.infer<typeof heroSchema>;
export type CustomerScenario = z.infer<typeof customerScenarioSchema>;
export type Story = z.infer<typeof storySchema>;
export type IntegrationCategory = z.infer<typeof integrationCategorySchema>;
export type PlatformBlocks = z.infer<typeof platformBlocksSchema>;
export type TrialOffer = z.infer<typeof trialOfferSchema>;
