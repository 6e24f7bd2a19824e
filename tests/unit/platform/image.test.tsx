import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image, RESPONSIVE_SIZES, srcSetOf } from '#shared/components/image.tsx';

describe('Image', () => {
  it('leaves a lazy image without a source until it nears the viewport, with a no-script copy', () => {
    const html = renderToStaticMarkup(
      <Image src="/images/a.svg" alt="A chart" width={640} height={360} />,
    );
    expect(html).toMatch(
      /^<img class="image" alt="A chart" width="640" height="360" decoding="async" loading="lazy"\/>/,
    );
    expect(html).toContain(
      '<noscript><img class="image" src="/images/a.svg" alt="A chart" width="640" height="360" loading="lazy"/></noscript>',
    );
  });

  it('loads a priority image at once, with high priority', () => {
    const html = renderToStaticMarkup(
      <Image src="/images/hero.svg" alt="" width={1200} height={800} priority />,
    );
    expect(html).toContain('src="/images/hero.svg"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('noscript');
  });

  it('describes width variants for 768, 1280 and 1920 pixels', () => {
    expect(srcSetOf({ 768: '/a-768.jpg', 1280: '/a-1280.jpg', 1920: '/a-1920.jpg' })).toBe(
      '/a-768.jpg 768w, /a-1280.jpg 1280w, /a-1920.jpg 1920w',
    );
    expect(RESPONSIVE_SIZES).toBe('(min-width: 1280px) 1920px, (min-width: 768px) 1280px, 768px');
  });
});
