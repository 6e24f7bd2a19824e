import type { Thing, WithContext } from 'schema-dts';

export type JsonLd = WithContext<Thing>;

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
