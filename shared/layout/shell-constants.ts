/** Spec §9: the header turns solid after this many pixels of scroll. */
export const HEADER_SOLID_OFFSET = 20;
/** Spec §9: the scroll-to-top button appears after this many pixels of scroll. */
export const SCROLL_TOP_OFFSET = 300;
