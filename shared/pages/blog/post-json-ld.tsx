import type { BlogPosting } from 'schema-dts';
import { site } from '#content/site.ts';
import type { BlogAuthor, BlogPost } from '#content/schema/blog.ts';
import { serializeJsonForScript, type JsonLd, withContext } from '../../seo/json-ld.ts';
import { absoluteUrl } from '../../seo/absolute-url.ts';
import { useSiteConfig } from '../../seo/site-config.tsx';
import { articleWordCount } from './reading-time.ts';
import { postPath } from './blog-head.ts';

export function blogPostingJsonLd(siteUrl: string, post: BlogPost, author: BlogAuthor): JsonLd {
  const url = absoluteUrl(siteUrl, postPath(post.slug));
  const posting: BlogPosting = {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(siteUrl, post.image.social),
    datePublished: post.publishedDate,
    dateModified: post.publishedDate,
    author: {
      '@type': 'Person',
      name: author.name,
      jobTitle: author.role,
      url: absoluteUrl(siteUrl, author.profileUrl),
    },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: siteUrl,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/favicon.svg') },
    },
    articleSection: post.categories,
    keywords: post.tags.join(', '),
    wordCount: articleWordCount(post.content),
    timeRequired: `PT${post.readTime}M`,
  };
  return withContext(posting);
}

/**
 * The post's structured data. Rendered in the page (a data block, like the head's) because
 * absolute URLs need the configured site address, which the head callback does not receive.
 */
export function PostJsonLd({ post, author }: { post: BlogPost; author: BlogAuthor }) {
  const { siteUrl } = useSiteConfig();
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: serializeJsonForScript(blogPostingJsonLd(siteUrl, post, author)),
      }}
    />
  );
}
