import { z } from 'zod';
import {
  ctaSchema,
  featureSchema,
  heroCopySchema,
  iconNameSchema,
  linkSchema,
  sectionsOf,
  stepSchema,
} from './sections.ts';

/** The developer pages: /developers, /quick-start, /documentation and /api. */

export const codeSampleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().min(1),
  /** Shown on the code block and used as its accessible name. */
  title: z.string().min(1),
  language: z.enum(['javascript', 'typescript', 'python', 'html', 'bash', 'json', 'http']),
  description: z.string().min(1),
  code: z.string().min(1),
});

export const sdkSchema = z.object({
  /** Also the documentation anchor: /documentation#sdk-<id>. */
  id: z.string().regex(/^[a-z]+$/),
  name: z.string().min(1),
  monogram: z.string().min(1).max(3),
  packageName: z.string().min(1),
  install: z.string().min(1),
});

export const referenceLinkSchema = linkSchema.extend({ text: z.string().min(1) });

export const developersSchema = z.object({
  hero: heroCopySchema,
  apiFeatures: z.array(featureSchema).min(3),
  sdks: z.array(sdkSchema).min(3),
  codeSamples: z.array(codeSampleSchema).length(3),
  startSteps: z.array(stepSchema).length(3),
  endpoints: z.array(referenceLinkSchema).length(5),
  resources: z.array(referenceLinkSchema).length(5),
  support: z.array(featureSchema).min(2),
  cta: ctaSchema,
  sections: sectionsOf('apiFeatures', 'sdks', 'examples', 'start', 'reference', 'support'),
});

export const quickStartStepSchema = stepSchema.extend({
  id: z.string().min(1),
  code: codeSampleSchema.optional(),
  points: z.array(z.string().min(1)).optional(),
});

export const quickStartSchema = z.object({
  hero: heroCopySchema,
  prerequisites: z.array(z.string().min(1)).min(1),
  steps: z.array(quickStartStepSchema).length(5),
  next: z.array(featureSchema).min(2),
});

export const docSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  text: z.string().min(1),
  icon: iconNameSchema,
  topics: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(2),
  code: codeSampleSchema.optional(),
});

export const documentationSchema = z.object({
  hero: heroCopySchema,
  sections: z.array(docSectionSchema).min(6),
  sdkIntro: z.string().min(1),
});

export const httpMethods = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;

export const endpointGroupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  text: z.string().min(1),
  operations: z
    .array(
      z.object({
        method: z.enum(httpMethods),
        path: z.string().startsWith('/v1/'),
        description: z.string().min(1),
      }),
    )
    .min(2),
});

export const apiReferenceSchema = z.object({
  hero: heroCopySchema,
  baseUrl: z.url(),
  authentication: z.object({ text: z.string().min(1), code: codeSampleSchema }),
  endpointGroups: z.array(endpointGroupSchema).length(5),
  errors: z.object({
    text: z.string().min(1),
    codes: z.array(z.object({ status: z.number().int(), meaning: z.string().min(1) })).min(4),
    code: codeSampleSchema,
  }),
  rateLimiting: z.object({ text: z.string().min(1), points: z.array(z.string().min(1)).min(2) }),
  pagination: z.object({ text: z.string().min(1), code: codeSampleSchema }),
  versioning: z.object({ text: z.string().min(1), points: z.array(z.string().min(1)).min(2) }),
});

export type CodeSample = z.infer<typeof codeSampleSchema>;
export type Sdk = z.infer<typeof sdkSchema>;
export type ReferenceLink = z.infer<typeof referenceLinkSchema>;
export type DevelopersContent = z.infer<typeof developersSchema>;
export type QuickStartContent = z.infer<typeof quickStartSchema>;
export type DocumentationContent = z.infer<typeof documentationSchema>;
export type EndpointGroup = z.infer<typeof endpointGroupSchema>;
export type ApiReferenceContent = z.infer<typeof apiReferenceSchema>;
