import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDay } from '#shared/format/dates.ts';
import { localDay, utcDay } from '#shared/pages/legal/last-updated.ts';
import { loader } from '#shared/pages/legal/terms-page.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('the terms "Last updated" date', () => {
  it('renders on the server as the UTC day, whatever the server time zone', () => {
    expect(utcDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-21');
    expect(utcDay(new Date('2026-11-22T00:10:00+02:00'))).toBe('2026-11-21');
  });

  it('uses the visitor’s own calendar day in the browser', () => {
    // Built from local parts, so the expectation holds in any time zone the tests run in.
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('is written out as month, day and year', () => {
    expect(formatLongDay('2026-11-21')).toBe('November 21, 2026');
    expect(formatLongDay('2027-01-01')).toBe('January 1, 2027');
  });

  it('the loader passes today’s UTC day to the page', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2027-03-04T12:00:00Z'));
    expect(loader()).toEqual({ today: '2027-03-04' });
  });
});
