import { describe, expect, it } from 'vitest';
import { formatCount, formatUsd } from '#shared/format/numbers.ts';

describe('number formats', () => {
  it('formats US dollars without decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd(99)).toBe('$99');
    expect(formatUsd(10764)).toBe('$10,764');
  });

  it('formats counts with thousands separators', () => {
    expect(formatCount(12500)).toBe('12,500');
    expect(formatCount(1)).toBe('1');
  });
});
