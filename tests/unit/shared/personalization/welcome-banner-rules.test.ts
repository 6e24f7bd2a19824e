import { describe, expect, it } from 'vitest';
import { shouldShowWelcomeBanner } from '#shared/personalization/welcome-banner-rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2025, 5, 15, 12);

describe('welcome banner', () => {
  it('shows on a first visit', () => {
    expect(shouldShowWelcomeBanner(null, now)).toBe(true);
  });

  it('hides when the last visit was within 30 days', () => {
    expect(shouldShowWelcomeBanner(now - DAY, now)).toBe(false);
    expect(shouldShowWelcomeBanner(now - 30 * DAY, now)).toBe(false);
  });

  it('shows when the last visit was over 30 days ago', () => {
    expect(shouldShowWelcomeBanner(now - 30 * DAY - 1, now)).toBe(true);
    expect(shouldShowWelcomeBanner(now - 90 * DAY, now)).toBe(true);
  });
});
