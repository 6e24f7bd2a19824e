import { readFile } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Picture } from '../../content/schema/blog.ts';
import { cachedFile, sha256 } from './image-cache.ts';

/** Widths of the variants (never wider than the source): phones, tablets, the article column. */
export const VARIANT_WIDTHS = [480, 800, 1200] as const;
/** The shape shared networks show (og:image). */
export const SOCIAL_SIZE = { width: 1200, height: 630 } as const;
/** Part of every cache key: raise it when a setting below changes, so old files are not reused. */
const RECIPE = 'v1';

const FORMATS = [
  { type: 'image/avif', extension: 'avif', encode: (image: Sharp) => image.avif({ quality: 50 }) },
  { type: 'image/webp', extension: 'webp', encode: (image: Sharp) => image.webp({ quality: 72 }) },
] as const;

const READABLE = new Set(['jpeg', 'png', 'webp', 'svg']);

/** A file the build publishes: its address under /assets and where its bytes are. */
export interface ImageFile {
  readonly url: string;
  readonly file: string;
}

export interface ImageRequest {
  /** The source file (absolute path). */
  readonly source: string;
  /** Where the source is already served (a file under public/): an SVG keeps that address. */
  readonly publicUrl?: string;
  /** Crop photos to this shape, keeping the middle (a post's picture is 1200 × 630). */
  readonly shape?: { readonly width: number; readonly height: number };
  /** Also make the 1200 × 630 JPEG for social networks. */
  readonly social?: boolean;
  readonly cacheDir: string;
}

export interface ProcessedImage {
  readonly picture: Picture;
  readonly social?: string;
  readonly files: readonly ImageFile[];
}

/** The source is not a picture the build can read; the message says why, for the writer. */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/**
 * A picture as the pages use it: an SVG as it is; a photo (JPEG, PNG or WebP, whatever its file
 * name) as AVIF and WebP variants at VARIANT_WIDTHS, with its intrinsic size for `width` and
 * `height`. Files are named by a hash of their bytes (cached a year, immutable) and carry no
 * metadata (camera, place) of the original.
 */
export async function processImage(request: ImageRequest): Promise<ProcessedImage> {
  const bytes = await readFile(request.source);
  const meta = await sharp(bytes)
    .metadata()
    .catch((error: unknown) => {
      throw new UnreadableImageError(`it is not an image the build can read (${String(error)})`);
    });
  if (!READABLE.has(meta.format))
    throw new UnreadableImageError(
      `it is a ${meta.format.toUpperCase()} file; use a JPEG, PNG, WebP or SVG`,
    );
  const sourceHash = sha256(bytes);
  const files: ImageFile[] = [];
  const emit = async (recipe: string, extension: string, produce: () => Promise<Uint8Array>) => {
    const key = `${RECIPE}:${sourceHash}:${recipe}`;
    const { file, bytes: out } = await cachedFile(request.cacheDir, key, extension, produce);
    const url = `/assets/images/${sha256(out).slice(0, 16)}.${extension}`;
    files.push({ url, file });
    return url;
  };

  let picture: Picture;
  if (meta.format === 'svg') {
    const src = request.publicUrl ?? (await emit('svg', 'svg', () => Promise.resolve(bytes)));
    picture = { src, width: meta.width, height: meta.height };
  } else {
    picture = await photoVariants(bytes, meta, request.shape, emit);
  }
  const social = request.social
    ? await emit(`social:${SOCIAL_SIZE.width}x${SOCIAL_SIZE.height}`, 'jpg', () =>
        sharp(bytes)
          .rotate()
          .resize({ ...SOCIAL_SIZE, fit: 'cover', position: 'centre' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer(),
      )
    : undefined;
  return social ? { picture, social, files } : { picture, files };
}

type Emit = (
  recipe: string,
  extension: string,
  produce: () => Promise<Uint8Array>,
) => Promise<string>;

async function photoVariants(
  bytes: Uint8Array,
  meta: Metadata,
  shape: ImageRequest['shape'],
  emit: Emit,
): Promise<Picture> {
  // EXIF orientation 5-8 turns the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5;
  const sourceWidth = turned ? meta.height : meta.width;
  const sourceHeight = turned ? meta.width : meta.height;
  const ratio = shape ? shape.height / shape.width : sourceHeight / sourceWidth;
  const fullWidth = Math.min(sourceWidth, Math.floor(sourceHeight / ratio));
  // Never wider than the source; a source narrower than 1200 px also keeps its own width.
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width <= fullWidth);
  if (fullWidth < Math.max(...VARIANT_WIDTHS) && !widths.includes(fullWidth))
    widths.push(fullWidth);
  const sources = [];
  const fallbacks: string[] = [];
  for (const format of FORMATS) {
    const urls: string[] = [];
    for (const width of widths) {
      const height = Math.round(width * ratio);
      const url = await emit(`${format.type}:${width}x${height}`, format.extension, () =>
        format
          .encode(sharp(bytes).rotate().resize({ width, height, fit: 'cover', position: 'centre' }))
          .toBuffer(),
      );
      urls.push(`${url} ${width}w`);
      if (format.extension === 'webp') fallbacks.push(url);
    }
    sources.push({ type: format.type, srcSet: urls.join(', ') });
  }
  const largest = widths.at(-1) ?? fullWidth;
  // The <img> itself (browsers without <picture> support): the WebP nearest 800 px.
  const middle = widths.findLastIndex((width) => width <= 800);
  return {
    src: fallbacks[Math.max(middle, 0)] ?? '',
    width: largest,
    height: Math.round(largest * ratio),
    sources,
  };
}
