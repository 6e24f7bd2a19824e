import GithubSlugger from 'github-slugger';
import type { Definition, FootnoteDefinition, Heading, Image, Paragraph, RootContent } from 'mdast';
import type { BlogBlock, InlinePart, Picture } from '../../content/schema/blog.ts';
import { plainText } from '../../shared/pages/blog/reading-time.ts';
import { highlightCode } from './code-highlight.ts';
import { compileList, compileQuote, compileTable } from './structured-blocks.ts';
import type { ContentProblem } from './content-error.ts';
import {
  definitionKey,
  htmlRefused,
  isHtmlComment,
  richText,
  unsupported,
  type InlineContext,
  type LinkCheck,
} from './inline.ts';
import { lineOfNode } from './markdown-file.ts';

export type { LinkCheck } from './inline.ts';

export interface BlockOptions {
  readonly file: string;
  readonly checkLink: LinkCheck;
  /** Headings may end in `{#id}` to set the anchor (the legal pages' section ids). */
  readonly headingIds?: boolean;
  /**
   * The picture made for an image address (`![alt](address)`), null when it has a problem
   * (already reported). Without it, images are not supported (the legal pages).
   */
  readonly picture?: (address: string) => Picture | null;
}

export interface CompiledBlock {
  readonly block: BlogBlock;
  readonly line: number;
  /** The anchor written as `{#id}` after a heading. */
  readonly id?: string;
}

type Report = (line: number, message: string) => void;

const HEADING_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;
/** Ids the post page gives its own parts: a heading's anchor never takes one of them. */
const PAGE_IDS = ['main', 'post-article', 'related', 'footnotes', 'footnotes-title'];

/** The body of a post or legal page as the typed blocks the pages render. */
export function compileBlocks(
  nodes: readonly RootContent[],
  options: BlockOptions,
  problems: ContentProblem[],
): CompiledBlock[] {
  const report: Report = (line, message) => problems.push({ file: options.file, line, message });
  const definitions = new Map<string, Definition>();
  const footnotes = new Map<string, FootnoteDefinition>();
  for (const node of nodes) {
    if (node.type === 'definition') definitions.set(definitionKey(node.identifier), node);
    if (node.type === 'footnoteDefinition') footnotes.set(definitionKey(node.identifier), node);
  }
  // Footnotes are numbered in the order the text first marks them.
  const marked: string[] = [];
  const marks = new Map<string, number>();
  const note = (label: string): InlinePart => {
    const key = definitionKey(label);
    if (!marked.includes(key)) marked.push(key);
    const count = (marks.get(key) ?? 0) + 1;
    marks.set(key, count);
    const number = marked.indexOf(key) + 1;
    return count === 1 ? { note: number } : { note: number, ref: count };
  };
  const base = { checkLink: options.checkLink, report, definitions, images: !!options.picture };
  const inText: InlineContext = { ...base, note };
  const inHeading: InlineContext = base;
  const slugger = new GithubSlugger();
  for (const id of PAGE_IDS) slugger.slug(id);

  const blocks: CompiledBlock[] = [];
  // The page title is the h1, so the body's first heading is an h2.
  let previousDepth = 1;
  for (const node of nodes) {
    const line = lineOfNode(node);
    const add = (block: BlogBlock | null) => {
      if (block) blocks.push({ block, line });
    };
    const image = options.picture ? lonelyImage(node) : null;
    if (image && options.picture) add(compileImage(image, options.picture, report));
    else if (node.type === 'paragraph') {
      const text = richText(node.children, line, inText);
      add(text === null ? null : { type: 'paragraph', text });
    } else if (node.type === 'heading') {
      const heading = compileHeading(node, previousDepth, options, inHeading, slugger);
      previousDepth = node.depth;
      if (heading) blocks.push(heading);
    } else if (node.type === 'list') {
      const list = compileList(node, inText, 1);
      add(list && { type: 'list', ...list });
    } else if (node.type === 'code') {
      const highlighted = highlightCode(node.lang, node.value);
      if ('problem' in highlighted) report(line, highlighted.problem);
      else add({ type: 'code', ...highlighted });
    } else if (node.type === 'blockquote') add(compileQuote(node, inText));
    else if (node.type === 'table') add(compileTable(node, inText));
    else if (node.type === 'thematicBreak') add({ type: 'rule' });
    else if (node.type === 'html') {
      if (!isHtmlComment(node.value)) report(line, htmlRefused(node.value));
    } else if (!['yaml', 'definition', 'footnoteDefinition'].includes(node.type))
      report(line, unsupported(node.type));
  }

  const items = marked.map((key) => {
    const definition = footnotes.get(key);
    const [paragraph, ...more] = definition?.children ?? [];
    const line = definition ? lineOfNode(definition) : 1;
    if (paragraph?.type !== 'paragraph' || more.length > 0) {
      report(line, 'A footnote is one paragraph of text.');
      return null;
    }
    const text = richText(paragraph.children, line, base);
    return text === null ? null : { text, refs: marks.get(key) ?? 1 };
  });
  for (const [key, definition] of footnotes) {
    if (!marks.has(key))
      report(
        lineOfNode(definition),
        `The footnote [^${definition.identifier}] is never marked in the text: put [^${definition.identifier}] where it belongs, or remove the note.`,
      );
  }
  const notes = items.filter((item) => item !== null);
  if (notes.length > 0 && notes.length === items.length) {
    const line = lineOfNode(footnotes.get(marked[0] ?? '') ?? nodes[0] ?? {});
    blocks.push({ block: { type: 'notes', items: notes }, line });
  }
  return blocks;
}

/** A paragraph that is one image alone (spaces aside): the only place an image may stand. */
function lonelyImage(node: RootContent): Image | null {
  if (node.type !== 'paragraph') return null;
  const parts = (node as Paragraph).children.filter(
    (child) => !(child.type === 'text' && child.value.trim() === ''),
  );
  const [first] = parts;
  return parts.length === 1 && first?.type === 'image' ? first : null;
}

function compileImage(
  node: Image,
  picture: (address: string) => Picture | null,
  report: Report,
): BlogBlock | null {
  const alt = (node.alt ?? '').replace(/\s*\n\s*/g, ' ').trim();
  if (alt === '') {
    report(
      lineOfNode(node),
      `The image ${node.url} has no alt text: say in a few words what it shows, for readers who cannot see it, e.g. ![A support agent wearing a headset](${node.url}).`,
    );
    return null;
  }
  const image = picture(node.url);
  return image ? { type: 'image', alt, image } : null;
}

function compileHeading(
  node: Heading,
  previousDepth: number,
  options: BlockOptions,
  context: InlineContext,
  slugger: GithubSlugger,
): CompiledBlock | null {
  const line = lineOfNode(node);
  const marks = '#'.repeat(node.depth);
  if (node.depth === 1) {
    context.report(
      line,
      "The title is the page's only top-level heading (#), and it comes from the front matter; start sections with ## instead.",
    );
    return null;
  }
  if (node.depth > previousDepth + 1) {
    context.report(
      line,
      `This heading (${marks}) skips a level: the heading before it is ${'#'.repeat(previousDepth)}${previousDepth === 1 ? ' (the page title)' : ''}, so use ${'#'.repeat(previousDepth + 1)} here.`,
    );
    return null;
  }
  if (node.depth > 3) {
    context.report(
      line,
      `Headings go two levels deep (## and ###); make this ${marks} heading a ### or a paragraph.`,
    );
    return null;
  }
  if (node.children.some((child) => child.type === 'link' || child.type === 'linkReference')) {
    context.report(line, 'A heading cannot hold a link; put the link in the paragraph below it.');
    return null;
  }
  let text = richText(node.children, line, context);
  if (text === null) return null;
  let id: string | undefined;
  const match = options.headingIds && typeof text === 'string' ? HEADING_ID.exec(text) : null;
  if (match && typeof text === 'string') {
    id = match[1];
    text = text.slice(0, match.index);
  }
  const anchor = slugger.slug(id ?? plainText(text));
  const block: BlogBlock =
    node.depth === 3
      ? { type: 'heading', text, level: 3, id: anchor }
      : { type: 'heading', text, id: anchor };
  return id === undefined ? { block, line } : { block, line, id };
}
