import type { Service } from 'schema-dts';
import type { ServiceOffer } from '#content/schema/services.ts';
import { site } from '#content/site.ts';
import { withContext, type JsonLd } from '../../seo/json-ld.ts';
import type { PageHandle, RouteMeta } from '../../routing/page-module.ts';
import { absoluteUrl } from '../../seo/absolute-url.ts';

interface ServiceJsonLdInput {
  readonly name: string;
  readonly description: string;
  readonly serviceType: string;
  /** Origin and path of the page, for the absolute `url` of the service and its provider. */
  readonly siteUrl: string;
  readonly path: string;
  /** Only the services with a set price (content creation, sales automation) carry an offer. */
  readonly offer?: ServiceOffer;
}

/** Structured data of a service page: the service, its provider and, when priced, its offer. */
export function serviceJsonLd({
  name,
  description,
  serviceType,
  siteUrl,
  path,
  offer,
}: ServiceJsonLdInput): JsonLd {
  const service: Service = {
    '@type': 'Service',
    name,
    description,
    serviceType,
    url: absoluteUrl(siteUrl, path),
    provider: { '@type': 'Organization', name: site.name, url: siteUrl },
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
  return withContext(service);
}

/** The head of a service page: its route's title and description as a service, and its offer. */
export function serviceHandle(
  meta: RouteMeta,
  serviceType: string,
  offer?: ServiceOffer,
): PageHandle {
  return {
    ...meta,
    head: ({ siteUrl, pathname }) => ({
      jsonLd: [
        serviceJsonLd({
          name: meta.title,
          description: meta.description,
          siteUrl,
          path: pathname,
          serviceType,
          offer,
        }),
      ],
    }),
  };
}
