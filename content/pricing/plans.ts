import type { PricingPlan } from '../schema/pricing.ts';

/**
 * The three plans of the home pricing section and /pricing. Prices per month in USD (annual is
 * the per-month price when billed yearly; lifetime is paid once). Checked against the zod
 * schema by tests/unit/content/content-schemas.test.ts.
 */
export const plans: readonly PricingPlan[] = [
  {
    id: 'starter',
    name: 'Business Starter',
    description: 'One AI voice agent and the core platform for a single business.',
    agents: '1 AI agent',
    features: [
      'AI voice agent answering 24/7',
      'CRM, pipelines and contact management',
      'Appointment scheduling and reminders',
      'Email and SMS follow-ups',
      'Single business dashboard',
      'Priority support',
    ],
    pricing: { monthly: 299, annual: 239, lifetime: 10764 },
    popular: false,
    conversionValue: 299,
  },
  {
    id: 'professional',
    name: 'Agency Growth',
    description: 'For agencies running AI agents and campaigns for several clients.',
    agents: 'Up to 10 AI agents',
    features: [
      'Everything in Business Starter',
      'Multi-client dashboard',
      'Team collaboration and client reporting',
      'API access and custom integrations',
      'Dedicated account manager and training',
      'Priority phone support',
    ],
    pricing: { monthly: 599, annual: 479, lifetime: 21564 },
    popular: true,
    conversionValue: 599,
  },
  {
    id: 'enterprise',
    name: 'Enterprise & White Label',
    description: 'Your brand on the whole platform, with custom AI and guaranteed uptime.',
    agents: 'Unlimited AI agents',
    features: [
      'Everything in Agency Growth',
      'White-label dashboard and custom branding',
      'Custom AI training on your data',
      'Advanced security controls',
      'SLA guarantee',
      'Dedicated support team',
    ],
    pricing: { monthly: 999, annual: 799, lifetime: 35964 },
    popular: false,
    conversionValue: 999,
  },
];
