/**
 * Scheduled publishing: a post dated after today (UTC) is in the post index but is not listed,
 * linked, fed or routed until its day. The server decides at render time with its clock; the
 * loaders pass the still-hidden slugs to the browser (only when there are any), so hydration
 * shows exactly what the server rendered even from a page cached the day before.
 */

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function isPublished(post: { readonly publishedDate: string }, today: string): boolean {
  return post.publishedDate <= today;
}

/** Loader data of every blog page: the posts not yet published when it was rendered. */
export interface ScheduleData {
  /** Absent when every post is published, so pages without a scheduled post do not change. */
  readonly scheduled?: readonly string[];
}

export function scheduleData(
  posts: readonly { readonly slug: string; readonly publishedDate: string }[],
  now: Date = new Date(),
): ScheduleData {
  const today = utcToday(now);
  const scheduled = posts.filter((post) => !isPublished(post, today)).map((post) => post.slug);
  return scheduled.length > 0 ? { scheduled } : {};
}

/** The posts a page may list and link, given its loader's schedule data. */
export function publishedPosts<T extends { readonly slug: string }>(
  posts: readonly T[],
  schedule: ScheduleData,
): readonly T[] {
  const hidden = schedule.scheduled;
  if (!hidden || hidden.length === 0) return posts;
  return posts.filter((post) => !hidden.includes(post.slug));
}

/** The posts published by the day of `now` (feed, sitemap, warm cache). */
export function postsPublishedBy<
  T extends { readonly slug: string; readonly publishedDate: string },
>(posts: readonly T[], now: Date = new Date()): readonly T[] {
  const today = utcToday(now);
  return posts.filter((post) => isPublished(post, today));
}
