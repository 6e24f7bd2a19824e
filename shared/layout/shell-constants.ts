/** The header turns solid after this many pixels of scroll. */
export const HEADER_SOLID_OFFSET = 20;
/** The scroll-to-top button appears after this many pixels of scroll. */
export const SCROLL_TOP_OFFSET = 300;

/**
 * What the floating buttons keep clear of (floating-lift.ts): what a visitor taps, links,
 * buttons, fields, summaries. Not a focusable scroll region (a code sample): a corner of it
 * under the buttons hides nothing that scrolling it does not show.
 */
export const FLOATING_CLEAR_OF =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
