import { describe, expect, it } from 'vitest';
import { resolveTheme } from '#shared/theme/theme.ts';

describe('resolveTheme', () => {
  it('uses the stored choice first', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it("follows the system's dark preference when nothing valid is stored", () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme('purple', true)).toBe('dark');
  });

  it('defaults to light', () => {
    expect(resolveTheme(null, false)).toBe('light');
  });
});
