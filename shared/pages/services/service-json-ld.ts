import type { Service } from 'schema-dts';
import type { ServiceOffer } from '#content/schema/solutions.ts';
import { site } from '#content/site.ts';
import type { JsonLd } from '../../json-ld.ts';

interface ServiceJsonLdInput {
  readonly name: string;
  readonly description: string;
  readonly serviceType: string;
  /** Only the services the spec prices (content creation, sales automation) carry an offer. */
  readonly offer?: ServiceOffer;
}

/** Structured data of a service page: the service, its provider and, when priced, its offer. */
export function serviceJsonLd({
  name,
  description,
  serviceType,
  offer,
}: ServiceJsonLdInput): JsonLd {
  const service: Service = {
    '@type': 'Service',
    name,
    description,
    serviceType,
    provider: { '@type': 'Organization', name: site.name },
    ...(offer
      ? {
          offers: {
            '@type': 'Offer',
            price: offer.price,
            priceCurrency: offer.priceCurrency,
            priceValidUntil: offer.priceValidUntil,
          },
        }
      : {}),
  };
  return { '@context': 'https://schema.org', ...service };
}
