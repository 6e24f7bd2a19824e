import '../../forms/fields/zod-config.ts';
import * as z from 'zod/mini';
import {
  communicationPreferences,
  featuredSectionIds,
  industryInterests,
  viewModes,
  type CommunicationPreference,
} from '#content/personalization/preference-options.ts';
import { isBusinessSectionDimmed } from '../../personalization/audience-rules.ts';
import { addRecent } from '../../personalization/recently-viewed.ts';

/**
 * Preferences of /personalization-demo, kept in the browser under their own storage key (the
 * site-wide personalization uses another one), over the same choices.
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
  viewMode: z.enum(viewModes),
  industry: z.enum(industryInterests),
  featuredSections: z.array(z.enum(featuredSectionIds)),
  communication: z.enum(communicationPreferences),
  recentlyViewed: z.array(recentItemSchema).check(z.maxLength(RECENT_LIMIT)),
});

export type DemoPreferences = z.infer<typeof demoPreferencesSchema>;
export type RecentItem = z.infer<typeof recentItemSchema>;

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
  | { type: 'communication'; communication: CommunicationPreference }
  | { type: 'viewed'; item: RecentItem }
  | { type: 'reset' };

/** Moved to the front, one entry per id, at most 10. */
export function addRecentItem(list: readonly RecentItem[], item: RecentItem): RecentItem[] {
  return addRecent(list, item, (entry) => entry.id, RECENT_LIMIT);
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
      return { ...state, recentlyViewed: addRecentItem(state.recentlyViewed, action.item) };
    case 'reset':
      return defaultDemoPreferences;
  }
}

/** Only the business section is ever dimmed, by the same rule as on the home page. */
export function isSectionDimmed(section: string, industry: DemoPreferences['industry']): boolean {
  return section === 'business' && isBusinessSectionDimmed(industry);
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
