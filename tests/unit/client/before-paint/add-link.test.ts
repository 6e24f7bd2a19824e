// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { addLink, listedOn } from '#client/before-paint/add-link.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('adding a link to <head>', () => {
  it('sets every attribute before the link is in the page (its request starts then)', () => {
    const seen: string[] = [];
    const append = document.head.appendChild.bind(document.head);
    document.head.appendChild = <T extends Node>(node: T): T => {
      if (node instanceof HTMLLinkElement) seen.push(node.outerHTML);
      return append(node);
    };
    try {
      addLink('preload', '/assets/font.woff2', { as: 'font', crossorigin: 'anonymous' });
    } finally {
      document.head.appendChild = append;
    }
    expect(seen).toEqual([
      '<link rel="preload" href="/assets/font.woff2" as="font" crossorigin="anonymous">',
    ]);
  });

  it('adds nothing for an empty address', () => {
    addLink('modulepreload', '');
    expect(document.head.children).toHaveLength(0);
  });

  it('reads the addresses an element lists, none from a missing element or attribute', () => {
    const script = document.createElement('script');
    script.setAttribute('data-preload', '/a.js /b.js');
    expect(listedOn(script, 'data-preload')).toEqual(['/a.js', '/b.js']);
    expect(listedOn(script, 'data-fonts').filter(Boolean)).toEqual([]);
    expect(listedOn(null, 'data-preload').filter(Boolean)).toEqual([]);
  });
});
