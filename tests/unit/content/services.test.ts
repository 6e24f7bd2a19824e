import { describe, expect, it } from 'vitest';
import {
  contentCreationSchema,
  customerSupportSchema,
  leadQualificationSchema,
  salesAutomationSchema,
} from '#content/schema/services.ts';
import { contentCreation } from '#content/services/content-creation.ts';
import { customerSupport } from '#content/services/customer-support.ts';
import { leadQualification } from '#content/services/lead-qualification.ts';
import { salesAutomation } from '#content/services/sales-automation.ts';
import { describeContentFiles } from './content-checks.ts';

describeContentFiles('services', [
  ['lead-qualification', leadQualificationSchema, leadQualification],
  ['content-creation', contentCreationSchema, contentCreation],
  ['sales-automation', salesAutomationSchema, salesAutomation],
  ['customer-support', customerSupportSchema, customerSupport],
]);

describe('service pages', () => {
  it('content creation: the six content types, four stats and the 49.00 USD offer', () => {
    expect(contentCreation.contentTypes.map((type) => type.title)).toEqual([
      'Blog posts',
      'Social media',
      'Email campaigns',
      'Website copy',
      'Product descriptions',
      'Video scripts',
    ]);
    expect(contentCreation.ctaStats).toHaveLength(4);
    expect(contentCreation.offer).toEqual({
      price: '49.00',
      priceCurrency: 'USD',
      priceValidUntil: '2024-12-31',
    });
  });

  it('sales automation: four funnel stages in order, each with a metric, and the 79.00 offer', () => {
    expect(salesAutomation.funnel.map((stage) => stage.name)).toEqual([
      'Awareness',
      'Interest',
      'Consideration',
      'Action',
    ]);
    for (const stage of salesAutomation.funnel) expect(stage.metric.value).not.toBe('');
    expect(salesAutomation.faqs).toHaveLength(6);
    expect(salesAutomation.offer.price).toBe('79.00');
    expect(salesAutomation.offer.priceValidUntil).toBe('2024-12-31');
  });
});
