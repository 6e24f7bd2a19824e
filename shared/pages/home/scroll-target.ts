/** Sections other pages may send the visitor to. */
export const homeScrollTargets = ['features', 'faq', 'pricing', 'how-it-works'] as const;
type ScrollTarget = (typeof homeScrollTargets)[number];

function isScrollTarget(value: unknown): value is ScrollTarget {
  return typeof value === 'string' && (homeScrollTargets as readonly string[]).includes(value);
}

export function scrollTargetOf(state: unknown): ScrollTarget | null {
  if (typeof state !== 'object' || state === null || !('scrollTo' in state)) return null;
  return isScrollTarget(state.scrollTo) ? state.scrollTo : null;
}
