import { z } from 'zod';
import { guideCategories, guideIndustries } from '../resources/resource-options.ts';

export const guideSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
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

export type GuideCategory = (typeof guideCategories)[number];
export type GuideIndustry = (typeof guideIndustries)[number];
export type Guide = z.infer<typeof guideSchema>;
