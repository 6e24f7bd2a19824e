import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** Written by the content compile (scripts/content/compile-content.ts). */
export const IMAGE_LIST = 'content/generated/blog/images.json';

const imageListSchema = z.array(
  z.object({
    url: z.string().regex(/^\/assets\/images\/[\w-]+\.(avif|webp|jpg|svg)$/),
    file: z.string().min(1),
  }),
);

/**
 * Copies the posts' pictures the content compile made (kept in its cache) into the build, at
 * their hashed addresses under /assets (served as immutable files). Returns how many.
 */
export async function publishImages(root: string, clientDir: string): Promise<number> {
  const list = imageListSchema.parse(
    JSON.parse(await readFile(path.join(root, IMAGE_LIST), 'utf8')),
  );
  await mkdir(path.join(clientDir, 'assets/images'), { recursive: true });
  await Promise.all(
    list.map((image) =>
      copyFile(path.resolve(root, image.file), path.join(clientDir, image.url.slice(1))),
    ),
  );
  return list.length;
}
