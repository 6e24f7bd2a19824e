import { postIndex } from '#content/blog/post-index.ts';
import { generatedBodies } from '#content/generated/blog/bodies.ts';
import { generatedDrafts } from '#content/generated/blog/drafts.ts';
import type { PostPreview } from '#shared/pages/blog/post-preview.ts';
import { utcToday } from '#shared/pages/blog/publication.ts';
import { verifyPreviewToken } from './preview-token.ts';

/**
 * The post a preview link opens, or null for any link that does not: no secret, a wrong, altered
 * or expired signature, or no such post. Drafts and scheduled posts come from the server's own
 * content; nothing of them is in a public file.
 */
export function findPreview(
  secret: string | undefined,
  slug: string,
  token: string,
  now: Date = new Date(),
): PostPreview | null {
  const access = verifyPreviewToken(secret, slug, token, now);
  if (!access) return null;
  const expiresAt = access.expiresAt.toISOString();
  const draft = generatedDrafts.find((candidate) => candidate.slug === slug);
  if (draft) return { post: draft, draft: true, published: false, expiresAt };
  const summary = postIndex.find((candidate) => candidate.slug === slug);
  if (!summary) return null;
  const post = { ...summary, content: generatedBodies[slug] ?? [] };
  const published = summary.publishedDate <= utcToday(now);
  return { post, draft: false, published, expiresAt };
}
