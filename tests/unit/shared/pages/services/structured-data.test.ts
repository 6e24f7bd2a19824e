import { describe, expect, it } from 'vitest';
import { handle as implementationHandle } from '#shared/pages/resources/implementation-page.tsx';
import { handle as contentCreationHandle } from '#shared/pages/services/content-creation-page.tsx';
import { handle as leadQualificationHandle } from '#shared/pages/services/lead-qualification-page.tsx';
import { handle as salesAutomationHandle } from '#shared/pages/services/sales-automation-page.tsx';
import type { PageHandle } from '#shared/routing/page-module.ts';

function jsonLdOf(handle: PageHandle, pathname: string): Record<string, unknown>[] {
  const head = handle.head?.({
    data: undefined,
    params: {},
    pathname,
    siteUrl: 'https://www.example.test',
  });
  return (head?.jsonLd ?? []) as unknown as Record<string, unknown>[];
}

describe('structured data of the solutions pages', () => {
  it('content creation: a service offered at 49.00 USD until 2024-12-31', () => {
    const [service] = jsonLdOf(contentCreationHandle, '/services/content-creation');
    expect(service).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      url: 'https://www.example.test/services/content-creation',
      provider: { '@type': 'Organization', url: 'https://www.example.test' },
      offers: {
        '@type': 'Offer',
        price: '49.00',
        priceCurrency: 'USD',
        priceValidUntil: '2024-12-31',
      },
    });
  });

  it('sales automation: a service offered at 79.00 USD until 2024-12-31', () => {
    const [service] = jsonLdOf(salesAutomationHandle, '/services/sales-automation');
    expect(service).toMatchObject({
      '@type': 'Service',
      offers: { price: '79.00', priceCurrency: 'USD', priceValidUntil: '2024-12-31' },
    });
  });

  it('lead qualification: a service without offers, as the page states no price', () => {
    const [service] = jsonLdOf(leadQualificationHandle, '/services/lead-qualification');
    expect(service?.['@type']).toBe('Service');
    expect(service).not.toHaveProperty('offers');
  });

  it('implementation: 5000 to 25000 USD over 3 offers, 8 weeks in total', () => {
    const [service, process] = jsonLdOf(implementationHandle, '/implementation');
    expect(service).toMatchObject({
      '@type': 'Service',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: 5000,
        highPrice: 25000,
        offerCount: 3,
        priceCurrency: 'USD',
      },
    });
    expect(process).toMatchObject({ '@type': 'HowTo', totalTime: 'P8W' });
    expect(process?.step).toHaveLength(5);
  });
});
