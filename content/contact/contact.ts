import type { ContactContent } from '../schema/contact.ts';

/**
 * Copy and options of the contact, newsletter and demo forms. Subject labels and hours are
 * fixed; how-heard labels, response time and the newsletter copy are ours.
 */
export const contactContent: ContactContent = {
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
  },
  responseTime: 'We reply to every message within one business day.',
  newsletterPerks: [
    'Practical playbooks for AI voice and chat agents',
    'Product news and new integrations before anyone else',
    'Case studies with the numbers behind them',
  ],
  newsletterFrequency: 'Two emails a month. Unsubscribe with one click.',
  // The home page's three steps, told from the visitor's side.
  demoSteps: [
    {
      title: 'Fill out the form',
      text: 'Tell us about your business and the calls you want handled.',
    },
    {
      title: 'Confirm via text',
      text: 'We text you to confirm your number. Reply and you are set.',
    },
    {
      title: 'Receive a live demo call',
      text: 'Your custom AI voice agent calls you and shows what it can do.',
    },
  ],
};

export function subjectLabel(value: string): string | undefined {
  return contactContent.subjects.find((subject) => subject.value === value)?.label;
}

export function howHeardLabel(value: string): string | undefined {
  return contactContent.howHeard.find((answer) => answer.value === value)?.label;
}

export function planInquiryLabel(value: string): string | undefined {
  return contactContent.planInquiries.find((plan) => plan.value === value)?.label;
}
