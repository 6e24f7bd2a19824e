import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addRecentItem,
  defaultDemoPreferences,
  demoPreferencesReducer,
  isInternalPath,
  isSectionDimmed,
  parseDemoPreferences,
  toggleAccordion,
  type DemoPreferences,
  type RecentItem,
} from '#shared/pages/demos/personalization-demo-rules.ts';
import { communicationOffers, industryOffers } from '#content/demos/personalization-demo.ts';
import { personalizedOffer } from '#shared/personalization/audience-rules.ts';

const item = (id: string, timestamp = 1): RecentItem => ({ id, title: id, timestamp });
const prefs = (overrides: Partial<DemoPreferences>): DemoPreferences => ({
  ...defaultDemoPreferences,
  ...overrides,
});

describe('personalization demo preferences', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('defaults: detailed view, nothing selected, empty lists', () => {
    expect(defaultDemoPreferences).toEqual({
      viewMode: 'detailed',
      industry: 'none',
      featuredSections: [],
      communication: 'none',
      recentlyViewed: [],
    });
  });

  it('absent, unparsable or invalid stored values give the defaults', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(parseDemoPreferences(null)).toEqual(defaultDemoPreferences);
    expect(parseDemoPreferences('{not json')).toEqual(defaultDemoPreferences);
    expect(parseDemoPreferences(JSON.stringify({ viewMode: 'tiny' }))).toEqual(
      defaultDemoPreferences,
    );
  });

  it('round-trips saved preferences', () => {
    const saved = prefs({
      viewMode: 'compact',
      industry: 'healthcare',
      featuredSections: ['faq', 'pricing'],
      communication: 'email',
      recentlyViewed: [item('faq')],
    });
    expect(parseDemoPreferences(JSON.stringify(saved))).toEqual(saved);
  });

  it('toggling a section adds and removes it from the featured list', () => {
    const on = demoPreferencesReducer(defaultDemoPreferences, {
      type: 'toggle-section',
      section: 'faq',
    });
    expect(on.featuredSections).toEqual(['faq']);
    expect(
      demoPreferencesReducer(on, { type: 'toggle-section', section: 'faq' }).featuredSections,
    ).toEqual([]);
  });

  it('recently viewed: newest first, no duplicates, at most 10', () => {
    let list: RecentItem[] = [];
    for (let index = 0; index < 12; index += 1) list = addRecentItem(list, item(`p${index}`));
    expect(list).toHaveLength(10);
    expect(list[0]?.id).toBe('p11');
    list = addRecentItem(list, item('p5', 99));
    expect(list[0]).toEqual(item('p5', 99));
    expect(list.filter((entry) => entry.id === 'p5')).toHaveLength(1);
    expect(list).toHaveLength(10);
  });

  it('Reset All Preferences restores the defaults', () => {
    const changed = prefs({ viewMode: 'compact', industry: 'retail', recentlyViewed: [item('x')] });
    expect(demoPreferencesReducer(changed, { type: 'reset' })).toEqual(defaultDemoPreferences);
  });

  it('an industry other than technology or services dims the business section', () => {
    expect(isSectionDimmed('business', 'healthcare')).toBe(true);
    expect(isSectionDimmed('business', 'technology')).toBe(false);
    expect(isSectionDimmed('business', 'services')).toBe(false);
    expect(isSectionDimmed('business', 'none')).toBe(false);
    expect(isSectionDimmed('pricing', 'healthcare')).toBe(false);
  });

  it('recommendation: industry beats communication; email, phone; both or none give the default', () => {
    const offers = { ...communicationOffers, industries: industryOffers };
    const offerFor = ({ industry, communication }: DemoPreferences) =>
      personalizedOffer(offers, industry, communication);
    expect(offerFor(prefs({ industry: 'finance', communication: 'phone' }))).toBe(
      industryOffers.finance,
    );
    expect(offerFor(prefs({ communication: 'email' }))).toBe(communicationOffers.email);
    expect(offerFor(prefs({ communication: 'phone' }))).toBe(communicationOffers.phone);
    expect(offerFor(prefs({ communication: 'both' }))).toBe(communicationOffers.default);
    expect(offerFor(defaultDemoPreferences)).toBe(communicationOffers.default);
  });

  it('settings accordion: one group open, clicking the open one closes it', () => {
    expect(toggleAccordion('display', 'industry')).toBe('industry');
    expect(toggleAccordion('display', 'display')).toBeNull();
    expect(toggleAccordion(null, 'sections')).toBe('sections');
  });

  it('only internal paths from storage become links', () => {
    expect(isInternalPath('/services/lead-qualification')).toBe(true);
    expect(isInternalPath('//evil.example')).toBe(false);
    expect(isInternalPath('javascript:alert(1)')).toBe(false);
  });
});
