import type { Article } from 'schema-dts';
import { site } from '#content/site.ts';
import type { CaseStudy } from '#content/schema/case-studies.ts';
import { serializeJsonForScript, type JsonLd, withContext } from '../../seo/json-ld.ts';
import { absoluteUrl } from '../../seo/absolute-url.ts';
import { useSiteConfig } from '../../seo/site-config.tsx';

/** Case study structured data date. */
export const CASE_STUDY_DATE = '2023-01-01';

export function caseStudyPath(slug: string): string {
  return `/case-studies/${slug}`;
}

export function caseStudyJsonLd(siteUrl: string, study: CaseStudy): JsonLd {
  const url = absoluteUrl(siteUrl, caseStudyPath(study.slug));
  const article: Article = {
    '@type': 'Article',
    headline: study.title,
    description: study.summary,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(siteUrl, study.imageSrc),
    datePublished: CASE_STUDY_DATE,
    dateModified: CASE_STUDY_DATE,
    articleSection: 'Case Studies',
    keywords: `${study.industry}, AI voice agents, case study`,
    about: { '@type': 'Organization', name: study.company },
    author: { '@type': 'Organization', name: site.name, url: siteUrl },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: siteUrl,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/favicon.svg') },
    },
  };
  return withContext(article);
}

/**
 * The case study's structured data, rendered in the page (a data block, not executed) because
 * absolute URLs need the configured site address, which the head callback does not receive.
 */
export function CaseStudyJsonLd({ study }: { study: CaseStudy }) {
  const { siteUrl } = useSiteConfig();
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonForScript(caseStudyJsonLd(siteUrl, study)) }}
    />
  );
}
