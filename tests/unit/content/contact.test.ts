import { describe, expect, it } from 'vitest';
import { contactContent, planInquiryLabel, subjectLabel } from '#content/contact/contact.ts';
import { contactContentSchema } from '#content/schema/contact.ts';
import { describeContentFiles } from './content-checks.ts';

describeContentFiles('contact', [['contact', contactContentSchema, contactContent]]);

describe('contact content', () => {
  it('offers the five subjects and how-heard answers in order', () => {
    expect(contactContent.subjects).toEqual([
      { value: 'sales', label: 'Sales Inquiry' },
      { value: 'support', label: 'Technical Support' },
      { value: 'billing', label: 'Billing Question' },
      { value: 'partnership', label: 'Partnership Opportunity' },
      { value: 'other', label: 'Other' },
    ]);
    expect(contactContent.howHeard.map((answer) => answer.value)).toEqual([
      'search',
      'social',
      'referral',
      'advertisement',
      'other',
    ]);
  });

  it('states the business hours in EST: weekdays 9-6, Saturday 10-4, Sunday closed', () => {
    expect(contactContent.businessHours).toEqual({
      timeZone: 'EST',
      rows: [
        { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM' },
        { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
        { days: 'Sunday', hours: 'Closed' },
      ],
    });
  });

  it('names the plans a visitor can ask about as the pricing section does', () => {
    expect(planInquiryLabel('starter')).toBe('Business Starter');
    expect(planInquiryLabel('professional')).toBe('Agency Growth');
    expect(planInquiryLabel('enterprise')).toBe('Enterprise & White Label');
    expect(subjectLabel('sales')).toBe('Sales Inquiry');
  });
});
