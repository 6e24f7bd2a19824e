/**
 * Scheduled publishing: a post dated after today (UTC) is held by the server but is not listed,
 * linked, fed, routed or sent to the browser until its day. The server decides at each request
 * with its clock (./posts-on-server.ts); the browser only ever receives published posts.
 */

interface Dated {
  /** YYYY-MM-DD (UTC). */
  readonly publishedDate: string;
}

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The posts published by the day of `now` (pages, feed, sitemap, warm start). */
export function postsPublishedBy<T extends Dated>(
  posts: readonly T[],
  now: Date = new Date(),
): readonly T[] {
  const today = utcToday(now);
  return posts.filter((post) => post.publishedDate <= today);
}
