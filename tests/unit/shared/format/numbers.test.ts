import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatUsd } from '#shared/format/numbers.ts';

const intlUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const intlCount = new Intl.NumberFormat('en-US');

describe('number formats', () => {
  it('formats US dollars without decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd(99)).toBe('$99');
    expect(formatUsd(10764)).toBe('$10,764');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(999.5)).toBe('$1,000');
    expect(formatUsd(1_000_000)).toBe('$1,000,000');
  });

  it('formats counts with thousands separators', () => {
    expect(formatCount(12500)).toBe('12,500');
    expect(formatCount(1)).toBe('1');
    expect(formatCount(100)).toBe('100');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(123456789)).toBe('123,456,789');
  });

  it('says what Intl.NumberFormat says for any number', () => {
    const numbers = fc.oneof(
      fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
      fc.double({ noNaN: false }),
      fc.integer({ min: 0, max: 20_000 }).map((n) => n / 2),
      fc.constantFrom(-0, 0.5, -0.5, -0.4, 2.5, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e21),
    );
    fc.assert(
      fc.property(numbers, (value) => {
        expect(formatUsd(value)).toBe(intlUsd.format(value));
        expect(formatCount(value)).toBe(intlCount.format(value));
      }),
      { numRuns: 2000 },
    );
  });
});
