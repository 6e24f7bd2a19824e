import { Router } from 'express';
import * as z from 'zod';
import { publishedIndex, publishedPost, publishedSearch } from '#blog-posts';
import { findPreview } from '../preview/previews.ts';
import { PRIVATE_PAGE_HEADERS } from '../preview/private-page.ts';

// Answers change at midnight UTC when a scheduled post's day comes: revalidate every time
// (the ETag makes that a 304).
const NO_CACHE = 'no-cache';

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const searchSchema = z.object({ q: z.string().max(200).default('') });

/**
 * /api/blog/*: the published posts, for blog pages the browser opens by a link (a page's first
 * load carries its posts in its loader data). Scheduled posts are unknown here until their day.
 */
export function blogApiRoutes({ previewSecret }: { previewSecret?: string | undefined }): Router {
  const router = Router();
  // A preview link's post for the browser's router (its first load carries it in the page):
  // the same check as the page, and the same answer for every link that opens nothing.
  router.get('/api/blog/preview/:slug/:token', (req, res) => {
    const preview = findPreview(previewSecret, req.params.slug, req.params.token);
    res.set(PRIVATE_PAGE_HEADERS);
    if (!preview || preview.published) res.status(404).json(null);
    else res.json(preview);
  });
  router.get('/api/blog/posts', async (_req, res) => {
    res.set('Cache-Control', NO_CACHE).json(await publishedIndex());
  });
  router.get('/api/blog/posts/:slug', async (req, res) => {
    const slug = slugSchema.safeParse(req.params.slug);
    const post = slug.success ? await publishedPost(slug.data) : null;
    if (!post) {
      res.status(404).set('Cache-Control', NO_CACHE).json(null);
      return;
    }
    res.set('Cache-Control', NO_CACHE).json(post);
  });
  router.get('/api/blog/search', async (req, res) => {
    const query = searchSchema.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: 'q must be one search text of at most 200 characters' });
      return;
    }
    res.set('Cache-Control', NO_CACHE).json(await publishedSearch(query.data.q));
  });
  return router;
}
