/** The header turns solid after this many pixels of scroll. */
export const HEADER_SOLID_OFFSET = 20;
/** The scroll-to-top button appears after this many pixels of scroll. */
export const SCROLL_TOP_OFFSET = 300;
