import type { QueryParamOf } from '../../routing/route-manifest.ts';

/** The interactive FAQ: search, category, one open answer and a "Show More" window. */

export const ALL_CATEGORIES = 'All';
export const FAQ_MAX_VISIBLE = 5;

interface FaqLike {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  readonly category: string;
}

export interface FaqWidgetState {
  readonly search: string;
  readonly category: string;
  readonly openId: string | null;
  readonly visible: number;
  /** How many more each Show More reveals, and where a refilter starts again. */
  readonly max: number;
}

export type FaqWidgetAction =
  | { type: 'search'; search: string }
  | { type: 'category'; category: string }
  | { type: 'toggle'; id: string }
  | { type: 'show-more' }
  | { type: 'clear' }
  /** The source list changed: refilter from the start. */
  | { type: 'source-changed' };

export function initialFaqWidgetState(max = FAQ_MAX_VISIBLE): FaqWidgetState {
  return { search: '', category: ALL_CATEGORIES, openId: null, visible: max, max };
}

export function faqWidgetReducer(state: FaqWidgetState, action: FaqWidgetAction): FaqWidgetState {
  switch (action.type) {
    case 'search':
      return { ...state, search: action.search, visible: state.max };
    case 'category':
      return { ...state, category: action.category, visible: state.max };
    case 'toggle':
      // One answer open at a time; clicking the open one closes it.
      return { ...state, openId: state.openId === action.id ? null : action.id };
    case 'show-more':
      return { ...state, visible: state.visible + state.max };
    case 'clear':
      return { ...state, search: '', category: ALL_CATEGORIES, visible: state.max };
    case 'source-changed':
      return { ...state, visible: state.max };
  }
}

/** Case-insensitive match on question or answer; the category must match unless 'All'. */
export function filterFaqs<T extends FaqLike>(
  items: readonly T[],
  search: string,
  category: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return items.filter((item) => {
    if (category !== ALL_CATEGORIES && item.category !== category) return false;
    if (!needle) return true;
    return (
      item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle)
    );
  });
}

export interface FaqView<T> {
  readonly shown: T[];
  readonly total: number;
  readonly remaining: number;
}

export function faqView<T extends FaqLike>(items: readonly T[], state: FaqWidgetState): FaqView<T> {
  const filtered = filterFaqs(items, state.search, state.category);
  const shown = filtered.slice(0, state.visible);
  return { shown, total: filtered.length, remaining: filtered.length - shown.length };
}

/** Field names of the widget's GET form, so the server renders a filtered list. */
export const FAQ_QUERY = {
  search: 'q',
  category: 'category',
  shown: 'shown',
  clear: 'clear',
} as const satisfies Record<string, QueryParamOf<'interactive-elements'>>;

/** The widget state a submitted form describes; Clear filters wins over the fields. */
export function faqWidgetStateFromQuery(
  params: URLSearchParams,
  categories: readonly string[],
  max = FAQ_MAX_VISIBLE,
): FaqWidgetState {
  const initial = initialFaqWidgetState(max);
  if (params.has(FAQ_QUERY.clear)) return initial;
  const category = params.get(FAQ_QUERY.category);
  const shown = Number(params.get(FAQ_QUERY.shown));
  return {
    ...initial,
    search: params.get(FAQ_QUERY.search) ?? '',
    category: category && categories.includes(category) ? category : ALL_CATEGORIES,
    visible: Number.isSafeInteger(shown) && shown > max ? shown : max,
  };
}
