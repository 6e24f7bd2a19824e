import { contactContentSchema } from './schema/contact.ts';

/**
 * Copy and options of the contact forms. Subject labels are the spec's; how-heard labels and
 * the response time are ours (the spec lists only the values).
 */
export const contactContent = contactContentSchema.parse({
  subjects: [
    { value: 'sales', label: 'Sales Inquiry' },
    { value: 'support', label: 'Technical Support' },
    { value: 'billing', label: 'Billing Question' },
    { value: 'partnership', label: 'Partnership Opportunity' },
    { value: 'other', label: 'Other' },
  ],
  howHeard: [
    { value: 'search', label: 'Search engine' },
    { value: 'social', label: 'Social media' },
    { value: 'referral', label: 'Referral from a friend or colleague' },
    { value: 'advertisement', label: 'Advertisement' },
    { value: 'other', label: 'Other' },
  ],
  // Plan names as on the home pricing section and the comparison page.
  planInquiries: [
    { value: 'starter', label: 'Business Starter' },
    { value: 'professional', label: 'Agency Growth' },
    { value: 'enterprise', label: 'Enterprise & White Label' },
    { value: 'custom_plan', label: 'a custom plan' },
  ],
  businessHours: {
    timeZone: 'EST',
    rows: [
      { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM' },
      { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ],
    openingHours: ['Mo-Fr 09:00-18:00', 'Sa 10:00-16:00'],
  },
  responseTime: 'We reply to every message within one business day.',
});

export function subjectLabel(value: string): string | undefined {
  return contactContent.subjects.find((subject) => subject.value === value)?.label;
}

export function howHeardLabel(value: string): string | undefined {
  return contactContent.howHeard.find((answer) => answer.value === value)?.label;
}

export function planInquiryLabel(value: string): string | undefined {
  return contactContent.planInquiries.find((plan) => plan.value === value)?.label;
}

/** The /newsletter page: what a subscriber receives. */
export const newsletterContent = {
  perks: [
    'Practical playbooks for AI voice and chat agents',
    'Product news and new integrations before anyone else',
    'Case studies with the numbers behind them',
  ],
  frequency: 'Two emails a month. Unsubscribe with one click.',
} as const;

/** The /demo-request page: what happens after the form (the home page's three steps). */
export const demoRequestSteps = [
  {
    title: 'Fill out the form',
    text: 'Tell us about your business and the calls you want handled.',
  },
  { title: 'Confirm via text', text: 'We text you to confirm your number. Reply and you are set.' },
  { title: 'Receive a live demo call', text: 'Your custom AI voice agent calls you, live.' },
] as const;
