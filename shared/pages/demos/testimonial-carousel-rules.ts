/** The testimonial carousel: an index that wraps both ways; dots jump straight to a slide. */

export type CarouselAction =
  { type: 'next' } | { type: 'previous' } | { type: 'go'; index: number };

export function carouselReducer(count: number) {
  return (index: number, action: CarouselAction): number => {
    if (count <= 0) return 0;
    switch (action.type) {
      case 'next':
        return (index + 1) % count;
      case 'previous':
        return (index - 1 + count) % count;
      case 'go':
        return Number.isInteger(action.index) && action.index >= 0 && action.index < count
          ? action.index
          : index;
    }
  };
}
