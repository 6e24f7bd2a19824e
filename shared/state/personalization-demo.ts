import '../zod-config.ts';
import * as z from 'zod/mini';
import { demoSectionIds, industries } from '#content/demos/personalization-options.ts';
import type { Industry } from '#content/schema/demos.ts';

/**
 * Preferences of /personalization-demo, kept in the browser under their own storage key (the
 * site-wide personalization uses another one).
 */
export const DEMO_PREFERENCES_KEY = 'user-preferences-demo';
export const RECENT_LIMIT = 10;
export const RECENT_SHOWN = 5;

const recentItemSchema = z.object({
  /** A section id or a path. */
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  timestamp: z.number(),
});

export const demoPreferencesSchema = z.object({
  viewMode: z.enum(['compact', 'detailed']),
  industry: z.enum([...industries, 'none']),
  featuredSections: z.array(z.enum(demoSectionIds)),
  communication: z.enum(['email', 'phone', 'both', 'none']),
  recentlyViewed: z.array(recentItemSchema).check(z.maxLength(RECENT_LIMIT)),
});

export type DemoPreferences = z.infer<typeof demoPreferencesSchema>;
export type RecentItem = z.infer<typeof recentItemSchema>;
export type Communication = DemoPreferences['communication'];

export const defaultDemoPreferences: DemoPreferences = {
  viewMode: 'detailed',
  industry: 'none',
  featuredSections: [],
  communication: 'none',
  recentlyViewed: [],
};

/** Stored JSON to preferences; anything absent, unparsable or invalid gives the defaults. */
export function parseDemoPreferences(raw: string | null): DemoPreferences {
  if (raw === null) return defaultDemoPreferences;
  try {
    const result = demoPreferencesSchema.safeParse(JSON.parse(raw));
    if (result.success) return result.data;
  } catch {
    // Unparsable JSON falls through to the defaults.
  }
  console.info(`Ignoring unreadable ${DEMO_PREFERENCES_KEY}; using the defaults.`);
  return defaultDemoPreferences;
}

export type DemoPreferencesAction =
  | { type: 'load'; preferences: DemoPreferences }
  | { type: 'view-mode'; viewMode: DemoPreferences['viewMode'] }
  | { type: 'industry'; industry: DemoPreferences['industry'] }
  | { type: 'toggle-section'; section: DemoPreferences['featuredSections'][number] }
  | { type: 'communication'; communication: Communication }
  | { type: 'viewed'; item: RecentItem }
  | { type: 'reset' };

/** Moved to the front, no duplicates, at most 10. */
export function addRecentlyViewed(list: readonly RecentItem[], item: RecentItem): RecentItem[] {
  return [item, ...list.filter((entry) => entry.id !== item.id)].slice(0, RECENT_LIMIT);
}

export function demoPreferencesReducer(
  state: DemoPreferences,
  action: DemoPreferencesAction,
): DemoPreferences {
  switch (action.type) {
    case 'load':
      return action.preferences;
    case 'view-mode':
      return { ...state, viewMode: action.viewMode };
    case 'industry':
      return { ...state, industry: action.industry };
    case 'toggle-section': {
      const on = state.featuredSections.includes(action.section);
      return {
        ...state,
        featuredSections: on
          ? state.featuredSections.filter((section) => section !== action.section)
          : [...state.featuredSections, action.section],
      };
    }
    case 'communication':
      return { ...state, communication: action.communication };
    case 'viewed':
      return { ...state, recentlyViewed: addRecentlyViewed(state.recentlyViewed, action.item) };
    case 'reset':
      return defaultDemoPreferences;
  }
}

/**
 * The business section speaks to technology and services companies; for any other chosen
 * industry it is dimmed. With no industry chosen, nothing is dimmed.
 */
export function isSectionDimmed(section: string, industry: DemoPreferences['industry']): boolean {
  if (section !== 'business' || industry === 'none') return false;
  return industry !== 'technology' && industry !== 'services';
}

export type RecommendationSource =
  | { kind: 'industry'; industry: Industry }
  | { kind: 'communication'; channel: 'email' | 'phone' }
  | { kind: 'default' };

/** Industry beats communication; email and phone get their offer; both or none the default. */
export function recommendationSource(preferences: DemoPreferences): RecommendationSource {
  if (preferences.industry !== 'none') return { kind: 'industry', industry: preferences.industry };
  if (preferences.communication === 'email' || preferences.communication === 'phone') {
    return { kind: 'communication', channel: preferences.communication };
  }
  return { kind: 'default' };
}

/** Recently viewed entries that are paths link there; anything else stored is shown as text. */
export function isInternalPath(value: string): boolean {
  return /^\/(?!\/)[a-z0-9\-/]*$/i.test(value);
}

export type AccordionGroup = 'display' | 'industry' | 'sections' | 'communication';

/** One settings group open at a time; clicking the open one closes it. */
export function toggleAccordion(
  open: AccordionGroup | null,
  group: AccordionGroup,
): AccordionGroup | null {
  return open === group ? null : group;
}
