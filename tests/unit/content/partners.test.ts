import { describe, expect, it } from 'vitest';
import { partners } from '#content/partners/partners.ts';

const rate = (price: string) => Number(price.replace('%', ''));

describe('partner tiers', () => {
  it('pay a higher commission at each tier, up to the rate the hero promises', () => {
    const rates = partners.tiers.items.map((tier) => rate(tier.price));
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(new Set(rates).size).toBe(rates.length);
    expect(partners.hero.highlights).toContain(`Up to ${Math.max(...rates)}% commission`);
  });
});
