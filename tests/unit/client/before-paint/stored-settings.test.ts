// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStoredAccessibility } from '#client/before-paint/accessibility.ts';
import { applyStoredTheme } from '#client/before-paint/theme.ts';
import { applyStoredViewMode } from '#client/before-paint/view-mode.ts';
import {
  ACCESSIBILITY_STORAGE_KEY,
  PREFERENCES_STORAGE_KEY,
  THEME_STORAGE_KEY,
} from '#shared/document/pre-paint.ts';

const html = document.documentElement;

/** A fresh <html>, `stored` in storage and a system that prefers dark or not. */
function page(stored: Record<string, string>, systemDark = false): void {
  html.className = '';
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  window.matchMedia = (query: string) =>
    ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }) as MediaQueryList;
}

const attributes = () =>
  Object.fromEntries(html.getAttributeNames().map((name) => [name, html.getAttribute(name)]));

afterEach(() => {
  page({});
  vi.restoreAllMocks();
});

describe('the theme before the first paint', () => {
  it('is the stored one, else the system preference', () => {
    const dark = (stored: Record<string, string>, systemDark: boolean) => {
      page(stored, systemDark);
      applyStoredTheme(html);
      return html.classList.contains('dark');
    };
    expect(dark({ [THEME_STORAGE_KEY]: 'dark' }, false)).toBe(true);
    expect(dark({ [THEME_STORAGE_KEY]: 'light' }, true)).toBe(false);
    expect(dark({}, true)).toBe(true);
    expect(dark({}, false)).toBe(false);
    expect(dark({ [THEME_STORAGE_KEY]: 'sepia' }, true)).toBe(true);
  });

  it('leaves the page as sent when storage is blocked', () => {
    page({}, true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => applyStoredTheme(html)).not.toThrow();
    expect(html.classList.contains('dark')).toBe(false);
  });
});

describe('the accessibility settings before the first paint', () => {
  const applied = (stored: string) => {
    page({ [ACCESSIBILITY_STORAGE_KEY]: stored });
    applyStoredAccessibility(html);
    return attributes();
  };

  it('applies the stored text size, contrast and focus mode', () => {
    expect(applied('{"textSize":150,"highContrast":true,"focusMode":true}')).toEqual({
      'data-text-size': '150',
      'data-contrast': 'high',
      'data-focus-mode': 'on',
    });
    expect(applied('{"textSize":"80"}')).toEqual({ 'data-text-size': '80' });
  });

  it('leaves out the default size, sizes out of range or off the steps, and anything corrupt', () => {
    for (const stored of [
      '{"textSize":100}',
      '{"textSize":170}',
      '{"textSize":85}',
      '{"highContrast":"yes","focusMode":1}',
      'garbage',
      '[]',
      'null',
    ])
      expect(applied(stored), stored).toEqual({});
  });
});

describe('the view mode before the first paint', () => {
  it('marks a stored compact view, and nothing else', () => {
    const applied = (stored?: string) => {
      page(stored === undefined ? {} : { [PREFERENCES_STORAGE_KEY]: stored });
      applyStoredViewMode(html);
      return attributes();
    };
    expect(applied('{"viewMode":"compact"}')).toEqual({ 'data-view-mode': 'compact' });
    expect(applied('{"viewMode":"detailed"}')).toEqual({});
    expect(applied('{oops')).toEqual({});
    expect(applied()).toEqual({});
  });
});
