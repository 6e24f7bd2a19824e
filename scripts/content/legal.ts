import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  privacyFrontMatterSchema,
  termsFrontMatterSchema,
  type LegalSection,
  type PrivacyPolicyContent,
  type TermsContent,
} from '../../content/schema/legal.ts';
import type { ListItem, RichText } from '../../content/schema/blog.ts';
import { compileBlocks, type CompiledBlock, type LinkCheck } from './blocks.ts';
import type { ContentProblem } from './content-error.ts';
import { readMarkdown, type MarkdownFile } from './markdown-file.ts';

export interface CompiledLegal {
  readonly privacy: PrivacyPolicyContent | null;
  readonly terms: TermsContent | null;
}

const PRIVACY = 'content/legal/privacy.md';
const TERMS = 'content/legal/terms.md';

export async function compileLegal(
  root: string,
  checkLink: LinkCheck,
  problems: ContentProblem[],
): Promise<CompiledLegal> {
  const read = async (file: string, frontMatter: boolean) =>
    readMarkdown(file, await readFile(path.join(root, file), 'utf8'), { frontMatter });
  const privacySource = await read(PRIVACY, true);
  const termsSource = await read(TERMS, false);
  const privacyMeta = frontMatter(privacySource, privacyFrontMatterSchema, problems);
  const termsMeta = frontMatter(termsSource, termsFrontMatterSchema, problems);
  const privacyBody = legalBody(privacySource, checkLink, problems);
  const termsBody = legalBody(termsSource, checkLink, problems);
  return {
    privacy: privacyMeta && privacyBody ? { ...privacyMeta, ...privacyBody } : null,
    terms: termsMeta && termsBody ? termsBody : null,
  };
}

function frontMatter<T>(
  source: MarkdownFile,
  schema: z.ZodType<T>,
  problems: ContentProblem[],
): T | null {
  problems.push(...source.problems);
  if (source.problems.length > 0) return null;
  const result = schema.safeParse(source.data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const first = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[0];
    const key = typeof first === 'string' ? first : undefined;
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : (key ?? '');
    problems.push({
      file: source.file,
      line: source.lineOf(key),
      message:
        issue.code === 'unrecognized_keys'
          ? `"${key}" is not a field of this page.`
          : `The front matter field "${field}" is not right: ${issue.message}.`,
    });
  }
  return null;
}

/** An intro paragraph, then one `##` section each: paragraphs, then at most one bullet list. */
function legalBody(
  source: MarkdownFile,
  checkLink: LinkCheck,
  problems: ContentProblem[],
): { intro: RichText; sections: LegalSection[] } | null {
  const before = problems.length;
  const report = (line: number, message: string) =>
    problems.push({ file: source.file, line, message });
  const blocks = compileBlocks(
    source.body,
    { file: source.file, checkLink, headingIds: true },
    problems,
  );
  const introBlocks: CompiledBlock[] = [];
  const sections: LegalSection[] = [];
  const headingLines: number[] = [];
  for (const item of blocks) {
    const { block, line } = item;
    const section = sections.at(-1);
    if (block.type === 'heading') {
      if (block.level === 3)
        report(line, 'Legal pages have one heading level: use ## for every section.');
      else {
        const title = plain(block.text, line, report);
        sections.push({ id: item.id ?? slugify(title), title, paragraphs: [] });
        headingLines.push(line);
      }
    } else if (block.type !== 'paragraph' && block.type !== 'list') {
      report(
        line,
        `A legal page holds paragraphs, ## sections and bullet lists; ${LEGAL_REFUSED[block.type]} belongs in a blog post.`,
      );
    } else if (!section) {
      introBlocks.push(item);
    } else if (block.type === 'list') {
      const points = block.items.filter((point): point is RichText => !isNested(point));
      if (section.points)
        report(line, 'A section has at most one bullet list; join the two lists.');
      else if (block.ordered || points.length < block.items.length)
        report(line, 'A legal section has one plain bullet list (-): no numbers, no nested lists.');
      else section.points = points;
    } else if (section.points) {
      report(
        line,
        'In a legal section the bullet list comes last; move this paragraph above the list.',
      );
    } else {
      section.paragraphs.push(block.text);
    }
  }
  const [intro, ...extra] = introBlocks;
  if (!intro || intro.block.type !== 'paragraph' || extra.length > 0)
    report(
      intro?.line ?? 1,
      'Start the page with one introduction paragraph, then the ## sections.',
    );
  sections.forEach((section, index) => {
    const line = headingLines[index] ?? 1;
    if (section.paragraphs.length === 0)
      report(line, `The section "${section.title}" needs a paragraph under its heading.`);
    if (sections.findIndex((other) => other.id === section.id) !== index)
      report(line, `Two sections have the anchor #${section.id}; give this one another {#id}.`);
  });
  if (problems.length > before || !intro || intro.block.type !== 'paragraph') return null;
  return { intro: intro.block.text, sections };
}

const isNested = (item: ListItem) => typeof item === 'object' && 'list' in item;

const LEGAL_REFUSED: Record<string, string> = {
  image: 'an image',
  code: 'a code block',
  quote: 'a quotation',
  table: 'a table',
  rule: 'a horizontal rule',
  notes: 'a footnote',
};

/** A section title is plain text: it is also the contents list's link and the anchor. */
function plain(
  text: RichText,
  line: number,
  report: (line: number, message: string) => void,
): string {
  if (typeof text === 'string') return text;
  report(line, 'A section title is plain text: no links, marks or code.');
  return '';
}

function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
