import type { Heading, Image, List, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { BlogBlock, Picture, RichText } from '../../content/schema/blog.ts';
import type { ContentProblem } from './content-error.ts';
import { lineOfNode } from './markdown-file.ts';

/** Says why a link target does not exist, or null when it does. */
export type LinkCheck = (href: string) => string | null;

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

const NAMES: Partial<Record<string, string>> = {
  emphasis: 'Italic text (*...*)',
  strong: 'Bold text (**...**)',
  delete: 'Struck-out text',
  inlineCode: 'Code (`...`)',
  image: 'An image in the text',
  imageReference: 'An image in the text',
  linkReference: 'A reference-style link ([text][ref])',
  html: 'HTML',
  code: 'A code block',
  blockquote: 'A quotation block (>)',
  thematicBreak: 'A horizontal rule (---)',
  table: 'A table',
  definition: 'A link definition',
  footnoteReference: 'A footnote',
  footnoteDefinition: 'A footnote',
};

const unsupported = (type: string) =>
  `${NAMES[type] ?? `This kind of Markdown (${type})`} is not supported on these pages; write plain paragraphs, ## headings, - lists and [links](/path).`;

const HEADING_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

/** The body of a post or legal page as the typed blocks the pages render. */
export function compileBlocks(
  nodes: readonly RootContent[],
  options: BlockOptions,
  problems: ContentProblem[],
): CompiledBlock[] {
  const report = (line: number, message: string) =>
    problems.push({ file: options.file, line, message });
  const blocks: CompiledBlock[] = [];
  // The page title is the h1, so the body's first heading is an h2.
  let previousDepth = 1;
  for (const node of nodes) {
    const line = lineOfNode(node);
    const image = options.picture ? lonelyImage(node) : null;
    if (image && options.picture) {
      const block = compileImage(image, options.picture, report);
      if (block) blocks.push({ block, line });
    } else if (node.type === 'paragraph') {
      const text = richText(node.children, line, options, report);
      if (text) blocks.push({ block: { type: 'paragraph', text }, line });
    } else if (node.type === 'heading') {
      const heading = compileHeading(node, previousDepth, options, report);
      previousDepth = node.depth;
      if (heading) blocks.push(heading);
    } else if (node.type === 'list') {
      const items = compileList(node, options, report);
      if (items) blocks.push({ block: { type: 'list', items }, line });
    } else if (node.type !== 'yaml') {
      report(line, unsupported(node.type));
    }
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
  report: (line: number, message: string) => void,
): BlogBlock | null {
  const alt = oneLine(node.alt ?? '').trim();
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
  report: (line: number, message: string) => void,
): CompiledBlock | null {
  const line = lineOfNode(node);
  const marks = '#'.repeat(node.depth);
  if (node.depth === 1) {
    report(
      line,
      "The title is the page's only top-level heading (#), and it comes from the front matter; start sections with ## instead.",
    );
    return null;
  }
  if (node.depth > previousDepth + 1) {
    report(
      line,
      `This heading (${marks}) skips a level: the heading before it is ${'#'.repeat(previousDepth)}${previousDepth === 1 ? ' (the page title)' : ''}, so use ${'#'.repeat(previousDepth + 1)} here.`,
    );
    return null;
  }
  if (node.depth > 3) {
    report(
      line,
      `Headings go two levels deep (## and ###); make this ${marks} heading a ### or a paragraph.`,
    );
    return null;
  }
  const parts = richText(node.children, line, options, report);
  if (parts === null) return null;
  if (typeof parts !== 'string') {
    report(line, 'A heading cannot hold a link; put the link in the paragraph below it.');
    return null;
  }
  let text = parts;
  let id: string | undefined;
  const match = options.headingIds ? HEADING_ID.exec(text) : null;
  if (match) {
    id = match[1];
    text = text.slice(0, match.index);
  }
  const block: BlogBlock =
    node.depth === 3 ? { type: 'heading', text, level: 3 } : { type: 'heading', text };
  return id === undefined ? { block, line } : { block, line, id };
}

function compileList(
  node: List,
  options: BlockOptions,
  report: (line: number, message: string) => void,
): RichText[] | null {
  const line = lineOfNode(node);
  if (node.ordered) {
    report(line, 'Numbered lists are not supported here; start each point with - instead.');
    return null;
  }
  const items: RichText[] = [];
  for (const item of node.children) {
    const [paragraph, ...more] = item.children;
    if (paragraph?.type !== 'paragraph' || more.length > 0) {
      report(
        lineOfNode(item),
        'A list point is one line of text; nested lists and several paragraphs in one point are not supported.',
      );
      continue;
    }
    const text = richText(paragraph.children, lineOfNode(item), options, report);
    if (text) items.push(text);
  }
  if (node.children.length < 2) {
    report(line, 'A list needs at least two points; write a single point as a paragraph.');
    return null;
  }
  return items;
}

/** Text with its links; null (and a problem) when it holds something the pages cannot show. */
function richText(
  children: readonly PhrasingContent[],
  line: number,
  options: BlockOptions,
  report: (line: number, message: string) => void,
): RichText | null {
  const parts: (string | { text: string; href: string })[] = [];
  let ok = true;
  for (const child of children) {
    const childLine = lineOfNode(child) || line;
    if (child.type === 'text') parts.push(child.value);
    else if (child.type === 'break') parts.push(' ');
    else if (child.type === 'link') {
      const text = child.children.every((part) => part.type === 'text')
        ? child.children.map((part) => part.value).join('')
        : null;
      if (!text) {
        report(childLine, "A link's text must be plain text, e.g. [our pricing](/pricing).");
        ok = false;
        continue;
      }
      const problem = options.checkLink(child.url);
      if (problem) {
        report(childLine, problem);
        ok = false;
        continue;
      }
      parts.push({ text: oneLine(text), href: child.url });
    } else if (child.type === 'image' && options.picture) {
      report(
        childLine,
        'Put an image on a line of its own, with an empty line before and after it.',
      );
      ok = false;
    } else {
      report(childLine, unsupported(child.type));
      ok = false;
    }
  }
  if (!ok) return null;
  const merged: (string | { text: string; href: string })[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (typeof part === 'string' && typeof last === 'string')
      merged[merged.length - 1] = last + part;
    else merged.push(part);
  }
  const cleaned = merged.map((part) => (typeof part === 'string' ? oneLine(part) : part));
  if (cleaned.every((part) => typeof part === 'string')) return cleaned.join('').trim() || null;
  return cleaned.filter((part) => part !== '');
}

/** A writer may wrap long lines; the page shows one paragraph. */
function oneLine(text: string): string {
  return text.replace(/[ \t]*\n[ \t]*/g, ' ');
}
