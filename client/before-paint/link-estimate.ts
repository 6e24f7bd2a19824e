/** The browser's estimate of the link (the Network Information API; Chromium only). */
export interface LinkEstimate {
  /** Mbit/s; 0 before anything was measured in some browsers. */
  readonly downlink: number;
  /** Round trip, ms. */
  readonly rtt: number;
  readonly saveData: boolean;
}

/** `navigator` where the browser may tell its estimate (read inline: a few bytes fewer). */
export type NavigatorWithLink = Navigator & { readonly connection?: LinkEstimate };
