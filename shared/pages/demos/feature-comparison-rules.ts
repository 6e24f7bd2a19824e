/** The interactive feature comparison: open categories, view mode and the one open tooltip. */

export type ComparisonView = 'detailed' | 'compact';

export interface ComparisonState {
  readonly collapsed: readonly string[];
  readonly view: ComparisonView;
  readonly openInfo: string | null;
}

export type ComparisonAction =
  | { type: 'toggle-category'; category: string }
  | { type: 'expand-all' }
  | { type: 'collapse-all'; categories: readonly string[] }
  | { type: 'view'; view: ComparisonView }
  | { type: 'info'; id: string; open: boolean };

export const initialComparisonState: ComparisonState = {
  collapsed: [],
  view: 'detailed',
  openInfo: null,
};

export function comparisonReducer(
  state: ComparisonState,
  action: ComparisonAction,
): ComparisonState {
  switch (action.type) {
    case 'toggle-category': {
      const isCollapsed = state.collapsed.includes(action.category);
      return {
        ...state,
        collapsed: isCollapsed
          ? state.collapsed.filter((category) => category !== action.category)
          : [...state.collapsed, action.category],
      };
    }
    case 'expand-all':
      return { ...state, collapsed: [] };
    case 'collapse-all':
      return { ...state, collapsed: [...action.categories], openInfo: null };
    case 'view':
      return { ...state, view: action.view };
    case 'info':
      // Opening one tooltip closes any other; closing only closes the one asked about.
      if (action.open) return { ...state, openInfo: action.id };
      return state.openInfo === action.id ? { ...state, openInfo: null } : state;
  }
}

export function isExpanded(state: ComparisonState, category: string): boolean {
  return !state.collapsed.includes(category);
}
