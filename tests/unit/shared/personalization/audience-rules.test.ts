import { describe, expect, it } from 'vitest';
import { ctaOffers } from '#content/home/recommendations.ts';
import { industryInterests } from '#content/personalization/preference-options.ts';
import {
  isBusinessSectionDimmed,
  personalizedOffer,
} from '#shared/personalization/audience-rules.ts';

describe('personalized offer (the home call to action)', () => {
  it('defaults to Grow Your Business with AI, Get Started, /contact', () => {
    const offer = personalizedOffer(ctaOffers, 'none', 'none');
    expect(offer).toEqual(ctaOffers.default);
    expect(offer.title).toBe('Grow Your Business with AI');
    expect(offer.link).toEqual({ label: 'Get Started', href: '/contact' });
    expect(personalizedOffer(ctaOffers, 'none', 'both')).toBe(ctaOffers.default);
  });

  it('gives email an email offer and phone a voice offer', () => {
    expect(personalizedOffer(ctaOffers, 'none', 'email').link.href).toBe(
      '/services/content-creation',
    );
    expect(personalizedOffer(ctaOffers, 'none', 'phone').link.href).toBe('/features/voice-agents');
  });

  it('lets the industry beat the channel, linking to a service page', () => {
    const offer = personalizedOffer(ctaOffers, 'technology', 'email');
    expect(offer.link.href).toBe('/services/sales-automation');
    for (const industry of industryInterests.filter((value) => value !== 'none')) {
      const href = personalizedOffer(ctaOffers, industry, 'none').link.href;
      expect(['/services/lead-qualification', '/services/sales-automation']).toContain(href);
    }
  });
});

describe('business section', () => {
  it('dims the business section for industries other than technology and services', () => {
    expect(isBusinessSectionDimmed('none')).toBe(false);
    expect(isBusinessSectionDimmed('technology')).toBe(false);
    expect(isBusinessSectionDimmed('services')).toBe(false);
    expect(isBusinessSectionDimmed('healthcare')).toBe(true);
  });
});
