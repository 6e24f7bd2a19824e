import { describe, expect, it } from 'vitest';
import { carouselReducer } from '#shared/pages/demos/testimonial-carousel-rules.ts';

const reduce = carouselReducer(4);

describe('testimonial carousel', () => {
  it('wraps forward and backward', () => {
    expect(reduce(3, { type: 'next' })).toBe(0);
    expect(reduce(0, { type: 'previous' })).toBe(3);
    expect(reduce(1, { type: 'next' })).toBe(2);
  });

  it('dots jump to an index; out-of-range jumps are ignored', () => {
    expect(reduce(0, { type: 'go', index: 2 })).toBe(2);
    expect(reduce(1, { type: 'go', index: 4 })).toBe(1);
    expect(reduce(1, { type: 'go', index: -1 })).toBe(1);
  });
});
