import { describe, expect, it } from 'vitest';
import {
  clampTextSize,
  decreaseTextSize,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  increaseTextSize,
  parseAccessibilitySettings,
} from '#shared/accessibility/accessibility-settings.ts';

describe('text size', () => {
  it('increases by 10 and stops at 150', () => {
    const sizes = [100];
    for (let i = 0; i < 7; i += 1) sizes.push(increaseTextSize(sizes.at(-1)!));
    expect(sizes).toEqual([100, 110, 120, 130, 140, 150, 150, 150]);
  });

  it('decreases by 10 and stops at 80', () => {
    const sizes = [100];
    for (let i = 0; i < 4; i += 1) sizes.push(decreaseTextSize(sizes.at(-1)!));
    expect(sizes).toEqual([100, 90, 80, 80, 80]);
  });

  it('clamps odd values to an allowed step', () => {
    expect(clampTextSize(200)).toBe(150);
    expect(clampTextSize(10)).toBe(80);
    expect(clampTextSize(114)).toBe(110);
    expect(clampTextSize(Number.NaN)).toBe(100);
  });
});

describe('parseAccessibilitySettings', () => {
  it('reads stored settings', () => {
    expect(
      parseAccessibilitySettings('{"textSize":130,"highContrast":true,"focusMode":true}'),
    ).toEqual({ textSize: 130, highContrast: true, focusMode: true });
  });

  it('falls back to defaults for missing or corrupt values', () => {
    expect(parseAccessibilitySettings(null)).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    expect(parseAccessibilitySettings('{not json')).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    expect(parseAccessibilitySettings('"large"')).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS);
    expect(parseAccessibilitySettings('{"textSize":"big","highContrast":"yes"}')).toEqual(
      DEFAULT_ACCESSIBILITY_SETTINGS,
    );
    expect(parseAccessibilitySettings('{"textSize":400}').textSize).toBe(150);
  });
});
