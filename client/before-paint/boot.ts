import { ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE } from '#shared/document/pre-paint.ts';
import { addLink, listedOn } from './add-link.ts';

/**
 * Loads the app: the entry module and, alongside it, the chunks it needs (as modulepreloads, so
 * they download in parallel), named on the script's own element. They are asked for at the first
 * frame (the stylesheet is in, the page about to paint) or once the page is parsed, whichever
 * comes first; the entry waits for the parse to end before it hydrates. On a slow phone the first
 * frame comes up to 0.25 s before the parse ends (docs/performance.md); waiting until after the
 * first paint was measured as 0.4-1.1 s later. A page that names no entry (a static answer)
 * loads nothing.
 */
export function bootAtFirstFrameOrParsed(script: Element | null): void {
  let booted = false;
  const boot = () => {
    const entry = script && script.getAttribute(ENTRY_ATTRIBUTE);
    if (booted || !entry) return;
    booted = true;
    for (const chunk of listedOn(script, PRELOAD_ATTRIBUTE)) addLink('modulepreload', chunk);
    const module = document.createElement('script');
    module.type = 'module';
    module.src = entry;
    document.head.appendChild(module);
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', boot);
    if (window.requestAnimationFrame) window.requestAnimationFrame(boot);
  } else boot();
}
