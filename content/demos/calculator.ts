import type { CalculatorTier } from '../schema/demos.ts';

/** Pricing calculator tiers on /interactive-elements (USD per agent per month). */
export const calculatorTiers: readonly CalculatorTier[] = [
  {
    id: 'basic',
    name: 'Basic',
    basePrice: 99,
    callsIncluded: 500,
    additionalCallPrice: 0.1,
    features: ['1 AI voice agent', 'Business-hours routing', 'Email support'],
    recommended: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    basePrice: 299,
    callsIncluded: 2000,
    additionalCallPrice: 0.08,
    features: ['CRM integration', 'Advanced analytics', 'Priority support'],
    recommended: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    basePrice: 999,
    callsIncluded: 10000,
    additionalCallPrice: 0.05,
    features: ['Custom AI training', 'Dedicated account manager', 'SLA guarantee'],
    recommended: false,
  },
];
