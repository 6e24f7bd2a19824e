import { EARLY_MODULES_ATTRIBUTE, STYLESHEET_BYTES_ATTRIBUTE } from '#shared/document/pre-paint.ts';
import { addLink, listedOn } from './add-link.ts';
import type { NavigatorWithLink } from './link-estimate.ts';

/**
 * The early fetch: run from the only script in <head> before the stylesheet, so before the
 * stylesheet has arrived (the pre-paint script, after it, waits for it). It asks for the first
 * bundle (the modules every page loads) one stylesheet-transfer later, by the browser's estimate
 * of the link: the bundle's request then travels while the stylesheet downloads, and its first
 * bytes come as the stylesheet's last do. The link never idles for a round trip after the
 * stylesheet, and the stylesheet never shares it (docs/performance.md: asked for at once, the
 * bundle took half the link and the first paint came 0.15 s later). Without an estimate of the
 * link nothing is asked for early: the pre-paint script loads everything. A module asked for
 * twice is fetched once (the browser's module map).
 */
export function fetchFirstBundleEarly(script: Element | null): void {
  const link = (navigator as NavigatorWithLink).connection;
  if (!script || !link || !(link.downlink > 0)) return;
  const modules = listedOn(script, EARLY_MODULES_ATTRIBUTE);
  const stylesheetBytes = Number(script.getAttribute(STYLESHEET_BYTES_ATTRIBUTE)) || 0;
  // Mbit/s to bytes per millisecond: × 1,000,000 / 8 / 1,000.
  window.setTimeout(
    () => {
      for (const module of modules) addLink('modulepreload', module);
    },
    stylesheetBytes / (link.downlink * 125),
  );
}
