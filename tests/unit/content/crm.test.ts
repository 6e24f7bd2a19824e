import { describe, expect, it } from 'vitest';
import { crm } from '#content/crm/crm.ts';
import { crmJsonLd } from '#shared/pages/crm/crm-json-ld.ts';

describe('CRM page', () => {
  it('prices the structured data as the page states the price', () => {
    const jsonLd = crmJsonLd({
      name: 'CRM',
      description: 'd',
      offer: crm.offer,
      url: 'https://example.com/crm',
    });
    expect(jsonLd).toMatchObject({
      '@type': 'SoftwareApplication',
      offers: { '@type': 'Offer', price: crm.offer.price, priceCurrency: crm.offer.currency },
    });
    expect(crm.hero.highlights).toContain(`Plans start at $${crm.offer.price}/month`);
  });
});
