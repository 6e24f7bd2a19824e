import type { SoftwareApplication } from 'schema-dts';
import type { CrmPage } from '#content/schema/crm.ts';
import { site } from '#content/site.ts';
import { withContext, type JsonLd } from '../../seo/json-ld.ts';

interface CrmJsonLdInput {
  readonly name: string;
  readonly description: string;
  readonly offer: CrmPage['offer'];
  /** Absolute address of the page. */
  readonly url: string;
}

/** The /crm page's structured data prices the platform at 99 USD. */
export function crmJsonLd({ name, description, offer, url }: CrmJsonLdInput): JsonLd {
  const application: SoftwareApplication = {
    '@type': 'SoftwareApplication',
    name: `${site.name} ${name}`,
    description,
    url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    publisher: { '@type': 'Organization', name: site.name },
    offers: {
      '@type': 'Offer',
      price: offer.price,
      priceCurrency: offer.currency,
      url,
      availability: 'https://schema.org/InStock',
    },
  };
  return withContext(application);
}
