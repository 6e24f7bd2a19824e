import { z } from 'zod';
import { richTextSchema } from './blog.ts';

/** The privacy policy and the terms of service. */

export const legalSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  paragraphs: z.array(richTextSchema).min(1),
  points: z.array(richTextSchema).optional(),
});

export const storageKeySchema = z.object({
  key: z.string().min(1),
  purpose: z.string().min(1),
});

export const privacyPolicySchema = z.object({
  effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  intro: richTextSchema,
  sections: z.array(legalSectionSchema).min(6),
  storageKeys: z.array(storageKeySchema).min(5),
});

export const termsSchema = z.object({
  intro: richTextSchema,
  sections: z.array(legalSectionSchema).length(14),
});

/** The front matter of content/legal/privacy.md: the facts beside its prose. */
export const privacyFrontMatterSchema = privacyPolicySchema
  .pick({ effectiveDate: true, storageKeys: true })
  .strict();

/** content/legal/terms.md has prose only (its "Last updated" line is the day it is shown). */
export const termsFrontMatterSchema = z.strictObject({});

export type LegalSection = z.infer<typeof legalSectionSchema>;
export type PrivacyPolicyContent = z.infer<typeof privacyPolicySchema>;
export type TermsContent = z.infer<typeof termsSchema>;
