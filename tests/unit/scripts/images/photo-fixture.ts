import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/**
 * A photo-like test picture: gradients with grain from a fixed seed, so its bytes (and the
 * sizes measured from it) are the same on every run. Grain is what makes real photos heavy.
 */
export async function writePhoto(file: string, width = 1600, height = 900): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1e3a5f"/><stop offset="1" stop-color="#e0a060"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.4}" r="${height * 0.25}" fill="#fde68a" fill-opacity="0.6"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let seed = 42;
  for (let index = 0; index < data.length; index += 1) {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    data[index] = Math.max(0, Math.min(255, (data[index] ?? 0) + ((seed >>> 24) % 25) - 12));
  }
  const jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  await writeFile(file, jpeg);
}
