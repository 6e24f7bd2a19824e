import type { Thing, WithContext } from 'schema-dts';

export type JsonLd = WithContext<Thing>;

/**
 * A schema.org node with its `@context`, checked against its own type (`T`). Spread into
 * `JsonLd` directly, a literal is compared with every type of schema.org (a union of 945), which
 * cost the type check seconds per use.
 */
export function withContext<T extends Thing>(node: T): JsonLd {
  // Through unknown: comparing the spread with the union is the cost this avoids.
  return { '@context': 'https://schema.org', ...(node as object) } as unknown as JsonLd;
}

const unsafeCharacters: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">` (or any JSON data block) that can never
 * close the script element or start an HTML comment, whatever the data contains.
 * https://html.spec.whatwg.org/multipage/scripting.html#restrictions-for-contents-of-script-elements
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => unsafeCharacters[character] ?? character,
  );
}
