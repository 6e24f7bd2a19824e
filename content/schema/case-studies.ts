import { z } from 'zod';
import { caseStudyIndustryNames } from '../resources/resource-options.ts';

export const caseStudyIndustrySchema = z.enum(caseStudyIndustryNames);

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug');

export const caseStudyResultSchema = z.object({
  /** The headline figure, e.g. '312%' or '24/7'. */
  value: z.string().min(1),
  label: z.string().min(1),
});

export const caseStudyTestimonialSchema = z.object({
  quote: z.string().min(1),
  author: z.string().min(1),
  position: z.string().min(1),
  company: z.string().min(1),
});

export const caseStudySchema = z
  .object({
    id: slugSchema,
    slug: slugSchema,
    title: z.string().min(1),
    /** Customer name, used on cards and in structured data. */
    company: z.string().min(1),
    industry: caseStudyIndustrySchema,
    /** One sentence for cards and the meta description. */
    summary: z.string().min(1),
    challenge: z.string().min(1),
    solution: z.string().min(1),
    results: z.array(caseStudyResultSchema).min(1),
    testimonial: caseStudyTestimonialSchema.optional(),
    imageSrc: z.string().startsWith('/images/case-studies/'),
    logoSrc: z.string().startsWith('/images/').optional(),
  })
  .refine((study) => study.imageSrc === `/images/case-studies/${study.slug}.svg`, {
    message: 'imageSrc must be /images/case-studies/{slug}.svg',
    path: ['imageSrc'],
  });

export const caseStudiesSchema = z
  .array(caseStudySchema)
  .refine((list) => new Set(list.map((study) => study.slug)).size === list.length, {
    message: 'case study slugs must be unique',
  });

export type CaseStudy = z.infer<typeof caseStudySchema>;
