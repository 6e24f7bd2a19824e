import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { comparisonRows } from '#content/pricing/plan-comparison.ts';
import { homeFaqs } from '#content/home/faqs.ts';
import { ctaOffers, recommendations } from '#content/home/recommendations.ts';
import { homeContent } from '#content/home/home.ts';
import { marketingStats } from '#content/home/marketing-stats.ts';
import { plans } from '#content/pricing/plans.ts';
import { comparisonRowsSchema } from '#content/schema/pricing.ts';
import {
  ctaOfferSchema,
  homeContentSchema,
  homeFaqsSchema,
  homeTestimonialsSchema,
  marketingStatsSchema,
  recommendationSchema,
} from '#content/schema/home.ts';
import { pricingPlansSchema } from '#content/schema/pricing.ts';
import { testimonials } from '#content/home/testimonials.ts';
import { routeEntries } from '#shared/routing/route-manifest.ts';

const publicFile = (url: string) => path.join(import.meta.dirname, '../../../public', url);
const staticPaths = new Set(routeEntries.map((entry) => entry.path));

describe('home content', () => {
  it('matches its schemas', () => {
    expect(() => homeContentSchema.parse(homeContent)).not.toThrow();
    expect(() => homeFaqsSchema.parse(homeFaqs)).not.toThrow();
    expect(() => homeTestimonialsSchema.parse(testimonials)).not.toThrow();
    expect(() => marketingStatsSchema.parse(marketingStats)).not.toThrow();
    expect(() => recommendationSchema.array().parse(recommendations)).not.toThrow();
    expect(() => pricingPlansSchema.parse(plans)).not.toThrow();
    expect(() => comparisonRowsSchema.parse(comparisonRows)).not.toThrow();
    for (const offer of [ctaOffers.default, ctaOffers.email, ctaOffers.phone]) {
      expect(() => ctaOfferSchema.parse(offer)).not.toThrow();
    }
    for (const offer of Object.values(ctaOffers.industries)) {
      expect(() => ctaOfferSchema.parse(offer)).not.toThrow();
    }
  });

  it('states the marketing figures exactly', () => {
    expect(marketingStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '2M+ Businesses',
      '1.37B Monthly messages',
      '194M Monthly leads',
      '19M Monthly conversations',
    ]);
  });

  it('has the three demo steps in order', () => {
    expect(homeContent.howItWorks.steps.map((step) => step.title)).toEqual([
      'Fill out the form',
      'Confirm via text',
      'Receive your live demo call',
    ]);
  });

  it('has 3 headline features and 15 capabilities, two linking to services', () => {
    expect(homeContent.features.headline).toHaveLength(3);
    expect(homeContent.features.capabilities).toHaveLength(15);
    const links = [...homeContent.features.headline, ...homeContent.features.capabilities]
      .map((feature) => feature.link?.href)
      .filter(Boolean);
    expect(links).toEqual(['/services/content-creation', '/services/sales-automation']);
  });

  it('has nine FAQ questions with unique ids', () => {
    expect(homeFaqs).toHaveLength(9);
    expect(new Set(homeFaqs.map((faq) => faq.id)).size).toBe(9);
  });

  it('links only to pages of the route table', () => {
    const hrefs = [
      ...recommendations.map((item) => item.link.href),
      ctaOffers.default.link.href,
      ctaOffers.email.link.href,
      ctaOffers.phone.link.href,
      ...Object.values(ctaOffers.industries).map((offer) => offer.link.href),
    ];
    for (const href of hrefs) expect(staticPaths, href).toContain(href);
  });

  it('ships the video, its poster and the portraits', () => {
    const { video } = homeContent.business;
    for (const source of video.sources) expect(existsSync(publicFile(source.src))).toBe(true);
    expect(existsSync(publicFile(video.poster))).toBe(true);
    expect(existsSync(publicFile(video.captions))).toBe(true);
    for (const person of testimonials) expect(existsSync(publicFile(person.image))).toBe(true);
  });
});
