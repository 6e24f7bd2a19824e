/**
 * Prints a preview link for a draft or a scheduled post, signed with the site's PREVIEW_SECRET
 * and made on its SITE_URL:
 *
 *   npm run preview-link -- <slug> [--days 7]
 *
 * In the container (which has the site's environment):
 *   docker compose exec web node dist/server/preview-link.js <slug> [--days 7]
 */
import { parseArgs } from 'node:util';
import { postIndex } from '#content/blog/post-index.ts';
import { generatedDrafts } from '#content/generated/blog/drafts.ts';
import type { BlogPostSummary } from '#content/schema/blog.ts';
import { utcToday } from '#shared/pages/blog/publication.ts';
import { ConfigError, parseEnv } from '../ops/env.ts';
import { DEFAULT_PREVIEW_DAYS, MAX_PREVIEW_DAYS, previewPath } from './preview-token.ts';

const USAGE = `Usage: preview-link <slug> [--days N]   (N from 1 to ${MAX_PREVIEW_DAYS}, default ${DEFAULT_PREVIEW_DAYS})`;

export interface PreviewLinkRequest {
  readonly slug: string;
  readonly days: number;
  readonly secret: string | undefined;
  readonly siteUrl: string;
  readonly now: Date;
  /** The posts the site holds: drafts, and every other post (scheduled ones included). */
  readonly drafts: readonly BlogPostSummary[];
  readonly posts: readonly BlogPostSummary[];
}

/** The link and what to tell its maker, or why there is none. */
export function previewLink(request: PreviewLinkRequest): { ok: boolean; text: string } {
  const { slug, secret, siteUrl, now } = request;
  if (!secret)
    return {
      ok: false,
      text: 'PREVIEW_SECRET is not set, so previews are off: set it to the secret the site runs with (docs/writing.md).',
    };
  const draft = request.drafts.find((post) => post.slug === slug);
  const scheduled = request.posts.find((post) => post.slug === slug);
  if (!draft && !scheduled)
    return { ok: false, text: `No draft or post has the address /blog/${slug}.` };
  if (scheduled && scheduled.publishedDate <= utcToday(now))
    return {
      ok: false,
      text: `/blog/${slug} is published: anyone can read it at ${siteUrl}/blog/${slug}.`,
    };
  const { path, expiresAt } = previewPath(secret, slug, { now, days: request.days });
  const state = draft ? 'a draft' : `scheduled for ${scheduled?.publishedDate ?? ''}`;
  return {
    ok: true,
    text: `${siteUrl}${path}\n(${state}; the link works until ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
  };
}

function main(argv: readonly string[]): number {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { days: { type: 'string', default: String(DEFAULT_PREVIEW_DAYS) } },
  });
  const days = Number(values.days);
  const [slug] = positionals;
  if (
    !slug ||
    positionals.length > 1 ||
    !Number.isInteger(days) ||
    days < 1 ||
    days > MAX_PREVIEW_DAYS
  ) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv(process.env);
  const result = previewLink({
    slug,
    days,
    secret: env.PREVIEW_SECRET,
    siteUrl: env.SITE_URL,
    now: new Date(),
    drafts: generatedDrafts,
    posts: postIndex,
  });
  if (result.ok) console.info(result.text);
  else console.error(result.text);
  return result.ok ? 0 : 1;
}

if (process.argv[1] && /preview-(cli|link)\.[jt]s$/.test(process.argv[1])) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 2;
  }
}
