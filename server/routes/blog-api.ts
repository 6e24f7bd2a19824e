import { Router } from 'express';
import * as z from 'zod';
import { publishedIndex, publishedPost, publishedSearch } from '#blog-posts';

// Answers change at midnight UTC when a scheduled post's day comes: revalidate every time
// (the ETag makes that a 304).
const NO_CACHE = 'no-cache';

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const searchSchema = z.object({ q: z.string().max(200).default('') });

/**
 * /api/blog/*: the published posts, for blog pages the browser opens by a link (a page's first
 * load carries its posts in its loader data). Scheduled posts are unknown here until their day.
 */
export function blogApiRoutes(): Router {
  const router = Router();
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
