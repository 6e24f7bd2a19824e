import { PREFERENCES_STORAGE_KEY } from '../document/pre-paint.ts';
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
import {
  arrayOf,
  nonNegativeInteger,
  nullable,
  numberBetween,
  objectOf,
  oneOf,
  optional,
  sitePath,
  anyString,
  type ShapeCheck,
} from '../storage/stored-shape.ts';

/** Site personalization: what the visitor chose and what they looked at, kept in the browser. */

export { PREFERENCES_STORAGE_KEY };

export const BEHAVIOR_MAX = 50;
/** More stored behaviour entries than these make a visitor returning, then frequent. */
export const RETURNING_AFTER = 2;
export const FREQUENT_AFTER = 10;

/** One page visit: how long it lasted or how far the visitor scrolled. */
export interface BehaviorEntry {
  readonly path: string;
  readonly dwellTime?: number | undefined;
  readonly scrollDepth?: number | undefined;
  readonly timestamp: number;
}

export interface UserPreferences {
  readonly viewMode: ViewMode;
  readonly industryInterest: IndustryInterest;
  readonly featuredSections: readonly FeaturedSectionId[];
  readonly recentlyViewed: readonly RecentlyViewedItem[];
  readonly behaviorData: readonly BehaviorEntry[];
  readonly communicationPreference: CommunicationPreference;
  readonly lastVisit: number | null;
  readonly userSegment: UserSegment;
}

/** What a stored value must look like to be used (extra keys are ignored). */
const storedPreferencesShape: ShapeCheck = objectOf({
  viewMode: oneOf(viewModes),
  industryInterest: oneOf(industryInterests),
  featuredSections: arrayOf(oneOf(featuredSectionIds)),
  recentlyViewed: arrayOf(
    objectOf({ path: sitePath, title: anyString, timestamp: nonNegativeInteger }),
  ),
  behaviorData: arrayOf(
    objectOf({
      path: sitePath,
      dwellTime: optional(numberBetween(0, Number.MAX_VALUE)),
      scrollDepth: optional(numberBetween(0, 100)),
      timestamp: nonNegativeInteger,
    }),
  ),
  communicationPreference: oneOf(communicationPreferences),
  lastVisit: nullable(nonNegativeInteger),
  userSegment: oneOf(userSegments),
});

/** Only the known keys, so a stored value with extras is written back clean. */
function pickPreferences(value: UserPreferences): UserPreferences {
  return {
    viewMode: value.viewMode,
    industryInterest: value.industryInterest,
    featuredSections: value.featuredSections,
    recentlyViewed: value.recentlyViewed.map(({ path, title, timestamp }) => ({
      path,
      title,
      timestamp,
    })),
    behaviorData: value.behaviorData.map(({ path, dwellTime, scrollDepth, timestamp }) => ({
      path,
      ...(dwellTime === undefined ? {} : { dwellTime }),
      ...(scrollDepth === undefined ? {} : { scrollDepth }),
      timestamp,
    })),
    communicationPreference: value.communicationPreference,
    lastVisit: value.lastVisit,
    userSegment: value.userSegment,
  };
}

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
  const problem = storedPreferencesShape(json, '');
  if (problem) return { ok: false, preferences: defaultPreferences, problem };
  const preferences = pickPreferences(json as UserPreferences);
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
