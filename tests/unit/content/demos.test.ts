import { describe, expect, it } from 'vitest';
import { calculatorTiers } from '#content/demos/calculator.ts';
import { dashboardOutcomes } from '#content/demos/dashboard.ts';
import { comparisonCategories, faqCategories } from '#content/demos/demo-options.ts';
import { demoFaqs } from '#content/demos/faqs.ts';
import { comparisonFeatures, comparisonPlans } from '#content/demos/feature-comparison.ts';
import { demoSections } from '#content/demos/personalization-demo.ts';
import { featuredSectionIds } from '#content/personalization/preference-options.ts';

/** Whether each value is below the next one. */
const rising = (values: readonly number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! < value);

describe('demo content', () => {
  it('every category of the FAQ filter and of the comparison has entries', () => {
    for (const category of faqCategories) {
      expect(
        demoFaqs.some((faq) => faq.category === category),
        category,
      ).toBe(true);
    }
    for (const category of comparisonCategories) {
      expect(
        comparisonFeatures.some((feature) => feature.category === category),
        category,
      ).toBe(true);
    }
  });

  it('calculator tiers: a dearer tier includes more calls at a lower price per extra call', () => {
    expect(rising(calculatorTiers.map((tier) => tier.basePrice))).toBe(true);
    expect(rising(calculatorTiers.map((tier) => tier.callsIncluded))).toBe(true);
    expect(rising(calculatorTiers.map((tier) => -tier.additionalCallPrice))).toBe(true);
    expect(calculatorTiers.filter((tier) => tier.recommended)).toHaveLength(1);
  });

  it('the feature comparison shows the calculator prices and recommends the same plan', () => {
    expect(comparisonPlans.map((plan) => [plan.id, plan.price])).toEqual(
      calculatorTiers.map((tier) => [tier.id, `$${tier.basePrice}/mo`]),
    );
    expect(comparisonPlans.filter((plan) => plan.recommended).map((plan) => plan.id)).toEqual(
      calculatorTiers.filter((tier) => tier.recommended).map((tier) => tier.id),
    );
  });

  it('personalization: one demo section per section a visitor can feature', () => {
    expect(demoSections.map((section) => section.id)).toEqual([...featuredSectionIds]);
  });

  it('dashboard outcome shares add up to 100', () => {
    expect(dashboardOutcomes.reduce((sum, row) => sum + row.percent, 0)).toBe(100);
  });
});
