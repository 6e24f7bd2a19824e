import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeFaqs } from '#content/home/faqs.ts';
import { homeContent } from '#content/home/home.ts';
import { marketingStats } from '#content/home/marketing-stats.ts';
import { ctaOffers, recommendations } from '#content/home/recommendations.ts';
import { testimonials } from '#content/home/testimonials.ts';
import {
  ctaOffersSchema,
  homeContentSchema,
  homeFaqsSchema,
  homeTestimonialsSchema,
  marketingStatsSchema,
  recommendationSchema,
} from '#content/schema/home.ts';
import { describeContentFiles } from './content-checks.ts';

const publicFile = (url: string) => path.join(import.meta.dirname, '../../../public', url);

describeContentFiles('home', [
  ['home', homeContentSchema, homeContent],
  ['faqs', homeFaqsSchema, homeFaqs],
  ['testimonials', homeTestimonialsSchema, testimonials],
  ['marketing-stats', marketingStatsSchema, marketingStats],
  ['recommendations', recommendationSchema.array(), recommendations],
  ['recommendations (offers)', ctaOffersSchema, ctaOffers],
]);

describe('home content', () => {
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

  it('ships the video, its poster and the portraits', () => {
    const { video } = homeContent.business;
    for (const source of video.sources) expect(existsSync(publicFile(source.src))).toBe(true);
    expect(existsSync(publicFile(video.poster))).toBe(true);
    expect(existsSync(publicFile(video.captions))).toBe(true);
    for (const person of testimonials) expect(existsSync(publicFile(person.image))).toBe(true);
  });
});
