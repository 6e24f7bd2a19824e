import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { blogAuthors } from '../../content/blog/authors.ts';
import { blogCategories } from '../../content/blog/categories.ts';
import {
  blogFrontMatterSchema,
  type BlogBlock,
  type BlogFrontMatter,
  type BlogPost,
  type BlogPostSummary,
  type PostImage,
} from '../../content/schema/blog.ts';
import { utcToday } from '../../shared/pages/blog/publication.ts';
import { readingTimeMinutes } from '../../shared/pages/blog/reading-time.ts';
import { DEFAULT_IMAGE_CACHE } from '../images/image-cache.ts';
import type { ImageFile } from '../images/responsive-image.ts';
import { compileBlocks, type LinkCheck } from './blocks.ts';
import type { ContentProblem } from './content-error.ts';
import { readMarkdown, type MarkdownFile } from './markdown-file.ts';
import { compilePostImages } from './post-images.ts';
import { linkCheck, sitePaths } from './site-links.ts';

export interface CompiledPosts {
  /** Newest first: the order of the list page, the feed and previous/next. */
  readonly index: BlogPostSummary[];
  readonly bodies: Record<string, BlogBlock[]>;
  /**
   * `draft: true` posts of a production build: never published, only shown through a preview
   * link (server only, like a scheduled post's body).
   */
  readonly drafts: BlogPost[];
  /** The picture files to publish under /assets/images (scripts/images/publish-images.ts). */
  readonly images: readonly ImageFile[];
}

export interface PostOptions {
  /** Project root: posts are read from content/blog/posts, images from public/. */
  readonly root: string;
  /**
   * Publish `draft: true` posts like the others (development only); otherwise they are built
   * apart, for preview links.
   */
  readonly drafts: boolean;
  /** Where made pictures are kept between builds (default node_modules/.cache/post-images). */
  readonly imageCacheDir?: string;
  /** The build's day: a post dated after it is scheduled (tests set it). */
  readonly now?: Date;
}

const POSTS_DIR = 'content/blog/posts';

const displayDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

interface ParsedPost {
  readonly source: MarkdownFile;
  readonly slug: string;
  readonly meta: BlogFrontMatter;
  /** A draft of a production build: compiled for preview links, never published. */
  readonly draft: boolean;
}

/** Reads, checks and compiles every post; problems are collected, not thrown. */
export async function compilePosts(
  options: PostOptions,
  problems: ContentProblem[],
): Promise<CompiledPosts> {
  const dir = path.join(options.root, POSTS_DIR);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  const parsed: ParsedPost[] = [];
  for (const name of names) {
    const file = `${POSTS_DIR}/${name}`;
    const source = readMarkdown(file, await readFile(path.join(dir, name), 'utf8'));
    problems.push(...source.problems);
    const meta = checkFrontMatter(source, problems);
    if (!meta) continue;
    const slug = meta.slug ?? name.slice(0, -'.md'.length);
    parsed.push({ source, slug, meta, draft: meta.draft && !options.drafts });
  }
  checkDuplicateSlugs(parsed, problems);
  const publicDir = path.join(options.root, 'public');
  const index: BlogPostSummary[] = [];
  const bodies: Record<string, BlogBlock[]> = {};
  const drafts: BlogPost[] = [];
  const images: ImageFile[] = [];
  const today = utcToday(options.now);
  const cacheDir = path.resolve(options.root, options.imageCacheDir ?? DEFAULT_IMAGE_CACHE);
  for (const { source, slug, meta, draft } of parsed) {
    const before = problems.length;
    checkReferences(source, meta, problems);
    const unpublished = draft ? 'a draft' : meta.date > today ? `scheduled for ${meta.date}` : null;
    const pictures = await compilePostImages(
      { root: options.root, cacheDir, ...(unpublished ? { unpublished } : {}) },
      source,
      meta.thumbnail,
      problems,
    );
    const blocks = compileBlocks(
      source.body,
      {
        file: source.file,
        checkLink: postLinkCheck(publicDir, parsed, meta.date, draft),
        picture: (address) => pictures.inText.get(address) ?? null,
      },
      problems,
    );
    const content = blocks.map((item) => item.block);
    if (content.length === 0)
      problems.push({
        file: source.file,
        line: source.lineOf(undefined),
        message: 'The post has no text: write it below the front matter.',
      });
    if (problems.length > before || !pictures.thumbnail) continue;
    const summary = summaryOf(slug, meta, content, pictures.thumbnail);
    images.push(...pictures.files);
    if (draft) {
      drafts.push({ ...summary, content });
      continue;
    }
    index.push(summary);
    bodies[slug] = content;
  }
  // Stable: posts of one day keep the order of their file names.
  index.sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
  return { index, bodies, drafts, images };
}

/**
 * Links of a post: a link in a published text must not give away a post that is not out yet (a
 * draft, or one dated after the linking post). A draft may link to any post.
 */
function postLinkCheck(
  publicDir: string,
  posts: readonly ParsedPost[],
  day: string,
  fromDraft: boolean,
): LinkCheck {
  const out = (post: ParsedPost) => fromDraft || (!post.draft && post.meta.date <= day);
  const later = posts.filter((post) => !out(post)).map((post) => `/blog/${post.slug}`);
  return linkCheck(
    publicDir,
    sitePaths(posts.filter(out).map((post) => post.slug)),
    new Set(later),
  );
}

function summaryOf(
  slug: string,
  meta: BlogFrontMatter,
  content: BlogBlock[],
  image: PostImage,
): BlogPostSummary {
  const author = blogAuthors.find((candidate) => candidate.id === meta.author);
  return {
    slug,
    title: meta.title,
    author: author?.name ?? meta.author,
    authorId: meta.author,
    date: displayDate.format(new Date(`${meta.date}T00:00:00Z`)),
    readTime: readingTimeMinutes(content),
    image,
    excerpt: meta.excerpt,
    categories: meta.categories.map(
      (id) => blogCategories.find((category) => category.id === id)?.name ?? id,
    ),
    categoryIds: meta.categories,
    tags: meta.tags,
    featured: meta.featured,
    views: meta.views,
    publishedDate: meta.date,
  };
}

const FIELDS = Object.keys(blogFrontMatterSchema.shape).join(', ');

function checkFrontMatter(
  source: MarkdownFile,
  problems: ContentProblem[],
): BlogFrontMatter | null {
  if (source.problems.length > 0) return null;
  const result = blogFrontMatterSchema.safeParse(source.data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) problems.push(frontMatterProblem(source, issue));
  return null;
}

function frontMatterProblem(source: MarkdownFile, issue: z.core.$ZodIssue): ContentProblem {
  const [key, index] = issue.path;
  const field = typeof key === 'string' ? key : undefined;
  if (issue.code === 'unrecognized_keys') {
    const unknown = issue.keys[0] ?? '';
    return {
      file: source.file,
      line: source.lineOf(unknown),
      message: `"${unknown}" is not a field of a post; the fields are ${FIELDS}.`,
    };
  }
  const missing = field !== undefined && source.data[field] === undefined;
  const where = index === undefined ? `"${field}"` : `"${field}" (item ${Number(index) + 1})`;
  return {
    file: source.file,
    line: source.lineOf(field),
    message: missing
      ? `The post has no "${field}": add a line "${field}: ..." to the front matter (${issue.message}).`
      : `The front matter field ${where} is not right: ${issue.message}.`,
  };
}

function checkDuplicateSlugs(posts: readonly ParsedPost[], problems: ContentProblem[]): void {
  const seen = new Map<string, ParsedPost>();
  for (const post of posts) {
    const first = seen.get(post.slug);
    if (!first) {
      seen.set(post.slug, post);
      continue;
    }
    problems.push({
      file: post.source.file,
      line: post.source.lineOf(post.meta.slug === undefined ? undefined : 'slug'),
      message: `Two posts have the address /blog/${post.slug}: this one and ${first.source.file}. Give one of them another slug (or file name).`,
    });
  }
}

function checkReferences(
  source: MarkdownFile,
  meta: BlogFrontMatter,
  problems: ContentProblem[],
): void {
  const report = (key: string, message: string) =>
    problems.push({ file: source.file, line: source.lineOf(key), message });
  if (!blogAuthors.some((author) => author.id === meta.author))
    report(
      'author',
      `No author has the id "${meta.author}". Use one of ${blogAuthors.map((author) => author.id).join(', ')}, or add the author to content/blog/authors.ts.`,
    );
  for (const id of meta.categories) {
    if (!blogCategories.some((category) => category.id === id))
      report(
        'categories',
        `There is no category "${id}". Use one of ${blogCategories.map((category) => category.id).join(', ')}.`,
      );
  }
}
