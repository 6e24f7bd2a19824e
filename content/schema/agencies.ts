import { z } from 'zod';
import {
  block,
  ctaSchema,
  featureSchema,
  heroSchema,
  sectionCopySchema,
  statSchema,
  storySchema,
} from './sections.ts';

/** The /agencies page. */

export const agenciesPageSchema = z.object({
  hero: heroSchema,
  /** The hero's picture of the multi-client dashboard, drawn in HTML. */
  preview: z.object({
    title: z.string().min(1),
    label: z.string().min(1),
    clients: z
      .array(z.object({ name: z.string().min(1), calls: z.string(), trend: z.string() }))
      .min(1),
    footer: z.string().min(1),
  }),
  benefits: block(featureSchema, { exact: 4 }),
  story: sectionCopySchema.extend({ story: storySchema }),
  stats: sectionCopySchema.extend({ items: z.array(statSchema).length(4) }),
  trial: z.object({ title: z.string().min(1), text: z.string().min(1) }),
  cta: ctaSchema,
});

export type AgenciesPage = z.infer<typeof agenciesPageSchema>;
