// negotiator ships no types: the part server/pages/page-variants.ts uses (it is compression's own
// negotiator, so a kept page and a fresh render pick the same encoding).
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The best of `available` the request accepts, `preferred` first among equal q-values. */
    encoding(available?: readonly string[], preferred?: readonly string[]): string | undefined;
  }
}
