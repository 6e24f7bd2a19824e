import { describe, expect, it } from 'vitest';
import { crm } from '#content/crm/crm.ts';
import { enhancedCrm } from '#content/crm/enhanced-crm.ts';
import { crmPageSchema, enhancedCrmPageSchema } from '#content/schema/crm.ts';
import { crmJsonLd } from '#shared/pages/crm/crm-json-ld.ts';
import { describeContentFiles } from './content-checks.ts';

describeContentFiles('crm', [
  ['crm', crmPageSchema, crm],
  ['enhanced-crm', enhancedCrmPageSchema, enhancedCrm],
]);

describe('CRM pages', () => {
  it('prices the structured data at 99 USD and says so on the page', () => {
    const jsonLd = crmJsonLd({
      name: 'CRM',
      description: 'd',
      offer: crm.offer,
      url: 'https://example.com/crm',
    });
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      url: 'https://example.com/crm',
      offers: { '@type': 'Offer', price: 99, priceCurrency: 'USD' },
    });
    expect(crm.hero.highlights).toContain('Plans start at $99/month');
  });
});
