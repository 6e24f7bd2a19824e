import type { TermsContent } from '../schema/legal.ts';
import { generatedTerms } from '../generated/legal/terms.ts';

/** The terms of service, written in ./terms.md; the page numbers the sections and adds the contact details. */
export const terms: TermsContent = generatedTerms;
