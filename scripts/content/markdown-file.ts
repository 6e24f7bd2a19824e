import type { Root, RootContent } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { ContentProblem } from './content-error.ts';

/** A Markdown file split into its front matter and its body, with line numbers for both. */
export interface MarkdownFile {
  /** Path from the project root, for messages. */
  readonly file: string;
  readonly data: Record<string, unknown>;
  /** The line of a front matter field (or of the front matter itself when it is absent). */
  readonly lineOf: (key: string | number | undefined) => number;
  /** The body's top-level nodes, positions counted from the top of the file. */
  readonly body: readonly RootContent[];
  readonly problems: ContentProblem[];
}

// CommonMark and GitHub's extensions (tables, footnotes, strikethrough, autolinks).
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml']);

export function lineOfNode(node: { position?: { start: { line: number } } }): number {
  return node.position?.start.line ?? 1;
}

export function readMarkdown(
  file: string,
  source: string,
  { frontMatter = true }: { readonly frontMatter?: boolean } = {},
): MarkdownFile {
  const tree = parser.parse(source) as Root;
  const problems: ContentProblem[] = [];
  const [first, ...rest] = tree.children;
  if (first?.type !== 'yaml' && !frontMatter) {
    return { file, data: {}, lineOf: () => 1, body: tree.children, problems };
  }
  if (first?.type !== 'yaml') {
    problems.push({
      file,
      line: 1,
      message:
        'The file must start with front matter: a line with ---, the fields (title, author, date, ...), and another ---.',
    });
    return { file, data: {}, lineOf: () => 1, body: tree.children, problems };
  }
  // The YAML starts on the line after the opening ---.
  const offset = lineOfNode(first);
  const lineCounter = new LineCounter();
  const document = parseDocument(first.value, { lineCounter, prettyErrors: false });
  for (const error of document.errors) {
    const line = offset + lineCounter.linePos(error.pos[0]).line;
    problems.push({
      file,
      line,
      message: `The front matter is not valid YAML here (${error.code.toLowerCase().replaceAll('_', ' ')}); check the quotes and the indentation.`,
    });
  }
  const value: unknown = document.errors.length === 0 ? document.toJS() : {};
  const data = isRecord(value) ? value : {};
  if (document.errors.length === 0 && !isRecord(value)) {
    problems.push({
      file,
      line: offset + 1,
      message: 'The front matter must be a list of fields, one "name: value" per line.',
    });
  }
  const lineOf = (key: string | number | undefined): number => {
    const contents = document.contents;
    if (key === undefined || !isMap(contents)) return offset;
    const pair = contents.items.find((item) => isScalar(item.key) && item.key.value === key);
    const start = pair && isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    return start === undefined ? offset : offset + lineCounter.linePos(start).line;
  };
  return { file, data, lineOf, body: rest, problems };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
