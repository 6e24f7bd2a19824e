import { z } from 'zod';
import {
  ctaSchema,
  featureSchema,
  heroCopySchema,
  linkSchema,
  sectionsOf,
  testimonialSchema,
} from './sections.ts';

/** The /community page. */

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

export type CommunityEvent = z.infer<typeof communityEventSchema>;
export type CommunityContent = z.infer<typeof communitySchema>;
