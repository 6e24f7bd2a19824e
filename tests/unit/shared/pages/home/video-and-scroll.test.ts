import { describe, expect, it } from 'vitest';
import { homeScrollTargets, scrollTargetOf } from '#shared/pages/home/scroll-target.ts';
import { isVideoComplete } from '#shared/pages/home/video-player.tsx';

describe('video completion', () => {
  it('counts the video as watched from 99.5% of its length', () => {
    expect(isVideoComplete(15.91, 16)).toBe(false);
    expect(isVideoComplete(15.92, 16)).toBe(true);
    expect(isVideoComplete(16, 16)).toBe(true);
  });

  it('never completes before the length is known', () => {
    expect(isVideoComplete(0, Number.NaN)).toBe(false);
    expect(isVideoComplete(3, Number.POSITIVE_INFINITY)).toBe(false);
    expect(isVideoComplete(0, 0)).toBe(false);
  });
});

describe('home scroll targets', () => {
  it('accepts the four sections other pages link to', () => {
    expect(homeScrollTargets).toEqual(['features', 'faq', 'pricing', 'how-it-works']);
    for (const section of homeScrollTargets) {
      expect(scrollTargetOf({ scrollTo: section })).toBe(section);
    }
  });

  it('ignores anything else', () => {
    expect(scrollTargetOf(null)).toBeNull();
    expect(scrollTargetOf({})).toBeNull();
    expect(scrollTargetOf({ scrollTo: 'footer' })).toBeNull();
    expect(scrollTargetOf({ selectedPlan: 'starter' })).toBeNull();
  });
});
