import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Image, Nodes } from 'mdast';
import type { Picture, PostImage } from '../../content/schema/blog.ts';
import {
  processImage,
  SOCIAL_SIZE,
  UnreadableImageError,
  type ImageFile,
  type ImageRequest,
} from '../images/responsive-image.ts';
import type { ContentProblem } from './content-error.ts';
import { lineOfNode, type MarkdownFile } from './markdown-file.ts';

export interface PostImageContext {
  /** Project root. */
  readonly root: string;
  readonly cacheDir: string;
  /**
   * Why the post's pictures must not be public yet: "scheduled for <day>" when its day is after
   * the build's, "a draft" for a draft (built for preview links only).
   */
  readonly unpublished?: string;
}

export interface PostImages {
  /** Null when the picture has a problem (reported). */
  readonly thumbnail: PostImage | null;
  /** The pictures of the text by the address written in `![alt](address)`. */
  readonly inText: ReadonlyMap<string, Picture>;
  /** Every file the build publishes for this post. */
  readonly files: readonly ImageFile[];
}

type Located =
  { readonly source: string; readonly publicUrl?: string } | { readonly problem: string };

/**
 * Where an image address written in a post points: `/images/…` is a file under public/ (served
 * as it is), anything else is relative to the post's own file, as Markdown editors show it.
 */
export function locateImage(root: string, markdownFile: string, address: string): Located {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(address))
    return {
      problem: `The image ${address} is on another site: save the file beside the post (e.g. content/blog/posts/images/) and write its path, e.g. images/photo.jpg.`,
    };
  let decoded: string;
  try {
    decoded = decodeURI(address);
  } catch {
    return { problem: `The image address ${address} is not a valid path.` };
  }
  const publicDir = path.join(root, 'public');
  const source = decoded.startsWith('/')
    ? path.join(publicDir, decoded)
    : path.resolve(root, path.dirname(markdownFile), decoded);
  if (!source.startsWith(root + path.sep))
    return { problem: `The image ${address} is outside the project: keep it beside the post.` };
  const shown = path.relative(root, source).split(path.sep).join('/');
  if (!existsSync(source))
    return {
      problem: `The image ${address} does not exist: add the file ${shown}, or fix the path.`,
    };
  return decoded.startsWith('/') ? { source, publicUrl: decoded } : { source };
}

/** The `![alt](address)` images anywhere in a body. */
function imagesOf(nodes: readonly Nodes[]): Image[] {
  return nodes.flatMap((node) => [
    ...(node.type === 'image' ? [node] : []),
    ...('children' in node ? imagesOf(node.children) : []),
  ]);
}

/** Checks and makes a post's picture and the images of its text; problems are collected. */
export async function compilePostImages(
  context: PostImageContext,
  source: MarkdownFile,
  thumbnail: string,
  problems: ContentProblem[],
): Promise<PostImages> {
  const files: ImageFile[] = [];
  const load = async (address: string, line: number, options: Partial<ImageRequest>) => {
    const report = (message: string) => {
      problems.push({ file: source.file, line, message });
      return null;
    };
    const located = locateImage(context.root, source.file, address);
    if ('problem' in located) return report(located.problem);
    if (located.publicUrl && context.unpublished)
      return report(
        `This post is ${context.unpublished}, but the image ${address} is under public/, where anyone can open it today: save it beside the post (e.g. images/…) so that it stays private until ${context.unpublished.startsWith('scheduled') ? 'that day' : 'it is published'}.`,
      );
    try {
      const made = await processImage({ ...located, cacheDir: context.cacheDir, ...options });
      files.push(...made.files);
      return made;
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      return report(`The image ${address} cannot be used: ${error.message}.`);
    }
  };
  const made = await load(thumbnail, source.lineOf('thumbnail'), {
    shape: SOCIAL_SIZE,
    social: true,
  });
  const inText = new Map<string, Picture>();
  for (const node of imagesOf(source.body)) {
    if (inText.has(node.url)) continue;
    const picture = await load(node.url, lineOfNode(node), {});
    if (picture) inText.set(node.url, picture.picture);
  }
  return {
    thumbnail: made?.social ? { ...made.picture, social: made.social } : null,
    inText,
    files,
  };
}
