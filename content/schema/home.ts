import { z } from 'zod';
import {
  faqItemSchema,
  featureSchema,
  iconNameSchema,
  linkSchema,
  statSchema,
  stepSchema,
  testimonialSchema,
} from './sections.ts';
import { industries } from '../personalization/preference-options.ts';

/** Home page copy. Section keys match the personalization "featured sections". */

const sectionCopySchema = z.object({
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  intro: z.string().min(1),
});

export const homeVideoSchema = z.object({
  title: z.string().min(1),
  /** Local media only (the CSP allows media from this origin). */
  sources: z
    .array(z.object({ src: z.string().startsWith('/media/'), type: z.string().min(1) }))
    .min(1),
  poster: z.string().startsWith('/images/'),
  /** WebVTT captions of the dialogue. */
  captions: z.string().startsWith('/media/').endsWith('.vtt'),
  /** A text alternative of what the clip shows. */
  description: z.string().min(1),
  durationLabel: z.string().min(1),
});

/** The first screen of the home page (its own content module, `content/home/hero.ts`). */
export const homeHeroSchema = z.object({
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  intro: z.string().min(1),
  points: z.array(z.string().min(1)).min(1),
  formTitle: z.string().min(1),
  formIntro: z.string().min(1),
});

export type HomeHero = z.infer<typeof homeHeroSchema>;

/** The sections below the first screen. */
export const homeContentSchema = z.object({
  howItWorks: sectionCopySchema.extend({ steps: z.array(stepSchema).length(3) }),
  business: sectionCopySchema.extend({
    benefits: z.array(featureSchema).min(3),
    video: homeVideoSchema,
    /** Shown when the visitor's industry is outside the section's focus (it is dimmed). */
    otherIndustryNote: z.string().min(1),
  }),
  marketing: sectionCopySchema.extend({ pillars: z.array(featureSchema).min(3) }),
  features: sectionCopySchema.extend({
    headline: z.array(featureSchema).length(3),
    capabilitiesTitle: z.string().min(1),
    capabilities: z.array(featureSchema).length(15),
  }),
  faq: sectionCopySchema,
  pricing: sectionCopySchema,
  caseStudies: sectionCopySchema.extend({ emptyText: z.string().min(1) }),
  testimonials: sectionCopySchema,
  personal: z.object({
    recentTitle: z.string().min(1),
    recentEmpty: z.string().min(1),
    recommendedTitle: z.string().min(1),
  }),
});
export type HomeContent = z.infer<typeof homeContentSchema>;
export type HomeVideo = z.infer<typeof homeVideoSchema>;

export const homeFaqSchema = faqItemSchema.extend({
  category: z.enum(['General', 'Technology', 'Customization', 'Pricing', 'Integration']),
});
export const homeFaqsSchema = z.array(homeFaqSchema).length(9);
export type HomeFaq = z.infer<typeof homeFaqSchema>;

/** The home testimonial: quote, rating, portrait and an optional video with its poster. */
export const homeTestimonialSchema = testimonialSchema.extend({
  rating: z.number().int().min(1).max(5),
  image: z.string().startsWith('/images/'),
  video: z.string().startsWith('/media/').optional(),
  videoPoster: z.string().startsWith('/images/').optional(),
});
export const homeTestimonialsSchema = z.array(homeTestimonialSchema).length(4);
export type HomeTestimonial = z.infer<typeof homeTestimonialSchema>;

export const marketingStatsSchema = z.array(statSchema).length(4);

/**
 * A suggestion for the recommended list and the personalized call to action. `industries` and
 * `channels` say who it suits; an empty list means everyone.
 */
export const recommendationSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  text: z.string().min(1),
  icon: iconNameSchema,
  link: linkSchema,
  industries: z.array(z.string().min(1)),
  channels: z.array(z.enum(['email', 'phone', 'both'])),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const ctaOfferSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  link: linkSchema,
});
export type CtaOffer = z.infer<typeof ctaOfferSchema>;

/** The personalized call to action: one offer per industry, per channel, and a default. */
export const ctaOffersSchema = z.object({
  default: ctaOfferSchema,
  email: ctaOfferSchema,
  phone: ctaOfferSchema,
  industries: z.record(z.enum(industries), ctaOfferSchema),
});
export type CtaOffers = z.infer<typeof ctaOffersSchema>;
