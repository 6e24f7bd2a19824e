import { z } from 'zod';
import { successStoryIndustries } from '../resources/resource-options.ts';

export const successStoryIndustrySchema = z.enum(successStoryIndustries).exclude(['all']);

export const successStorySchema = z.object({
  /** Equals the slug of the full case study it links to (/case-studies/{id}). */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
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

export type SuccessStoryIndustry = z.infer<typeof successStoryIndustrySchema>;
export type SuccessStory = z.infer<typeof successStorySchema>;
