import * as z from 'zod/mini';
import {
  communicationPreferences,
  featuredSectionIds,
  industryInterests,
  userSegments,
  viewModes,
  type CommunicationPreference,
  type FeaturedSectionId,
  type IndustryInterest,
  type UserSegment,
  type ViewMode,
} from '#content/personalization/preference-options.ts';
import {
  addRecentlyViewed,
  RECENTLY_VIEWED_MAX,
  type RecentlyViewedItem,
} from './recently-viewed.ts';

/** Site personalization: what the visitor chose and what they looked at, kept in the browser. */

export const PREFERENCES_STORAGE_KEY = 'user-preferences';
export const BEHAVIOR_MAX = 50;
/** More stored behaviour entries than these make a visitor returning, then frequent. */
export const RETURNING_AFTER = 2;
export const FREQUENT_AFTER = 10;

const timestamp = z.int().check(z.minimum(0));
const path = z.string().check(z.startsWith('/'));

const recentlyViewedSchema = z.object({ path, title: z.string(), timestamp });

/** One page visit: how long it lasted or how far the visitor scrolled. */
const behaviorSchema = z.object({
  path,
  dwellTime: z.optional(z.number().check(z.minimum(0))),
  scrollDepth: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  timestamp,
});

export const userPreferencesSchema = z.object({
  viewMode: z.enum(viewModes),
  industryInterest: z.enum(industryInterests),
  featuredSections: z.array(z.enum(featuredSectionIds)),
  recentlyViewed: z.array(recentlyViewedSchema),
  behaviorData: z.array(behaviorSchema),
  communicationPreference: z.enum(communicationPreferences),
  lastVisit: z.nullable(timestamp),
  userSegment: z.enum(userSegments),
});

export type UserPreferences = z.infer<typeof userPreferencesSchema>;
export type BehaviorEntry = UserPreferences['behaviorData'][number];

export const defaultPreferences: UserPreferences = {
  viewMode: 'detailed',
  industryInterest: 'none',
  featuredSections: [],
  recentlyViewed: [],
  behaviorData: [],
  communicationPreference: 'none',
  lastVisit: null,
  userSegment: 'new',
};

export function segmentFor(behaviorEntries: number): UserSegment {
  if (behaviorEntries > FREQUENT_AFTER) return 'frequent';
  if (behaviorEntries > RETURNING_AFTER) return 'returning';
  return 'new';
}

/** Appends the entry and keeps the newest `max`. */
export function addBehavior(
  list: readonly BehaviorEntry[],
  entry: BehaviorEntry,
  max: number = BEHAVIOR_MAX,
): BehaviorEntry[] {
  return [...list, entry].slice(-max);
}

export type StoredPreferencesResult =
  | { readonly ok: true; readonly preferences: UserPreferences }
  | { readonly ok: false; readonly preferences: UserPreferences; readonly problem: string };

/**
 * Reads the stored JSON. Nothing stored gives the defaults; anything unreadable (bad JSON, wrong
 * shape) is reported as a problem and the defaults are used instead.
 */
export function parseStoredPreferences(raw: string | null): StoredPreferencesResult {
  if (raw === null) return { ok: true, preferences: defaultPreferences };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, preferences: defaultPreferences, problem: 'stored value is not JSON' };
  }
  const parsed = userPreferencesSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'value';
    return { ok: false, preferences: defaultPreferences, problem: `${where}: ${issue?.message}` };
  }
  const preferences = parsed.data;
  // Caps and the segment are re-applied in case an older version stored more.
  return {
    ok: true,
    preferences: {
      ...preferences,
      recentlyViewed: preferences.recentlyViewed.slice(0, RECENTLY_VIEWED_MAX),
      behaviorData: preferences.behaviorData.slice(-BEHAVIOR_MAX),
      userSegment: segmentFor(Math.min(preferences.behaviorData.length, BEHAVIOR_MAX)),
    },
  };
}

export type PreferencesAction =
  | { type: 'load'; preferences: UserPreferences }
  | { type: 'set-view-mode'; viewMode: ViewMode }
  | { type: 'set-industry'; industry: IndustryInterest }
  | { type: 'toggle-section'; section: FeaturedSectionId }
  | { type: 'set-communication'; preference: CommunicationPreference }
  | { type: 'record-visit'; item: RecentlyViewedItem }
  | { type: 'record-behavior'; entry: BehaviorEntry }
  | { type: 'mark-visit'; timestamp: number }
  | { type: 'clear-recent' }
  | { type: 'reset' };

export function preferencesReducer(
  state: UserPreferences,
  action: PreferencesAction,
): UserPreferences {
  switch (action.type) {
    case 'load':
      return action.preferences;
    case 'set-view-mode':
      return { ...state, viewMode: action.viewMode };
    case 'set-industry':
      return { ...state, industryInterest: action.industry };
    case 'toggle-section': {
      const has = state.featuredSections.includes(action.section);
      // Kept in the home page's order so the stored value does not depend on click order.
      const next = featuredSectionIds.filter((id) =>
        id === action.section ? !has : state.featuredSections.includes(id),
      );
      return { ...state, featuredSections: next };
    }
    case 'set-communication':
      return { ...state, communicationPreference: action.preference };
    case 'record-visit':
      return { ...state, recentlyViewed: addRecentlyViewed(state.recentlyViewed, action.item) };
    case 'record-behavior': {
      const behaviorData = addBehavior(state.behaviorData, action.entry);
      return { ...state, behaviorData, userSegment: segmentFor(behaviorData.length) };
    }
    case 'mark-visit':
      return { ...state, lastVisit: action.timestamp };
    case 'clear-recent':
      return { ...state, recentlyViewed: [] };
    case 'reset':
      // The choices go back to their defaults; history and the last visit stay.
      return {
        ...state,
        viewMode: defaultPreferences.viewMode,
        industryInterest: defaultPreferences.industryInterest,
        featuredSections: [],
        communicationPreference: defaultPreferences.communicationPreference,
      };
  }
}
