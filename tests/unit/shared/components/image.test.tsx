import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image, srcSetOf } from '#shared/components/image.tsx';

describe('Image', () => {
  it('puts a lazy image with its source and size in the HTML, without a no-script copy', () => {
    const html = renderToStaticMarkup(
      <Image src="/images/a.svg" alt="A chart" width={640} height={360} />,
    );
    expect(html).toBe(
      '<img class="image" src="/images/a.svg" alt="A chart" width="640" height="360" decoding="async" loading="lazy"/>',
    );
  });

  it('lists the width variants of a responsive image in the HTML', () => {
    const html = renderToStaticMarkup(
      <Image
        src="/a-1280.jpg"
        alt=""
        width={1280}
        height={720}
        widths={{ 768: '/a-768.jpg', 1280: '/a-1280.jpg', 1920: '/a-1920.jpg' }}
      />,
    );
    expect(html).toContain(
      'srcSet="/a-768.jpg 768w, /a-1280.jpg 1280w, /a-1920.jpg 1920w" sizes="(min-width: 1280px) 1920px, (min-width: 768px) 1280px, 768px"',
    );
  });

  it('loads a priority image at once, with high priority', () => {
    const html = renderToStaticMarkup(
      <Image src="/images/hero.svg" alt="" width={1200} height={800} priority />,
    );
    expect(html).toContain('src="/images/hero.svg"');
    expect(html).toContain('loading="eager" fetchPriority="high"');
  });

  it('describes width variants for 768, 1280 and 1920 pixels', () => {
    expect(srcSetOf({ 768: '/a-768.jpg', 1280: '/a-1280.jpg', 1920: '/a-1920.jpg' })).toBe(
      '/a-768.jpg 768w, /a-1280.jpg 1280w, /a-1920.jpg 1920w',
    );
  });
});
