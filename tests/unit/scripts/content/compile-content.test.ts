import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileContent } from '../../../../scripts/content/compile-content.ts';
import { ContentError, formatProblem } from '../../../../scripts/content/content-error.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../../..');
let root = '';

/** A post file: front matter fields (one per line, as written) and a body. */
function post(fields: Record<string, string>, body: string): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

const fields = (slug: string): Record<string, string> => ({
  title: 'Answering every call after hours',
  author: 'maya-patel',
  date: '2025-05-06',
  categories: '[healthcare, customer-service]',
  tags: '[voice-ai, scheduling]',
  thumbnail: `/images/blog/${slug}.svg`,
  excerpt: 'What changes when nobody has to run for the phone.',
});

const BODY = `The phone rings at seven in the evening and nobody is there.

## What callers want

- An answer now
- A time that suits them

See [our pricing](/pricing) and [the healthcare page](/healthcare).
`;

async function writePost(name: string, text: string, image = true): Promise<void> {
  await writeFile(path.join(root, 'content/blog/posts', name), text);
  if (image)
    await writeFile(
      path.join(root, 'public/images/blog', name.replace(/\.md$/, '.svg')),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>',
    );
}

/** Compiles the fixture; the problems as `file:line: message` lines (none when it compiles). */
async function problems(drafts = false): Promise<string[]> {
  try {
    await compileContent({ root, drafts });
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map(formatProblem);
  }
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-fixture-'));
  await mkdir(path.join(root, 'content/blog/posts'), { recursive: true });
  await mkdir(path.join(root, 'public/images/blog'), { recursive: true });
  // The legal pages as they ship: every fixture compiles them too.
  await cp(path.join(projectRoot, 'content/legal'), path.join(root, 'content/legal'), {
    recursive: true,
    filter: (file) => !file.endsWith('.ts'),
  });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the content compiler', () => {
  it('compiles a post into the typed summary and blocks, deriving names, date and read time', async () => {
    await writePost('after-hours.md', post(fields('after-hours'), BODY));
    const { posts } = await compileContent({ root, drafts: false });
    expect(posts.index).toEqual([
      {
        slug: 'after-hours',
        title: 'Answering every call after hours',
        author: 'Dr. Maya Patel',
        authorId: 'maya-patel',
        date: 'May 6, 2025',
        readTime: 1,
        // The SVG as it is; social networks get a 1200 × 630 JPEG made from it.
        image: {
          src: '/images/blog/after-hours.svg',
          width: 1200,
          height: 630,
          social: expect.stringMatching(/^\/assets\/images\/[0-9a-f]{16}\.jpg$/),
        },
        excerpt: 'What changes when nobody has to run for the phone.',
        categories: ['Healthcare', 'Customer Service'],
        categoryIds: ['healthcare', 'customer-service'],
        tags: ['voice-ai', 'scheduling'],
        featured: false,
        views: 0,
        publishedDate: '2025-05-06',
      },
    ]);
    expect(posts.bodies['after-hours']).toEqual([
      { type: 'paragraph', text: 'The phone rings at seven in the evening and nobody is there.' },
      { type: 'heading', text: 'What callers want', id: 'what-callers-want' },
      { type: 'list', items: ['An answer now', 'A time that suits them'] },
      {
        type: 'paragraph',
        text: [
          'See ',
          { text: 'our pricing', href: '/pricing' },
          ' and ',
          { text: 'the healthcare page', href: '/healthcare' },
          '.',
        ],
      },
    ]);
  });

  it('names an unknown author at its line', async () => {
    await writePost('after-hours.md', post({ ...fields('after-hours'), author: 'jane-doe' }, BODY));
    expect(await problems()).toEqual([
      'content/blog/posts/after-hours.md:3: No author has the id "jane-doe". Use one of maya-patel, daniel-okafor, sofia-ramirez, ethan-brooks, rachel-kim, amara-nwosu, lucas-meyer, jenna-walsh, or add the author to content/blog/authors.ts.',
    ]);
  });

  it('names an unknown category at its line', async () => {
    await writePost(
      'after-hours.md',
      post({ ...fields('after-hours'), categories: '[healthcare, dentistry]' }, BODY),
    );
    const [problem, ...rest] = await problems();
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^content\/blog\/posts\/after-hours\.md:5: There is no category "dentistry"\. Use one of ai-technology, /,
    );
  });

  it('refuses two posts with one address', async () => {
    await writePost('after-hours.md', post(fields('after-hours'), BODY));
    await writePost(
      'after-hours-2.md',
      post({ ...fields('after-hours'), slug: 'after-hours' }, BODY),
      false,
    );
    expect(await problems()).toEqual([
      'content/blog/posts/after-hours.md:1: Two posts have the address /blog/after-hours: this one and content/blog/posts/after-hours-2.md. Give one of them another slug (or file name).',
    ]);
  });

  it('names a missing image', async () => {
    await writePost('after-hours.md', post(fields('after-hours'), BODY), false);
    expect(await problems()).toEqual([
      'content/blog/posts/after-hours.md:7: The image /images/blog/after-hours.svg does not exist: add the file public/images/blog/after-hours.svg, or fix the path.',
    ]);
  });

  it('names a broken internal link at its line', async () => {
    await writePost(
      'after-hours.md',
      post(fields('after-hours'), `${BODY}\nRead [the old guide](/guides/after-hours) next.\n`),
    );
    expect(await problems()).toEqual([
      'content/blog/posts/after-hours.md:20: The link /guides/after-hours goes to a page that does not exist on this site; check the address (pages include /pricing, /blog/<post-slug>, /case-studies/<slug>).',
    ]);
  });

  it('refuses a heading that skips a level', async () => {
    await writePost(
      'after-hours.md',
      post(fields('after-hours'), `Opening paragraph.\n\n### Too deep\n\nMore text.\n`),
    );
    expect(await problems()).toEqual([
      'content/blog/posts/after-hours.md:13: This heading (###) skips a level: the heading before it is # (the page title), so use ## here.',
    ]);
  });

  it('explains a mistyped or missing front matter field', async () => {
    const { author: _author, ...withoutAuthor } = fields('after-hours');
    await writePost('after-hours.md', post({ ...withoutAuthor, autor: 'maya-patel' }, BODY));
    expect(await problems()).toEqual([
      'content/blog/posts/after-hours.md:1: The post has no "author": add a line "author: ..." to the front matter (write the author id as text, e.g. maya-patel).',
      'content/blog/posts/after-hours.md:8: "autor" is not a field of a post; the fields are title, slug, author, date, categories, tags, featured, thumbnail, excerpt, views, draft.',
    ]);
  });

  it('publishes drafts in development only; production builds them apart, for previews', async () => {
    await mkdir(path.join(root, 'content/blog/posts/images'));
    await writeFile(
      path.join(root, 'content/blog/posts/images/after-hours.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>',
    );
    const draft = { ...fields('after-hours'), draft: 'true', thumbnail: 'images/after-hours.svg' };
    await writePost('after-hours.md', post(draft, BODY), false);
    const production = await compileContent({ root, drafts: false });
    expect(production.posts.index).toEqual([]);
    expect(production.posts.bodies).toEqual({});
    expect(production.posts.drafts.map((summary) => summary.slug)).toEqual(['after-hours']);
    expect(production.posts.drafts[0]?.content[0]).toEqual({
      type: 'paragraph',
      text: 'The phone rings at seven in the evening and nobody is there.',
    });
    const development = await compileContent({ root, drafts: true });
    expect(development.posts.index.map((summary) => summary.slug)).toEqual(['after-hours']);
    expect(development.posts.drafts).toEqual([]);
  });

  it("keeps a draft's picture out of public/, as a scheduled post's", async () => {
    await writePost('after-hours.md', post({ ...fields('after-hours'), draft: 'true' }, BODY));
    expect(await problems()).toEqual([
      'content/blog/posts/after-hours.md:7: This post is a draft, but the image /images/blog/after-hours.svg is under public/, where anyone can open it today: save it beside the post (e.g. images/…) so that it stays private until it is published.',
    ]);
  });

  it('refuses a link that would give away a post not out yet', async () => {
    await writePost('after-hours.md', post(fields('after-hours'), BODY));
    await writePost(
      'next-year.md',
      post({ ...fields('next-year'), date: '2099-01-01' }, 'Coming soon: a new post.\n'),
    );
    await writePost(
      'linking.md',
      post(fields('linking'), `${BODY}\nRead [what comes next](/blog/next-year).\n`),
    );
    // (The scheduled post's own picture is refused too: it is under public/.)
    expect(await problems()).toContain(
      'content/blog/posts/linking.md:20: The link /blog/next-year goes to a post that is not out yet (a draft, or dated after this text): it would give that post away. Add the link once the post is published.',
    );
  });

  it('reports every problem of a run in one error, as file:line lines', async () => {
    await writePost(
      'after-hours.md',
      post({ ...fields('after-hours'), author: 'nobody' }, BODY),
      false,
    );
    await expect(compileContent({ root, drafts: false })).rejects.toThrow(
      /^The content has 2 problems:\n {2}content\/blog\/posts\/after-hours\.md:3: No author has the id "nobody"\..*\n {2}content\/blog\/posts\/after-hours\.md:7: The image \/images\/blog\/after-hours\.svg does not exist/,
    );
  });

  it('compiles the legal pages as they ship, and names a skipped level there too', async () => {
    const { legal } = await compileContent({ root, drafts: false });
    expect(legal.terms?.sections).toHaveLength(14);
    expect(legal.privacy?.sections.map((section) => section.id)).toContain('browser-storage');
    await writeFile(
      path.join(root, 'content/legal/terms.md'),
      'These terms apply.\n\n### Acceptance\n\nYou agree.\n',
    );
    expect(await problems()).toContain(
      'content/legal/terms.md:3: This heading (###) skips a level: the heading before it is # (the page title), so use ## here.',
    );
  });

  it('names a legal section without text and a repeated anchor at their headings', async () => {
    await writeFile(
      path.join(root, 'content/legal/terms.md'),
      'These terms apply.\n\n## Fees {#fees}\n\n## Payment {#fees}\n\nYou pay monthly.\n',
    );
    expect(await problems()).toEqual([
      'content/legal/terms.md:3: The section "Fees" needs a paragraph under its heading.',
      'content/legal/terms.md:5: Two sections have the anchor #fees; give this one another {#id}.',
    ]);
  });
});
