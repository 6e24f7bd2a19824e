import type { Organization, WebPage, WebSite } from 'schema-dts';
import { site } from '#content/site.ts';
import { serializeJsonForScript, withContext, type JsonLd } from './json-ld.ts';
import { absoluteUrl } from './absolute-url.ts';
import { useSiteConfig } from './site-config.tsx';

export interface HeadInfo {
  readonly title: string;
  readonly description: string;
  /** Path of the canonical URL; defaults to the current path without its query. */
  readonly path: string;
  readonly image?: string;
  readonly type?: 'website' | 'article';
  readonly jsonLd?: readonly JsonLd[];
  readonly noindex?: boolean;
  /** Extra `<link rel="alternate">` entries, e.g. the blog's RSS feed. */
  readonly feeds?: readonly { title: string; href: string }[];
}

export function fullTitle(title: string, path: string): string {
  return path === '/' ? `${site.name} | ${title}` : `${title} | ${site.name}`;
}

export function organizationJsonLd(siteUrl: string): JsonLd {
  const organization: Organization = {
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: siteUrl,
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: site.socials.map((social) => social.href),
  };
  return withContext(organization);
}

function defaultJsonLd(info: HeadInfo, siteUrl: string): JsonLd[] {
  const url = absoluteUrl(siteUrl, info.path);
  if (info.path === '/') {
    const website: WebSite = { '@type': 'WebSite', name: site.name, url };
    return [withContext(website), organizationJsonLd(siteUrl)];
  }
  const page: WebPage = {
    '@type': 'WebPage',
    name: info.title,
    description: info.description,
    url,
    isPartOf: { '@type': 'WebSite', name: site.name, url: siteUrl },
  };
  return [withContext(page)];
}

/**
 * Title, description, canonical, Open Graph, Twitter and JSON-LD of one page. React 19 hoists
 * the `<title>`, `<meta>` and `<link>` into `<head>`; the JSON-LD data blocks stay in the body.
 */
export function Head({ info }: { info: HeadInfo }) {
  const { siteUrl } = useSiteConfig();
  const title = fullTitle(info.title, info.path);
  const canonical = absoluteUrl(siteUrl, info.path);
  const image = absoluteUrl(siteUrl, info.image ?? site.socialImage);
  // A noindex page (not found, the dashboard) is not a page to point search engines at, so it
  // names no address: no canonical link, Open Graph URL or page JSON-LD. The not-found page is
  // then the same for every made-up address, and the server keeps it once for all of them.
  const jsonLd = info.noindex ? [] : (info.jsonLd ?? defaultJsonLd(info, siteUrl));
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={info.description} />
      {info.noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={canonical} />
      )}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={info.type ?? 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={info.description} />
      {info.noindex ? null : <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={info.description} />
      <meta name="twitter:image" content={image} />
      {info.feeds?.map((feed) => (
        <link
          key={feed.href}
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={feed.href}
        />
      ))}
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // A data block, not executed, so the CSP allows it; serialisation escapes `<` and friends.
          dangerouslySetInnerHTML={{ __html: serializeJsonForScript(data) }}
        />
      ))}
    </>
  );
}
