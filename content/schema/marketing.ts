import * as z from 'zod';
import { iconNames } from '#shared/components/icon-names.ts';

/** Shapes shared by every marketing page: features, steps, quotes, stats, FAQs, tiers, CTAs. */

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

export type Link = z.infer<typeof linkSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Stat = z.infer<typeof statSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type Tier = z.infer<typeof tierSchema>;
export type Cta = z.infer<typeof ctaSchema>;
