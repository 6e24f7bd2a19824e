import type { BlogPost } from '#content/schema/blog.ts';

/**
 * What a good preview link opens (server/preview/previews.ts finds it): the post as it will
 * look, and until when the link works. Only ever sent to the holder of the link.
 */
export interface PostPreview {
  readonly post: BlogPost;
  /** A draft (never published while `draft: true`), else a post scheduled for its day. */
  readonly draft: boolean;
  /** Out by now: the link's reader belongs on the post's own address. */
  readonly published: boolean;
  /** ISO instant the link stops working. */
  readonly expiresAt: string;
}
