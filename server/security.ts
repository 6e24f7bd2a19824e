import { createHash } from 'node:crypto';
import helmet from 'helmet';
import { PRE_PAINT_SCRIPT } from '#shared/document/pre-paint-script.ts';

/** The CSP hash of the one inline script, computed from the same string the document renders. */
export const PRE_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRE_PAINT_SCRIPT).digest('base64')}'`;

/**
 * Security headers. The HTML is the same for every visitor, so the CSP uses a hash instead of
 * per-request nonces and the pages stay cacheable. Scored against the MDN HTTP Observatory.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'", PRE_PAINT_SCRIPT_HASH],
        // No inline <style>; style attributes are allowed deliberately because React sets
        // progress widths through them, and they cannot run code.
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}
