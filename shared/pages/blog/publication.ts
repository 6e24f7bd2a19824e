/**
 * Scheduled publishing: a post dated after today (UTC) is in the post index but is not listed,
 * linked, fed or routed until its day. The server decides at render time with its clock; the
 * loaders pass the still-hidden slugs to the browser (only when there are any), so hydration
 * shows exactly what the server rendered even from a page cached the day before.
 */

interface Dated {
  readonly slug: string;
  /** YYYY-MM-DD (UTC). */
  readonly publishedDate: string;
}

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Loader data of every blog page: the posts not yet published when it was rendered. */
export interface ScheduleData {
  /** Absent when every post is published, so pages without a scheduled post do not change. */
  readonly scheduled?: readonly string[];
}

export function scheduleData(posts: readonly Dated[], now: Date = new Date()): ScheduleData {
  const today = utcToday(now);
  const scheduled = posts.filter((post) => post.publishedDate > today).map((post) => post.slug);
  return scheduled.length > 0 ? { scheduled } : {};
}

/** The posts a page may list and link, given its loader's schedule data. */
export function publishedPosts<T extends Dated>(
  posts: readonly T[],
  { scheduled = [] }: ScheduleData,
): readonly T[] {
  return posts.filter((post) => !scheduled.includes(post.slug));
}

/** The posts published by the day of `now` (feed, sitemap, warm start). */
export function postsPublishedBy<T extends Dated>(
  posts: readonly T[],
  now: Date = new Date(),
): readonly T[] {
  return publishedPosts(posts, scheduleData(posts, now));
}
