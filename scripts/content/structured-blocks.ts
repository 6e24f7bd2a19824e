import type { Blockquote, List, Table } from 'mdast';
import type { BlogBlock, ListBlock, ListItem, RichText } from '../../content/schema/blog.ts';
import { richText, type InlineContext } from './inline.ts';
import { lineOfNode } from './markdown-file.ts';

/** Lists nest this deep at most (a list, a list in a point, a list in that). */
const LIST_DEPTH = 3;

export function compileList(node: List, context: InlineContext, depth: number): ListBlock | null {
  const line = lineOfNode(node);
  if (depth > LIST_DEPTH) {
    context.report(line, `Lists nest ${LIST_DEPTH} levels deep at most; make this a paragraph.`);
    return null;
  }
  const items: ListItem[] = [];
  let ok = true;
  for (const item of node.children) {
    const itemLine = lineOfNode(item);
    const [paragraph, sub, ...more] = item.children;
    if (item.checked !== null && item.checked !== undefined) {
      context.report(itemLine, 'Checklists (- [ ] …) are not supported; write a plain list.');
      ok = false;
      continue;
    }
    if (paragraph?.type !== 'paragraph' || (sub && sub.type !== 'list') || more.length > 0) {
      context.report(
        itemLine,
        'A list point is one paragraph, optionally with a list under it; several paragraphs, quotes or code in one point are not supported.',
      );
      ok = false;
      continue;
    }
    const text = richText(paragraph.children, itemLine, context);
    const list = sub?.type === 'list' ? compileList(sub, context, depth + 1) : undefined;
    if (text === null || list === null) ok = false;
    else items.push(list ? { text, list } : text);
  }
  if (node.children.length < 2) {
    context.report(line, 'A list needs at least two points; write a single point as a paragraph.');
    return null;
  }
  if (!ok) return null;
  const start = node.ordered && node.start !== null && node.start !== 1 ? node.start : undefined;
  return {
    items,
    ...(node.ordered ? { ordered: true as const } : {}),
    ...(start === undefined ? {} : { start }),
  };
}

/** `— Name, role` (or `-- …`) as the last paragraph of a quotation names its source. */
const SOURCE_DASH = /^\s*(?:—|--)\s*/;

export function compileQuote(node: Blockquote, context: InlineContext): BlogBlock | null {
  const paragraphs: RichText[] = [];
  let ok = true;
  for (const child of node.children) {
    if (child.type !== 'paragraph') {
      context.report(
        lineOfNode(child),
        'A quotation holds paragraphs only (and its source on a last line, — Name).',
      );
      ok = false;
      continue;
    }
    const text = richText(child.children, lineOfNode(child), context);
    if (text === null) ok = false;
    else paragraphs.push(text);
  }
  if (!ok || paragraphs.length === 0) return null;
  const last = paragraphs.at(-1) ?? '';
  const lead = typeof last === 'string' ? last : last[0];
  if (paragraphs.length > 1 && typeof lead === 'string' && SOURCE_DASH.test(lead)) {
    const rest = lead.replace(SOURCE_DASH, '');
    const source: RichText =
      typeof last === 'string' ? rest : [rest, ...last.slice(1)].filter((part) => part !== '');
    if (source.length > 0) return { type: 'quote', paragraphs: paragraphs.slice(0, -1), source };
  }
  return { type: 'quote', paragraphs };
}

export function compileTable(node: Table, context: InlineContext): BlogBlock | null {
  // An empty cell compiles to null too: only a reported problem fails the table.
  let problems = 0;
  const counted: InlineContext = {
    ...context,
    report: (line, message) => {
      problems += 1;
      context.report(line, message);
    },
  };
  const rows = node.children.map((row) =>
    row.children.map((cell) => richText(cell.children, lineOfNode(cell), counted) ?? ''),
  );
  const [head, ...body] = rows;
  if (problems > 0 || !head) return null;
  const align = node.align ?? [];
  return {
    type: 'table',
    align: head.map((_, index) => align[index] ?? null),
    head,
    rows: body.map((row) => head.map((_, index) => row[index] ?? '')),
  };
}
