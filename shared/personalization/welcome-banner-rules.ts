/** The home welcome banner greets first-time visitors and those away for a while. */

const DAY_MS = 24 * 60 * 60 * 1000;
export const WELCOME_BANNER_THRESHOLD_DAYS = 30;
export const WELCOME_BANNER_THRESHOLD_MS = WELCOME_BANNER_THRESHOLD_DAYS * DAY_MS;

/** Shown when there is no last visit or it is more than 30 days before `now`. */
export function shouldShowWelcomeBanner(lastVisit: number | null, now: number): boolean {
  if (lastVisit === null) return true;
  return now - lastVisit > WELCOME_BANNER_THRESHOLD_MS;
}
