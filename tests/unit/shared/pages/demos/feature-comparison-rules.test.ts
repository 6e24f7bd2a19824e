import { describe, expect, it } from 'vitest';
import { comparisonCategories } from '#content/demos/demo-options.ts';
import {
  comparisonReducer,
  initialComparisonState,
  isExpanded,
} from '#shared/pages/demos/feature-comparison-rules.ts';

describe('feature comparison', () => {
  it('starts detailed with every category expanded and no tooltip open', () => {
    expect(initialComparisonState.view).toBe('detailed');
    expect(initialComparisonState.openInfo).toBeNull();
    for (const category of comparisonCategories) {
      expect(isExpanded(initialComparisonState, category)).toBe(true);
    }
  });

  it('categories collapse and expand independently', () => {
    const collapsed = comparisonReducer(initialComparisonState, {
      type: 'toggle-category',
      category: 'Support',
    });
    expect(isExpanded(collapsed, 'Support')).toBe(false);
    expect(isExpanded(collapsed, 'Reporting')).toBe(true);
    const again = comparisonReducer(collapsed, { type: 'toggle-category', category: 'Support' });
    expect(isExpanded(again, 'Support')).toBe(true);
    const all = comparisonReducer(initialComparisonState, {
      type: 'collapse-all',
      categories: comparisonCategories,
    });
    expect(comparisonCategories.some((category) => isExpanded(all, category))).toBe(false);
    expect(comparisonReducer(all, { type: 'expand-all' }).collapsed).toEqual([]);
  });

  it('switches between compact and detailed views', () => {
    expect(comparisonReducer(initialComparisonState, { type: 'view', view: 'compact' }).view).toBe(
      'compact',
    );
  });

  it('one info tooltip open at a time', () => {
    const first = comparisonReducer(initialComparisonState, { type: 'info', id: 'a', open: true });
    const second = comparisonReducer(first, { type: 'info', id: 'b', open: true });
    expect(second.openInfo).toBe('b');
    // A late close of the first one does not close the second.
    expect(comparisonReducer(second, { type: 'info', id: 'a', open: false }).openInfo).toBe('b');
    expect(comparisonReducer(second, { type: 'info', id: 'b', open: false }).openInfo).toBeNull();
  });
});
