import * as z from 'zod/mini';

// Imported (first) by every browser module that builds zod schemas, before it builds any: the
// setting is read when a schema is created.
// zod compiles fast parsers with `new Function` unless told not to; probing for that trips the
// CSP (no 'unsafe-eval') with a violation report on every page that validates anything.
z.config({ jitless: true });
