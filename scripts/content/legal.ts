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
): { intro: string; sections: LegalSection[] } | null {
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
        sections.push({ id: item.id ?? slugify(block.text), title: block.text, paragraphs: [] });
        headingLines.push(line);
      }
    } else if (!section) {
      introBlocks.push(item);
    } else if (block.type === 'list') {
      if (section.points)
        report(line, 'A section has at most one bullet list; join the two lists.');
      else section.points = block.items.map((text) => plain(text, line, report));
    } else if (section.points) {
      report(
        line,
        'In a legal section the bullet list comes last; move this paragraph above the list.',
      );
    } else if (block.type === 'paragraph') {
      // Images are not compiled for the legal pages (compileBlocks reports them).
      section.paragraphs.push(plain(block.text, line, report));
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
  return { intro: plain(intro.block.text, intro.line, report), sections };
}

function plain(
  text: string | readonly (string | { text: string; href: string })[],
  line: number,
  report: (line: number, message: string) => void,
): string {
  if (typeof text === 'string') return text;
  report(line, 'Links are not supported on the legal pages yet; write the address as text.');
  return '';
}

function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
