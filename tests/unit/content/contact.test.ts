import { describe, expect, it } from 'vitest';
import { planInquiryLabel } from '#content/contact/contact.ts';
import { plans } from '#content/pricing/plans.ts';

describe('contact content', () => {
  it('names the plans a visitor can ask about as the pricing section does', () => {
    for (const plan of plans) expect(planInquiryLabel(plan.id), plan.id).toBe(plan.name);
  });
});
