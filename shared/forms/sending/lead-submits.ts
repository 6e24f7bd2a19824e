import type { LeadForm } from './lead-recorder.ts';

/**
 * Each form's submit, in one place for its route action (run in the browser, and on the server
 * for a post without JavaScript) and for the lead API (the browser's request to the server):
 * validation with the form's rules, then the lead recorded. The checks load with the first
 * submit, not with the page. `minimumMs` is the spec's 1 s in the browser, 0 on the server's API.
 */
export const leadSubmits = {
  contact: async (formData: FormData, minimumMs: number) =>
    (await import('../contact/contact-schema.ts')).submitContact(formData, minimumMs),
  'demo-request': async (formData: FormData, minimumMs: number) =>
    (await import('../demo-request/demo-request-schema.ts')).submitDemoRequest(formData, minimumMs),
  newsletter: async (formData: FormData, minimumMs: number) =>
    (await import('../newsletter/newsletter-schema.ts')).submitNewsletter(
      formData,
      minimumMs,
      'newsletter',
    ),
  'webinar-signup': async (formData: FormData, minimumMs: number) =>
    (await import('../newsletter/newsletter-schema.ts')).submitNewsletter(
      formData,
      minimumMs,
      'webinar-signup',
    ),
  'enhanced-contact': async (formData: FormData, minimumMs: number) =>
    (await import('../enhanced-contact/enhanced-contact-machine.ts')).runEnhancedContactPost(
      formData,
      minimumMs,
    ),
} satisfies Record<LeadForm, (formData: FormData, minimumMs: number) => Promise<unknown>>;
