import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { calculatorTiers } from '#content/demos/calculator.ts';
import { chatFallback, chatGreeting, chatReplies } from '#content/demos/chat-bot.ts';
import { comparisonCategories, faqCategories } from '#content/demos/demo-options.ts';
import { comparisonFeatures, comparisonPlans } from '#content/demos/feature-comparison.ts';
import {
  dashboardActivity,
  dashboardMetrics,
  dashboardNextSteps,
  dashboardOutcomes,
} from '#content/demos/dashboard.ts';
import { demoFaqs } from '#content/demos/faqs.ts';
import { onboardingNextSteps, onboardingSteps } from '#content/demos/onboarding.ts';
import {
  communicationOffers,
  demoSections,
  industryOffers,
} from '#content/demos/personalization-demo.ts';
import {
  featuredSectionIds as demoSectionIds,
  industries,
} from '#content/personalization/preference-options.ts';
import { accountTasks, guidedDemoSteps, progressVideo } from '#content/demos/progress.ts';
import { carouselTestimonials } from '#content/demos/testimonials.ts';
import { tourNextSteps, tourSteps } from '#content/demos/tour.ts';
import {
  accountTaskSchema,
  activityItemSchema,
  calculatorTierSchema,
  carouselTestimonialSchema,
  chatReplySchema,
  comparisonFeatureSchema,
  comparisonPlanSchema,
  demoFaqSchema,
  demoSectionSchema,
  demoVideoSchema,
  metricSchema,
  nextStepSchema,
  offerSchema,
  onboardingStepSchema,
  outcomeSchema,
  tourStepSchema,
} from '#content/schema/demos.ts';
import { routeEntries } from '#shared/routing/route-manifest.ts';
import { describeContentFiles } from './content-checks.ts';

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const knownPaths = new Set<string>(routeEntries.map((entry) => entry.path));

describeContentFiles('demos', [
  ['tour steps', z.array(tourStepSchema), tourSteps],
  ['tour next steps', z.array(nextStepSchema), tourNextSteps],
  ['onboarding steps', z.array(onboardingStepSchema), onboardingSteps],
  ['onboarding next steps', z.array(nextStepSchema), onboardingNextSteps],
  ['faqs', z.array(demoFaqSchema), demoFaqs],
  ['calculator tiers', z.array(calculatorTierSchema), calculatorTiers],
  ['comparison plans', z.array(comparisonPlanSchema), comparisonPlans],
  ['comparison features', z.array(comparisonFeatureSchema), comparisonFeatures],
  ['testimonials', z.array(carouselTestimonialSchema), carouselTestimonials],
  ['chat replies', z.array(chatReplySchema), chatReplies],
  ['sections', z.array(demoSectionSchema), demoSections],
  ['industry offers', z.record(z.enum(industries), offerSchema), industryOffers],
  ['communication offers', z.record(z.string(), offerSchema), communicationOffers],
  ['account tasks', z.array(accountTaskSchema), accountTasks],
  ['guided demo', z.array(tourStepSchema), guidedDemoSteps],
  ['video', demoVideoSchema, progressVideo],
  ['dashboard metrics', z.array(metricSchema), dashboardMetrics],
  ['dashboard activity', z.array(activityItemSchema), dashboardActivity],
  ['dashboard outcomes', z.array(outcomeSchema), dashboardOutcomes],
  ['dashboard next steps', z.array(nextStepSchema), dashboardNextSteps],
]);

describe('demo content', () => {
  it('ids are unique within each list', () => {
    for (const list of [
      tourSteps,
      onboardingSteps,
      demoFaqs,
      comparisonFeatures,
      carouselTestimonials,
      chatReplies,
      accountTasks,
      guidedDemoSteps,
    ]) {
      expect(unique(list.map((item) => item.id))).toBe(true);
    }
  });

  it('every link of a card or offer goes to a page of the route table', () => {
    const hrefs = [...tourNextSteps, ...onboardingNextSteps, ...dashboardNextSteps].map(
      (item) => item.href,
    );
    hrefs.push(...Object.values(industryOffers).map((offer) => offer.cta.href));
    hrefs.push(...Object.values(communicationOffers).map((offer) => offer.cta.href));
    for (const href of hrefs) expect(knownPaths, href).toContain(href);
  });
});

describe('demo content: the counts and prices the demos are built for', () => {
  it('the tour has six steps and four completion cards with real targets', () => {
    expect(tourSteps).toHaveLength(6);
    expect(tourSteps.filter((step) => step.sampleSlider)).toHaveLength(1);
    expect(tourNextSteps).toHaveLength(4);
    expect(tourNextSteps.map((card) => card.href)).not.toContain('#');
  });

  it('onboarding starts with the profile step complete and mentions the 24-hour link', () => {
    expect(onboardingSteps[0]).toMatchObject({
      id: 'profile',
      isCompleted: true,
      isRequired: true,
    });
    expect(onboardingSteps.filter((step) => step.isCompleted)).toHaveLength(1);
    expect(onboardingSteps.some((step) => step.helpText.includes('expires after 24 hours'))).toBe(
      true,
    );
    expect(onboardingSteps.some((step) => !step.isRequired)).toBe(true);
  });

  it('FAQ covers the five categories and has more than five questions', () => {
    expect(faqCategories).toEqual([
      'General',
      'Technology',
      'Customization',
      'Pricing',
      'Integration',
    ]);
    for (const category of faqCategories) {
      expect(demoFaqs.some((faq) => faq.category === category)).toBe(true);
    }
    expect(demoFaqs.length).toBeGreaterThan(5);
  });

  it('calculator tiers: Basic, Professional (recommended) and Enterprise with their prices', () => {
    expect(
      calculatorTiers.map(({ id, basePrice, callsIncluded, additionalCallPrice, recommended }) => ({
        id,
        basePrice,
        callsIncluded,
        additionalCallPrice,
        recommended,
      })),
    ).toEqual([
      {
        id: 'basic',
        basePrice: 99,
        callsIncluded: 500,
        additionalCallPrice: 0.1,
        recommended: false,
      },
      {
        id: 'professional',
        basePrice: 299,
        callsIncluded: 2000,
        additionalCallPrice: 0.08,
        recommended: true,
      },
      {
        id: 'enterprise',
        basePrice: 999,
        callsIncluded: 10000,
        additionalCallPrice: 0.05,
        recommended: false,
      },
    ]);
  });

  it('comparison has features in every category and one recommended plan', () => {
    expect(comparisonCategories).toEqual([
      'Core Features',
      'Integrations',
      'Customization',
      'Reporting',
      'Support',
    ]);
    for (const category of comparisonCategories) {
      expect(comparisonFeatures.some((feature) => feature.category === category)).toBe(true);
    }
    expect(comparisonPlans.filter((plan) => plan.recommended).map((plan) => plan.id)).toEqual([
      'professional',
    ]);
  });

  it('has four testimonials', () => {
    expect(carouselTestimonials).toHaveLength(4);
  });

  it('the pricing reply quotes $49 Basic and $99 Professional', () => {
    const pricing = chatReplies.find((rule) => rule.id === 'pricing');
    expect(pricing?.reply).toMatch(/\$49\/month for Basic/);
    expect(pricing?.reply).toMatch(/\$99\/month for Professional/);
    expect(chatGreeting).not.toBe('');
    expect(chatFallback).not.toBe('');
  });

  it('personalization: seven sections, industry offers to the two service pages, the default offer', () => {
    expect(demoSections.map((section) => section.id)).toEqual([...demoSectionIds]);
    for (const industry of industries) {
      expect(['/services/lead-qualification', '/services/sales-automation']).toContain(
        industryOffers[industry].cta.href,
      );
    }
    expect(communicationOffers.default).toMatchObject({
      title: 'Grow Your Business with AI',
      cta: { label: 'Get Started', href: '/contact' },
    });
  });

  it('dashboard outcome shares add up to 100', () => {
    expect(dashboardOutcomes.reduce((sum, row) => sum + row.percent, 0)).toBe(100);
  });
});
