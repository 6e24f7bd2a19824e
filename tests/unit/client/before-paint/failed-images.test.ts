// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberFailedImages } from '#client/before-paint/failed-images.ts';

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__failedImages;
});

describe('images that fail before hydration', () => {
  it('are remembered for the Image component, other failing elements are not', () => {
    rememberFailedImages();
    document.body.innerHTML =
      '<img src="/gone.png" alt=""><img src="/fine.png" alt=""><video></video>';
    const [gone, fine] = document.querySelectorAll('img');
    const video = document.querySelector('video');
    // Resource errors do not bubble: the listener captures them at the document.
    gone?.dispatchEvent(new Event('error'));
    video?.dispatchEvent(new Event('error'));
    expect(gone && window.__failedImages?.has(gone)).toBe(true);
    expect(fine && window.__failedImages?.has(fine)).toBe(false);
    expect(video && window.__failedImages?.has(video)).toBe(false);
  });
});
