import * as z from 'zod/mini';

// zod compiles fast parsers with `new Function` unless told not to; probing for that trips the
// CSP (no 'unsafe-eval') with a violation report on every page that validates anything.
z.config({ jitless: true });
