import { describe, expect, it } from 'vitest';
import { caseStudies } from '#content/case-studies/case-studies.ts';
import { recommendations } from '#content/home/recommendations.ts';
import { industryInterests } from '#content/personalization/preference-options.ts';
import {
  homeCaseStudies,
  isCaseStudySectionVisible,
  recommend,
} from '#shared/pages/home/personalized-home.ts';

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('recommended list', () => {
  it('gives 3 general suggestions when nothing is chosen', () => {
    const list = recommend(recommendations, {
      industryInterest: 'none',
      communicationPreference: 'none',
    });
    expect(ids(list)).toEqual(['product-tour', 'case-studies', 'comparison']);
  });

  it('puts the industry first, then the channel', () => {
    const list = recommend(recommendations, {
      industryInterest: 'healthcare',
      communicationPreference: 'phone',
    });
    expect(ids(list)).toEqual(['healthcare', 'lead-qualification', 'voice-agents']);
  });

  it('uses the channel when no industry is chosen', () => {
    const list = recommend(recommendations, {
      industryInterest: 'none',
      communicationPreference: 'email',
    });
    expect(ids(list)).toEqual(['email-automation', 'chat-agents', 'product-tour']);
  });

  it('returns the requested number without duplicates', () => {
    const list = recommend(
      recommendations,
      { industryInterest: 'retail', communicationPreference: 'both' },
      6,
    );
    expect(list).toHaveLength(6);
    expect(new Set(ids(list)).size).toBe(6);
    expect(ids(list).slice(0, 3)).toEqual(['ecommerce', 'sales-automation', 'voice-agents']);
  });

  it('names only known industries', () => {
    for (const item of recommendations) {
      for (const industry of item.industries) expect(industryInterests).toContain(industry);
    }
  });
});

describe('home case studies', () => {
  it('shows three, the chosen industry first', () => {
    expect(homeCaseStudies(caseStudies, 'none')).toHaveLength(3);
    const list = homeCaseStudies(caseStudies, 'healthcare');
    expect(list).toHaveLength(3);
    expect(list[0]?.industry).toBe('Healthcare');
  });

  it('hides the case-study section only in compact mode with no results', () => {
    expect(isCaseStudySectionVisible('compact', 0)).toBe(false);
    expect(isCaseStudySectionVisible('compact', 3)).toBe(true);
    expect(isCaseStudySectionVisible('detailed', 0)).toBe(true);
  });
});
