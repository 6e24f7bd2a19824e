import { z } from 'zod';
import { tutorialCategories, tutorialLevels } from '../resources/resource-options.ts';

export const tutorialLevelSchema = z.enum(tutorialLevels).exclude(['all']);
export const tutorialCategorySchema = z.enum(tutorialCategories).exclude(['all']);

const idSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

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

export type TutorialLevel = z.infer<typeof tutorialLevelSchema>;
export type TutorialCategory = z.infer<typeof tutorialCategorySchema>;
export type Tutorial = z.infer<typeof tutorialSchema>;
export type LearningPath = z.infer<typeof learningPathSchema>;
