/**
 * Storage keys read before first paint. `color-theme` is the required key; the accessibility
 * settings key is ours (the settings must be stored; any key would do).
 */
export const THEME_STORAGE_KEY = 'color-theme';
export const ACCESSIBILITY_STORAGE_KEY = 'accessibility-settings';
/** The visitor's site personalization; its view mode sets the home page's spacing. */
export const PREFERENCES_STORAGE_KEY = 'user-preferences';
/** `compact` on <html> when the stored view mode is compact (kept in step by the preferences store). */
export const VIEW_MODE_ATTRIBUTE = 'data-view-mode';

/** The app data block (a JSON script element) and its attributes naming the scripts to load. */
export const APP_DATA_ELEMENT_ID = 'app-data';
/** The pre-paint script's element: the browser reads the script back from it to hydrate. */
export const PRE_PAINT_ELEMENT_ID = 'pre-paint';
/** The early fetch's element (before the stylesheet): read back like the pre-paint script's. */
export const EARLY_FETCH_ELEMENT_ID = 'early-fetch';
/** On the early fetch's element: the first bundle's modules, and the stylesheets' bytes as sent. */
export const EARLY_MODULES_ATTRIBUTE = 'data-modules';
export const STYLESHEET_BYTES_ATTRIBUTE = 'data-stylesheet-bytes';
export const ENTRY_ATTRIBUTE = 'data-entry';
export const PRELOAD_ATTRIBUTE = 'data-preload';
/** On the pre-paint script's element: the web font files, preloaded by the script on a fast link. */
export const FONT_FILES_ATTRIBUTE = 'data-fonts';
/** `later` on <html> when a slow link shows this page in the fallback font (fetched once idle). */
export const FONT_ATTRIBUTE = 'data-font';
/** Set once the web font has been fetched: from then on it is in the cache, so every link uses it. */
export const FONT_CACHED_STORAGE_KEY = 'font-cached';

/**
 * Set once interactive: on <html> for the page (hydration-slice.tsx; the pre-paint script waits
 * for it), on a deferred part's holder for that part. Browser tests wait for it too.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * On <html> from the start of a router navigation (client/entry.tsx) until React has committed
 * the new page (shared/layout/navigation-effects.tsx). Browser tests wait for it to go.
 */
export const NAVIGATING_ATTRIBUTE = 'data-navigating';

/** Marks a part of the page that hydrates later than the rest (when near the viewport). */
export const DEFERRED_HYDRATION_ATTRIBUTE = 'data-hydrate-on-view';
