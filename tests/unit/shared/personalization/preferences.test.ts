import { describe, expect, it } from 'vitest';
import {
  addBehavior,
  defaultPreferences,
  parseStoredPreferences,
  preferencesReducer,
  segmentFor,
  type BehaviorEntry,
  type UserPreferences,
} from '#shared/personalization/preferences.ts';

const entry = (n: number): BehaviorEntry => ({ path: `/p${n}`, dwellTime: 1000, timestamp: n });

describe('user segment', () => {
  it('is new up to 2 entries, returning above 2, frequent above 10', () => {
    expect([0, 1, 2].map(segmentFor)).toEqual(['new', 'new', 'new']);
    expect([3, 10].map(segmentFor)).toEqual(['returning', 'returning']);
    expect([11, 50].map(segmentFor)).toEqual(['frequent', 'frequent']);
  });

  it('follows the behaviour entries recorded by the reducer', () => {
    let state: UserPreferences = defaultPreferences;
    const segments: string[] = [];
    for (let n = 1; n <= 11; n += 1) {
      state = preferencesReducer(state, { type: 'record-behavior', entry: entry(n) });
      segments.push(state.userSegment);
    }
    expect(segments[1]).toBe('new');
    expect(segments[2]).toBe('returning');
    expect(segments[9]).toBe('returning');
    expect(segments[10]).toBe('frequent');
  });
});

describe('behaviour data', () => {
  it('keeps the newest 50 entries', () => {
    let list: BehaviorEntry[] = [];
    for (let n = 1; n <= 60; n += 1) list = addBehavior(list, entry(n));
    expect(list).toHaveLength(50);
    expect(list[0]?.timestamp).toBe(11);
    expect(list.at(-1)?.timestamp).toBe(60);
  });
});

describe('stored preferences', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(parseStoredPreferences(null)).toEqual({ ok: true, preferences: defaultPreferences });
    expect(defaultPreferences.viewMode).toBe('detailed');
  });

  it('reads what was stored', () => {
    const stored: UserPreferences = {
      ...defaultPreferences,
      viewMode: 'compact',
      industryInterest: 'healthcare',
      featuredSections: ['pricing'],
      communicationPreference: 'phone',
      lastVisit: 1_700_000_000_000,
    };
    const result = parseStoredPreferences(JSON.stringify(stored));
    expect(result.ok).toBe(true);
    expect(result.preferences).toEqual(stored);
  });

  it.each([
    ['not JSON', '{"viewMode":'],
    ['a wrong type', JSON.stringify({ ...defaultPreferences, viewMode: 'huge' })],
    ['a missing field', JSON.stringify({ viewMode: 'compact' })],
    ['a bare value', '42'],
  ])('ignores %s and falls back to the defaults', (_label, raw) => {
    const result = parseStoredPreferences(raw);
    expect(result.ok).toBe(false);
    expect(result.preferences).toEqual(defaultPreferences);
    if (!result.ok) expect(result.problem.length).toBeGreaterThan(0);
  });

  it('recomputes the segment and caps from stored lists', () => {
    const behaviorData = Array.from({ length: 70 }, (_, n) => entry(n));
    const result = parseStoredPreferences(
      JSON.stringify({ ...defaultPreferences, behaviorData, userSegment: 'new' }),
    );
    expect(result.preferences.behaviorData).toHaveLength(50);
    expect(result.preferences.userSegment).toBe('frequent');
  });
});

describe('preferences reducer', () => {
  it('toggles featured sections in page order', () => {
    let state = preferencesReducer(defaultPreferences, { type: 'toggle-section', section: 'faq' });
    state = preferencesReducer(state, { type: 'toggle-section', section: 'hero' });
    expect(state.featuredSections).toEqual(['hero', 'faq']);
    state = preferencesReducer(state, { type: 'toggle-section', section: 'faq' });
    expect(state.featuredSections).toEqual(['hero']);
  });

  it('records visits into recently viewed, newest first', () => {
    let state = preferencesReducer(defaultPreferences, {
      type: 'record-visit',
      item: { path: '/pricing', title: 'Pricing', timestamp: 1 },
    });
    state = preferencesReducer(state, {
      type: 'record-visit',
      item: { path: '/blog', title: 'Blog', timestamp: 2 },
    });
    expect(state.recentlyViewed.map((item) => item.path)).toEqual(['/blog', '/pricing']);
  });

  it('reset restores the choices but keeps history and the last visit', () => {
    const used: UserPreferences = {
      ...defaultPreferences,
      viewMode: 'compact',
      industryInterest: 'retail',
      featuredSections: ['faq'],
      communicationPreference: 'email',
      recentlyViewed: [{ path: '/blog', title: 'Blog', timestamp: 1 }],
      lastVisit: 5,
    };
    const state = preferencesReducer(used, { type: 'reset' });
    expect(state).toEqual({
      ...defaultPreferences,
      recentlyViewed: used.recentlyViewed,
      lastVisit: 5,
    });
  });
});

describe('stored preferences, checked without a schema library', () => {
  it('names the first problem with its path', () => {
    const stored = {
      ...defaultPreferences,
      recentlyViewed: [{ path: 'pricing', title: 'Pricing', timestamp: 1 }],
    };
    const result = parseStoredPreferences(JSON.stringify(stored));
    expect(result).toMatchObject({
      ok: false,
      problem: 'recentlyViewed.0.path: expected a path starting with /',
    });
  });

  it('keeps only the known keys of what was stored', () => {
    const stored = {
      ...defaultPreferences,
      extra: true,
      recentlyViewed: [{ path: '/blog', title: 'Blog', timestamp: 2, extra: 1 }],
    };
    const result = parseStoredPreferences(JSON.stringify(stored));
    expect(result.ok).toBe(true);
    expect(result.preferences).not.toHaveProperty('extra');
    expect(result.preferences.recentlyViewed).toEqual([
      { path: '/blog', title: 'Blog', timestamp: 2 },
    ]);
  });
});
