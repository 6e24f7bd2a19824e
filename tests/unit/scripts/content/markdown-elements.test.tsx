/**
 * A post with every Markdown element a writer may use (CommonMark and GitHub's extensions),
 * compiled as the build compiles it and rendered as the post page renders its body.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogBlock } from '#content/schema/blog.ts';
import { ArticleBody } from '#shared/pages/blog/article-body.tsx';
import { compileContent } from '../../../../scripts/content/compile-content.ts';
import { ContentError, formatProblem } from '../../../../scripts/content/content-error.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../../..');
const fixture = path.join(projectRoot, 'tests/fixtures/markdown/every-element.md');
let root = '';
let body: BlogBlock[] = [];
let html = '';

async function compile(markdown: string): Promise<BlogBlock[]> {
  await writeFile(path.join(root, 'content/blog/posts/every-element.md'), markdown);
  const { posts } = await compileContent({ root, drafts: false });
  return posts.bodies['every-element'] ?? [];
}

async function problemsOf(markdown: string): Promise<string[]> {
  try {
    await compile(markdown);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map(formatProblem);
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'markdown-elements-'));
  await mkdir(path.join(root, 'content/blog/posts'), { recursive: true });
  await mkdir(path.join(root, 'public/images/blog'), { recursive: true });
  await cp(
    path.join(projectRoot, 'public/images/blog/crm-integration-ai-agents.svg'),
    path.join(root, 'public/images/blog/crm-integration-ai-agents.svg'),
  );
  await cp(path.join(projectRoot, 'content/legal'), path.join(root, 'content/legal'), {
    recursive: true,
    filter: (file) => !file.endsWith('.ts'),
  });
  body = await compile(await readFile(fixture, 'utf8'));
  html = renderToStaticMarkup(
    <MemoryRouter>
      <ArticleBody content={body} />
    </MemoryRouter>,
  );
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('every Markdown element of a post', () => {
  it('renders the inline marks as strong, em, del, code and links', () => {
    expect(html).toContain(
      '<p>Text with <strong>bold</strong>, <em>italics</em>, <del>struck out</del>, <code>inline code</code>, a <a href="/pricing" data-discover="true">site link</a>, a <a href="https://example.com/docs">reference link</a> and a footnote.',
    );
  });

  it('links footnote marks to their note and each note back to every mark', () => {
    expect(html).toContain(
      '<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" aria-describedby="footnotes-title">1</a></sup>',
    );
    expect(html).toContain(
      '<a href="#fn-1" id="fnref-1-2" aria-describedby="footnotes-title">1</a>',
    );
    expect(html).toContain(
      '<section class="blog-prose__notes" aria-labelledby="footnotes-title"><h2 id="footnotes-title">Notes</h2><ol><li id="fn-1">From the <em>2025</em> survey of <a href="/case-studies" data-discover="true">our customers</a>.',
    );
    expect(html).toContain(
      '<a href="#fnref-1" class="footnote-back" aria-label="Back to the text (mark 1)">',
    );
    expect(html).toContain(
      '<a href="#fnref-1-2" class="footnote-back" aria-label="Back to the text (mark 2)">',
    );
  });

  it('gives every heading an anchor that links to itself', () => {
    expect(html).toContain(
      '<h2 id="setting-up-the-webhook"><a href="#setting-up-the-webhook" class="blog-prose__anchor">Setting up the <code>webhook</code></a></h2>',
    );
    expect(html).toContain(
      '<h3 id="a-sample-payload"><a href="#a-sample-payload" class="blog-prose__anchor">A sample payload</a></h3>',
    );
  });

  it('renders numbered and nested lists', () => {
    expect(html).toContain(
      '<ol><li>Create an endpoint</li><li>Paste its address<ul><li>in the dashboard</li><li>or through the API</li></ul></li><li>Send a test event</li></ol>',
    );
  });

  it('highlights code at build time with classes, no style, in a focusable pre', () => {
    expect(html).toContain(
      '<figure class="blog-code"><figcaption class="blog-code__lang">json</figcaption><pre class="blog-code__pre" tabindex="0"><code class="language-json">{ <span class="hl-attr">&quot;type&quot;</span>: <span class="hl-string">&quot;call.completed&quot;</span>, <span class="hl-attr">&quot;duration&quot;</span>: <span class="hl-literal">184</span>, <span class="hl-attr">&quot;booked&quot;</span>: <span class="hl-keyword">true</span> }',
    );
    expect(html).toContain(
      '<div class="blog-code"><pre class="blog-code__pre" tabindex="0"><code>plain text, no language</code></pre></div>',
    );
    expect(html).not.toContain('style=');
  });

  it('makes a quotation with its source a figure, and one without a blockquote', () => {
    expect(html).toContain(
      '<figure class="blog-prose__quote"><blockquote><p>Every after-hours call now ends with a booking.</p></blockquote><figcaption>— Maria Lopez, practice manager</figcaption></figure>',
    );
    expect(html).toContain('<blockquote><p>A quotation without a source.</p></blockquote>');
  });

  it('renders a table with column headers in its own scrolling region', () => {
    expect(html).toContain(
      '<div class="blog-prose__table" role="region" aria-label="Table: Event, Sent when, Retries" tabindex="0"><table><thead><tr><th scope="col" class="align-left">Event</th><th scope="col" class="align-center">Sent when</th><th scope="col" class="align-right">Retries</th></tr></thead><tbody><tr><td class="align-left"><code>call.completed</code></td><td class="align-center">the call ends</td><td class="align-right">5</td></tr><tr><td class="align-left"><code>lead.created</code></td><td class="align-center">a lead is new</td><td class="align-right"></td></tr></tbody></table></div>',
    );
  });

  it('renders a horizontal rule', () => {
    expect(html).toContain('<hr/><p>Closing line.</p>');
  });
});

describe('what the compiler refuses, with its file and line', () => {
  const front = (text: string) => text.slice(0, text.indexOf('---', 4) + 4);

  it('refuses raw HTML, in a block or in a line', async () => {
    const markdown = await readFile(fixture, 'utf8');
    const withHtml = `${front(markdown)}\nOpening paragraph.\n\n<div class="callout">Call us</div>\n\nA line with <span>markup</span> in it.\n`;
    expect(await problemsOf(withHtml)).toEqual([
      'content/blog/posts/every-element.md:13: Raw HTML (<div class="callout">Call us</div>) is not allowed in posts and pages: write it in Markdown (**bold**, *italics*, `code`, > quotes, tables; see docs/writing.md).',
      'content/blog/posts/every-element.md:15: Raw HTML (<span>) is not allowed in posts and pages: write it in Markdown (**bold**, *italics*, `code`, > quotes, tables; see docs/writing.md).',
    ]);
  });

  it('refuses an unknown code language and a footnote without its text', async () => {
    const markdown = await readFile(fixture, 'utf8');
    const broken = `${front(markdown)}\nA claim.[^missing]\n\n\`\`\`klingon\nqapla'\n\`\`\`\n`;
    const problems = await problemsOf(broken);
    expect(problems[0]).toBe(
      'content/blog/posts/every-element.md:11: The footnote [^missing] has no text: add a line "[^missing]: the note" below the paragraph.',
    );
    expect(problems[1]).toMatch(
      /^content\/blog\/posts\/every-element\.md:13: The code block's language "klingon" is not known to the highlighter; use one of .*json/,
    );
  });
});
