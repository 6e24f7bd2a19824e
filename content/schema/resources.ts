import { z } from 'zod';
import {
  guideCategories,
  guideIndustries,
  successStoryIndustries,
  tutorialCategories,
  tutorialLevels,
  webinarCategories,
} from '../resources/resource-options.ts';
import {
  ctaSchema,
  faqItemSchema,
  featureSchema,
  heroCopySchema,
  sectionsOf,
  stepSchema,
  testimonialSchema,
  tierSchema,
} from './sections.ts';

/** The resource pages: tutorials, webinars, solution guides, success stories, implementation. */

/** Lower-case words joined by hyphens. */
const idSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const tutorialLevelSchema = z.enum(tutorialLevels).exclude(['all']);
export const tutorialCategorySchema = z.enum(tutorialCategories).exclude(['all']);

export const tutorialSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  /** Display text, e.g. '12 min'. */
  duration: z.string().regex(/^\d+ min$/),
  level: tutorialLevelSchema,
  category: tutorialCategorySchema,
  thumbnailUrl: z.string().startsWith('/images/tutorials/'),
  /** The steps the tutorial walks through. */
  steps: z.array(z.string().min(1)).min(2),
  /**
   * The video address is only a placeholder; each tutorial instead points at the page of this
   * site that documents the same task, so "Start Tutorial" always leads somewhere real.
   */
  guideUrl: z.string().startsWith('/'),
  featured: z.boolean(),
});

export const learningPathSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  level: tutorialLevelSchema,
  /** Tutorial ids in the order to follow them. */
  tutorialIds: z.array(idSchema).min(2),
});

export type Tutorial = z.infer<typeof tutorialSchema>;
export type LearningPath = z.infer<typeof learningPathSchema>;

export const webinarCategorySchema = z.enum(webinarCategories).exclude(['all']);

export const webinarSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  /** Calendar date (YYYY-MM-DD) of the live session. */
  date: z.iso.date(),
  /** Start time as shown, with its time zone. */
  time: z.string().min(1),
  /** Minutes; webinars run 45 to 60. */
  duration: z.number().int().min(45).max(60),
  presenter: z.string().min(1),
  presenterRole: z.string().min(1),
  category: webinarCategorySchema,
  thumbnailUrl: z.string().startsWith('/images/webinars/'),
  /** What attendees take away; shown in the details of each webinar. */
  agenda: z.array(z.string().min(1)).min(2),
  upcoming: z.boolean(),
  featured: z.boolean(),
});

export type Webinar = z.infer<typeof webinarSchema>;

export const guideSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(guideCategories),
  /** 'all' marks a guide written for every industry. */
  industry: z.enum(guideIndustries),
  thumbnailUrl: z.string().startsWith('/images/guides/'),
  /** A plain-text file under /guides/, downloaded as is. */
  downloadUrl: z.string().regex(/^\/guides\/[a-z0-9-]+\.txt$/),
  /** Reading time of the downloaded guide, e.g. '8 min read'. */
  readTime: z.string().min(1),
  featured: z.boolean(),
});

export type Guide = z.infer<typeof guideSchema>;

export const successStoryIndustrySchema = z.enum(successStoryIndustries).exclude(['all']);

export const successStorySchema = z.object({
  /** Equals the slug of the full case study it links to (/case-studies/{id}). */
  id: idSchema,
  title: z.string().min(1),
  company: z.string().min(1),
  industry: successStoryIndustrySchema,
  challenge: z.string().min(1),
  solution: z.string().min(1),
  results: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).min(1),
  testimonial: z.string().min(1),
  author: z.string().min(1),
  role: z.string().min(1),
  logoUrl: z.string().startsWith('/images/success-stories/'),
  featured: z.boolean(),
});

export type SuccessStory = z.infer<typeof successStorySchema>;

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

export type ImplementationPackage = z.infer<typeof implementationPackageSchema>;
export type ImplementationContent = z.infer<typeof implementationSchema>;
