import type { Definition, PhrasingContent } from 'mdast';
import type { InlinePart, RichText } from '../../content/schema/blog.ts';
import { lineOfNode } from './markdown-file.ts';

/** Says why a link target does not exist, or null when it does. */
export type LinkCheck = (href: string) => string | null;

/** What inline text may hold where it is compiled, and where to report a problem. */
export interface InlineContext {
  readonly checkLink: LinkCheck;
  readonly report: (line: number, message: string) => void;
  /** `[text]: address` lines of the file, by their normalised label (reference links). */
  readonly definitions: ReadonlyMap<string, Definition>;
  /** The number of a footnote mark (`[^label]`), or null where footnotes are not allowed. */
  readonly note?: (label: string, line: number) => InlinePart | null;
  /** Whether images may stand in the text (then only on a line of their own). */
  readonly images: boolean;
}

/** Raw HTML is never passed on: a page shows what Markdown can say, in the site's own markup. */
export function htmlRefused(value: string): string {
  const start = value.trim().split('\n')[0]?.slice(0, 40) ?? '';
  return `Raw HTML (${start}) is not allowed in posts and pages: write it in Markdown (**bold**, *italics*, \`code\`, > quotes, tables; see docs/writing.md).`;
}

/** An HTML comment alone (`<!-- note to self -->`): dropped, never published. */
export const isHtmlComment = (value: string) => /^<!--[\s\S]*-->$/.test(value.trim());

const NAMES: Partial<Record<string, string>> = {
  image: 'An image in the text',
  imageReference: 'An image in the text',
  footnoteReference: 'A footnote',
};

export const unsupported = (type: string) =>
  `${NAMES[type] ?? `This kind of Markdown (${type})`} is not supported here; see docs/writing.md for what a page can hold.`;

/** Definitions are matched as CommonMark says: case-insensitively, spaces collapsed. */
export const definitionKey = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/** Text with its links and marks; null (and a problem) when it holds something a page cannot show. */
export function richText(
  children: readonly PhrasingContent[],
  line: number,
  context: InlineContext,
): RichText | null {
  const parts = inlineParts(children, line, context);
  if (parts === null) return null;
  const merged: InlinePart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (typeof part === 'string' && typeof last === 'string')
      merged[merged.length - 1] = last + part;
    else merged.push(part);
  }
  const cleaned = merged
    .map((part) => (typeof part === 'string' ? oneLine(part) : part))
    .filter((part) => part !== '');
  if (cleaned.every((part) => typeof part === 'string')) return cleaned.join('').trim() || null;
  const first = cleaned[0];
  const last = cleaned.at(-1);
  if (typeof first === 'string') cleaned[0] = first.trimStart();
  if (typeof last === 'string') cleaned[cleaned.length - 1] = last.trimEnd();
  return cleaned.filter((part) => part !== '');
}

function inlineParts(
  children: readonly PhrasingContent[],
  line: number,
  context: InlineContext,
): InlinePart[] | null {
  const parts: InlinePart[] = [];
  let ok = true;
  // `<span>` and `</span>` are two nodes: one problem is enough.
  let htmlReported = false;
  const nested = (inner: readonly PhrasingContent[], at: number) => {
    const text = richText(inner, at, context);
    if (text === null) ok = false;
    return text;
  };
  for (const child of children) {
    const at = lineOfNode(child) || line;
    switch (child.type) {
      case 'text':
        if (/\[\^[^\]\s]+\]/.test(child.value)) {
          const mark = /\[\^[^\]\s]+\]/.exec(child.value)?.[0] ?? '';
          context.report(
            at,
            `The footnote ${mark} has no text: add a line "${mark}: the note" below the paragraph.`,
          );
          ok = false;
        }
        parts.push(child.value);
        break;
      case 'break':
        parts.push({ br: true });
        break;
      case 'strong':
      case 'emphasis':
      case 'delete': {
        const text = nested(child.children, at);
        if (text === null) break;
        if (child.type === 'strong') parts.push({ strong: text });
        else if (child.type === 'emphasis') parts.push({ em: text });
        else parts.push({ del: text });
        break;
      }
      case 'inlineCode':
        parts.push({ code: child.value });
        break;
      case 'link':
      case 'linkReference': {
        const href =
          child.type === 'link'
            ? child.url
            : context.definitions.get(definitionKey(child.identifier))?.url;
        if (href === undefined) {
          const label = child.type === 'linkReference' ? child.identifier : '';
          context.report(at, `The link [${label}] has no address: add a line "[${label}]: /path".`);
          ok = false;
          break;
        }
        const problem = context.checkLink(href);
        if (problem) {
          context.report(at, problem);
          ok = false;
          break;
        }
        if (
          child.children.some((part) => part.type === 'link' || part.type === 'footnoteReference')
        ) {
          context.report(at, "A link's text cannot hold another link or a footnote.");
          ok = false;
          break;
        }
        const text = nested(child.children, at);
        if (text !== null) parts.push({ text, href });
        break;
      }
      case 'footnoteReference': {
        const mark = context.note?.(child.identifier, at);
        if (mark === undefined) {
          context.report(at, unsupported(child.type));
          ok = false;
        } else if (mark === null) ok = false;
        else parts.push(mark);
        break;
      }
      case 'html':
        if (isHtmlComment(child.value)) break;
        if (!htmlReported) context.report(at, htmlRefused(child.value));
        htmlReported = true;
        ok = false;
        break;
      case 'image':
      case 'imageReference':
        context.report(
          at,
          context.images
            ? 'Put an image on a line of its own, with an empty line before and after it.'
            : unsupported(child.type),
        );
        ok = false;
        break;
      default:
        context.report(at, unsupported((child as PhrasingContent).type));
        ok = false;
    }
  }
  return ok ? parts : null;
}

/** A writer may wrap long lines; the page shows one paragraph. */
export function oneLine(text: string): string {
  return text.replace(/[ \t]*\n[ \t]*/g, ' ');
}
