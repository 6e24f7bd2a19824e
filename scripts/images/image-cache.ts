import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Encoded pictures kept between builds, keyed by what they are made from (the source's bytes and
 * the recipe): AVIF at 1200 px takes seconds, a rebuild that reuses it takes milliseconds.
 * node_modules/.cache is where build tools keep such files: never committed, safe to delete.
 */
export const DEFAULT_IMAGE_CACHE = 'node_modules/.cache/post-images';

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The file of `key` in the cache folder, made with `produce` when it is not there yet. Written
 * to a temporary name first, so a build stopped half-way never leaves a truncated picture.
 */
export async function cachedFile(
  cacheDir: string,
  key: string,
  extension: string,
  produce: () => Promise<Uint8Array>,
): Promise<{ readonly file: string; readonly bytes: Uint8Array }> {
  const file = path.join(cacheDir, `${sha256(key).slice(0, 32)}.${extension}`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return { file, bytes: kept };
  const bytes = await produce();
  await mkdir(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return { file, bytes };
}
