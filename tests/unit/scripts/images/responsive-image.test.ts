import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  processImage,
  UnreadableImageError,
  type ProcessedImage,
} from '../../../../scripts/images/responsive-image.ts';
import { writePhoto } from './photo-fixture.ts';

let dir = '';
let photo: ProcessedImage;

const fileOf = (made: ProcessedImage, url: string) =>
  made.files.find((file) => file.url === url)?.file ?? '';
const urlsOf = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((entry) => entry.split(' ')[0] ?? '');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'responsive-image-'));
  // Any file name: the format is read from the bytes.
  await writePhoto(path.join(dir, 'IMG_2041 final.JPG'));
  photo = await processImage({
    source: path.join(dir, 'IMG_2041 final.JPG'),
    shape: { width: 1200, height: 630 },
    social: true,
    cacheDir: path.join(dir, 'cache'),
  });
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// AVIF encoding is CPU work: on a busy two-core machine one picture can take several seconds.
describe('a 1600 × 900 photo', { timeout: 60_000 }, () => {
  it('becomes AVIF and WebP at 480, 800 and 1200 px in the post shape, with its size', () => {
    const { picture } = photo;
    expect(picture).toMatchObject({ width: 1200, height: 630 });
    expect(picture.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of picture.sources ?? []) {
      expect(source.srcSet).toMatch(
        /^\/assets\/images\/[0-9a-f]{16}\.(avif|webp) 480w, \S+ 800w, \S+ 1200w$/,
      );
    }
    expect(urlsOf(picture.sources?.[1]?.srcSet)[1]).toBe(picture.src);
  });

  it('has variants of the right pixel size, the largest at most 200 KB', async () => {
    for (const source of photo.picture.sources ?? []) {
      const urls = urlsOf(source.srcSet);
      const sizes = await Promise.all(urls.map((url) => sharp(fileOf(photo, url)).metadata()));
      expect(sizes.map(({ width, height }) => [width, height])).toEqual([
        [480, 252],
        [800, 420],
        [1200, 630],
      ]);
      expect((await stat(fileOf(photo, urls[2] ?? ''))).size).toBeLessThanOrEqual(200 * 1024);
    }
  });

  it('gets a 1200 × 630 JPEG for social networks', async () => {
    const meta = await sharp(fileOf(photo, photo.social ?? '')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('is made once: a second build reuses the cached files', async () => {
    const cache = path.join(dir, 'cache');
    const written = async () =>
      Promise.all(
        (await readdir(cache)).map(async (name) => [
          name,
          (await stat(path.join(cache, name))).mtimeMs,
        ]),
      );
    const before = await written();
    const again = await processImage({
      source: path.join(dir, 'IMG_2041 final.JPG'),
      shape: { width: 1200, height: 630 },
      social: true,
      cacheDir: path.join(dir, 'cache'),
    });
    expect(again).toEqual(photo);
    // Nothing encoded or written again: the same files, untouched.
    expect(await written()).toEqual(before);
  });
});

describe('other pictures', { timeout: 60_000 }, () => {
  it('keeps the shape of a text image and never enlarges a small one', async () => {
    await writePhoto(path.join(dir, 'small.png'), 600, 400);
    const made = await processImage({ source: path.join(dir, 'small.png'), cacheDir: dir });
    expect(made.picture).toMatchObject({ width: 600, height: 400 });
    expect(made.picture.sources?.[0]?.srcSet).toMatch(/^\S+ 480w, \S+ 600w$/);
    expect(made.social).toBeUndefined();
  });

  it('uses an SVG as it is, at its address under public/', async () => {
    await writeFile(
      path.join(dir, 'drawing.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"/>',
    );
    const made = await processImage({
      source: path.join(dir, 'drawing.svg'),
      publicUrl: '/images/blog/drawing.svg',
      cacheDir: dir,
    });
    expect(made.picture).toEqual({ src: '/images/blog/drawing.svg', width: 1200, height: 630 });
  });

  it('refuses a file that is not a picture, or a format browsers may not show', async () => {
    await writeFile(path.join(dir, 'notes.jpg'), 'not a picture');
    await expect(
      processImage({ source: path.join(dir, 'notes.jpg'), cacheDir: dir }),
    ).rejects.toBeInstanceOf(UnreadableImageError);
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toFile(path.join(dir, 'anim.gif'));
    await expect(
      processImage({ source: path.join(dir, 'anim.gif'), cacheDir: dir }),
    ).rejects.toThrow('it is a GIF file; use a JPEG, PNG, WebP or SVG');
  });
});
