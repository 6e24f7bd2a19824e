import type { ElementContent, RootContent } from 'hast';
import { common, createLowlight } from 'lowlight';
import type { CodePart } from '../../content/schema/blog.ts';

/**
 * Code blocks are highlighted here, at build time, by lowlight (highlight.js grammars, the 37
 * common languages): the page gets runs of text tagged with a kind, drawn by `hl-<kind>`
 * classes in blog.css. No highlighter, and no inline style, reaches the browser.
 */
const lowlight = createLowlight(common);

/** highlight.js scopes folded into the few kinds the site's two palettes colour. */
const KINDS: Readonly<Record<string, string>> = {
  keyword: 'keyword',
  built_in: 'keyword',
  type: 'keyword',
  'selector-tag': 'keyword',
  string: 'string',
  regexp: 'string',
  symbol: 'string',
  char: 'string',
  addition: 'string',
  number: 'literal',
  literal: 'literal',
  comment: 'comment',
  quote: 'comment',
  doctag: 'comment',
  title: 'title',
  section: 'title',
  name: 'title',
  'selector-class': 'title',
  'selector-id': 'title',
  attr: 'attr',
  attribute: 'attr',
  property: 'attr',
  deletion: 'attr',
  variable: 'variable',
  'template-variable': 'variable',
  meta: 'meta',
};

/** Names a writer may give a block that is not to be highlighted. */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext']);

export type Highlighted =
  { readonly lang?: string; readonly code: CodePart[] } | { readonly problem: string };

export function highlightCode(lang: string | null | undefined, value: string): Highlighted {
  const name = lang?.toLowerCase();
  if (!name || PLAIN.has(name))
    return { ...(name ? { lang: name } : {}), code: value ? [value] : [] };
  if (!lowlight.registered(name))
    return {
      problem: `The code block's language "${lang}" is not known to the highlighter; use one of ${lowlight.listLanguages().join(', ')} (or text for none).`,
    };
  const tree = lowlight.highlight(name, value);
  const parts: CodePart[] = [];
  const push = (kind: string | undefined, text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    const lastKind = typeof last === 'string' ? undefined : last?.[0];
    if (last !== undefined && lastKind === kind) {
      const joined = (typeof last === 'string' ? last : last[1]) + text;
      parts[parts.length - 1] = kind === undefined ? joined : [kind, joined];
    } else parts.push(kind === undefined ? text : [kind, text]);
  };
  const walk = (nodes: readonly (RootContent | ElementContent)[], kind: string | undefined) => {
    for (const node of nodes) {
      if (node.type === 'text') push(kind, node.value);
      else if (node.type === 'element') {
        const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
        const own = classes
          .map((item) => KINDS[String(item).replace(/^hljs-/, '')])
          .find((item) => item !== undefined);
        walk(node.children, own ?? kind);
      }
    }
  };
  walk(tree.children, undefined);
  return { lang: name, code: parts };
}
