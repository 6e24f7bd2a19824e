import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compileContent } from '../../../../scripts/content/compile-content.ts';
import { ContentError, formatProblem } from '../../../../scripts/content/content-error.ts';
import { writePhoto } from '../images/photo-fixture.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../../..');
let root = '';
let cacheDir = '';

const FRONT = (thumbnail: string, date = '2025-05-06') => `---
title: Answering every call after hours
author: maya-patel
date: ${date}
categories: [healthcare]
tags: [voice-ai]
thumbnail: ${thumbnail}
excerpt: What changes when nobody has to run for the phone.
---

The phone rings at seven in the evening and nobody is there.

## What callers want
`;

async function writePost(text: string): Promise<void> {
  await writeFile(path.join(root, 'content/blog/posts/after-hours.md'), text);
}

async function compile() {
  return compileContent({ root, drafts: false, imageCacheDir: cacheDir });
}

async function problems(): Promise<string[]> {
  try {
    await compile();
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map(formatProblem);
  }
}

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'post-images-cache-'));
});

afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'post-images-'));
  await mkdir(path.join(root, 'content/blog/posts/images'), { recursive: true });
  await mkdir(path.join(root, 'public/images/blog'), { recursive: true });
  await cp(path.join(projectRoot, 'content/legal'), path.join(root, 'content/legal'), {
    recursive: true,
    filter: (file) => !file.endsWith('.ts'),
  });
  await writePhoto(path.join(root, 'content/blog/posts/images/desk.jpeg'), 800, 450);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

// Each case encodes pictures (AVIF is CPU work: seconds on a busy two-core machine).
describe('pictures in posts', { timeout: 60_000 }, () => {
  it('makes a photo beside the post its picture, and an image on its own line a block', async () => {
    await writePost(
      `${FRONT('images/desk.jpeg')}\n![A headset on a desk at dusk](images/desk.jpeg)\n\nAfter it.\n`,
    );
    const { posts } = await compile();
    const [summary] = posts.index;
    expect(summary?.image).toMatchObject({ width: 800, height: 420 });
    expect(summary?.image.sources?.map((source) => source.type)).toEqual([
      'image/avif',
      'image/webp',
    ]);
    const image = posts.bodies['after-hours']?.find((block) => block.type === 'image');
    expect(image).toMatchObject({
      type: 'image',
      alt: 'A headset on a desk at dusk',
      image: { width: 800, height: 450 },
    });
    // Every file the pages name is one the build publishes.
    const published = new Set(posts.images.map((file) => file.url));
    for (const source of summary?.image.sources ?? [])
      for (const entry of source.srcSet.split(', '))
        expect(published).toContain(entry.split(' ')[0]);
    // AVIF encoding takes seconds on a shared machine; the later tests reuse the cache.
  }, 60_000);

  it('refuses an image without alt text, naming the file and line', async () => {
    await writePost(`${FRONT('images/desk.jpeg')}\n![](images/desk.jpeg)\n`);
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^content\/blog\/posts\/after-hours\.md:15: The image images\/desk\.jpeg has no alt text: say in a few words what it shows/,
      ),
    ]);
  });

  it('names a missing image and an unreadable picture at their lines', async () => {
    await writeFile(path.join(root, 'content/blog/posts/images/broken.jpg'), 'not a picture');
    await writePost(`${FRONT('images/broken.jpg')}\n![A chart](images/chart.png)\n`);
    expect(await problems()).toEqual([
      expect.stringMatching(
        /^content\/blog\/posts\/after-hours\.md:7: The image images\/broken\.jpg cannot be used: it is not an image the build can read/,
      ),
      'content/blog/posts/after-hours.md:15: The image images/chart.png does not exist: add the file content/blog/posts/images/chart.png, or fix the path.',
    ]);
  });

  it('wants an image on a line of its own', async () => {
    await writePost(`${FRONT('images/desk.jpeg')}\nSee ![the desk](images/desk.jpeg) here.\n`);
    expect(await problems()).toEqual([
      'content/blog/posts/after-hours.md:15: Put an image on a line of its own, with an empty line before and after it.',
    ]);
  });

  it('keeps a scheduled post out of public/, where anyone could open its picture early', async () => {
    await writeFile(
      path.join(root, 'public/images/blog/after-hours.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>',
    );
    await writePost(FRONT('/images/blog/after-hours.svg', '2099-01-01'));
    expect(await problems()).toEqual([
      'content/blog/posts/after-hours.md:7: This post is scheduled for 2099-01-01, but the image /images/blog/after-hours.svg is under public/, where anyone can open it today: save it beside the post (e.g. images/…) so that it stays private until that day.',
    ]);
  });
});
