/** Dates as the site shows them: US English, the same on the server and in every browser. */

// Created on first use: the first formatter a page creates costs 10-20 ms on a slow phone's
// CPU, which a page that shows no date should not pay before it hydrates.
let longDate: Intl.DateTimeFormat | undefined;

/** 'YYYY-MM-DD' as 'November 21, 2026', independent of the runtime's time zone. */
export function formatLongDay(isoDay: string): string {
  longDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return longDate.format(new Date(`${isoDay}T00:00:00Z`));
}
