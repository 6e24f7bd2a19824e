import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_STORAGE_KEY, THEME_STORAGE_KEY } from '#shared/document/pre-paint.ts';
import { bundleInlineScripts } from '../../../../scripts/inline-scripts.ts';

// The pre-paint script as the build bundles it from client/before-paint/.
const { prePaint: PRE_PAINT_SCRIPT } = await bundleInlineScripts(process.cwd());

/** Runs the inline script against a fake <html> and storage. */
function runPrePaint(stored: Record<string, string>, systemDark: boolean) {
  const classes = new Set<string>();
  const attributes: Record<string, string> = {};
  const documentElement = {
    classList: { add: (name: string) => classes.add(name) },
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
  };
  const run = new Function('document', 'localStorage', 'window', PRE_PAINT_SCRIPT);
  run(
    { documentElement, readyState: 'loading', addEventListener: () => undefined },
    { getItem: (key: string) => stored[key] ?? null },
    { matchMedia: () => ({ matches: systemDark }), addEventListener: () => undefined },
  );
  return { dark: classes.has('dark'), attributes };
}

describe('pre-paint script', () => {
  it('applies the stored theme, else the system preference', () => {
    expect(runPrePaint({ [THEME_STORAGE_KEY]: 'dark' }, false).dark).toBe(true);
    expect(runPrePaint({ [THEME_STORAGE_KEY]: 'light' }, true).dark).toBe(false);
    expect(runPrePaint({}, true).dark).toBe(true);
    expect(runPrePaint({}, false).dark).toBe(false);
  });

  it('applies stored accessibility settings and ignores invalid ones', () => {
    const stored = {
      [ACCESSIBILITY_STORAGE_KEY]: '{"textSize":150,"highContrast":true,"focusMode":true}',
    };
    expect(runPrePaint(stored, false).attributes).toEqual({
      'data-text-size': '150',
      'data-contrast': 'high',
      'data-focus-mode': 'on',
    });
    expect(
      runPrePaint({ [ACCESSIBILITY_STORAGE_KEY]: '{"textSize":170}' }, false).attributes,
    ).toEqual({});
    expect(runPrePaint({ [ACCESSIBILITY_STORAGE_KEY]: 'garbage' }, false).attributes).toEqual({});
  });
});
