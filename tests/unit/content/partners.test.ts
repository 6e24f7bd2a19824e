import { describe, expect, it } from 'vitest';
import { affiliate } from '#content/partners/affiliate.ts';
import { partners } from '#content/partners/partners.ts';
import { affiliatePageSchema, partnersPageSchema } from '#content/schema/partners.ts';
import { describeContentFiles } from './content-checks.ts';

describeContentFiles('partners', [
  ['affiliate', affiliatePageSchema, affiliate],
  ['partners', partnersPageSchema, partners],
]);

describe('partner pages', () => {
  it('states the partner tiers, process and payouts', () => {
    expect(partners.tiers.items.map((tier) => [tier.name, tier.description, tier.price])).toEqual([
      ['Silver', '1-5 implementations a year', '10%'],
      ['Gold', '6-15 implementations a year', '15%'],
      ['Platinum', '16+ implementations a year', '20%'],
    ]);
    expect(partners.process.items.map((step) => step.title)).toEqual(['Apply', 'Onboard', 'Grow']);
    expect(partners.process.items[0]?.text).toContain('1-2 weeks');
    expect(partners.process.items[2]?.text).toContain('paid monthly');
    expect(partners.cta.primary.href).toBe('/contact');
  });
});
