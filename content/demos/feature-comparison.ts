import type { ComparisonFeature, ComparisonPlan } from '../schema/demos.ts';

export const comparisonCategories = [
  'Core Features',
  'Integrations',
  'Customization',
  'Reporting',
  'Support',
] as const;

/** The interactive feature comparison on /interactive-elements (same tiers as the calculator). */
export const comparisonPlans: readonly ComparisonPlan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: '$99/mo',
    description: 'One agent for a small team.',
    recommended: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    price: '$299/mo',
    description: 'For growing businesses.',
    recommended: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: '$999/mo',
    description: 'Scale, security and support.',
    recommended: false,
  },
];

export const comparisonFeatures: readonly ComparisonFeature[] = [
  {
    id: 'voice-agents',
    category: 'Core Features',
    name: 'AI voice agents',
    description: 'Agents that answer and make calls in a natural voice.',
    tiers: { basic: '1 agent', professional: 'Up to 5', enterprise: 'Unlimited' },
  },
  {
    id: 'chat-agents',
    category: 'Core Features',
    name: 'Website chat agent',
    description: 'A chat widget that answers questions and captures leads on your site.',
    tiers: { basic: true, professional: true, enterprise: true },
  },
  {
    id: 'included-calls',
    category: 'Core Features',
    name: 'Calls included per month',
    description: 'Calls above the allowance are billed per call.',
    tiers: { basic: '500', professional: '2,000', enterprise: '10,000' },
  },
  {
    id: 'call-recording',
    category: 'Core Features',
    name: 'Call recording and transcripts',
    description: 'Every conversation recorded, transcribed and summarised.',
    tiers: { basic: true, professional: true, enterprise: true },
  },
  {
    id: 'crm-sync',
    category: 'Integrations',
    name: 'CRM integration',
    description: 'Two-way sync of contacts, notes and bookings with your CRM.',
    tiers: { basic: false, professional: true, enterprise: true },
  },
  {
    id: 'calendar',
    category: 'Integrations',
    name: 'Calendar booking',
    description: 'The agent offers free slots and books appointments directly.',
    tiers: { basic: true, professional: true, enterprise: true },
  },
  {
    id: 'api-access',
    category: 'Integrations',
    name: 'API and webhooks',
    description: 'Build your own integrations on the REST API and webhooks.',
    tiers: { basic: false, professional: true, enterprise: true },
  },
  {
    id: 'custom-voice',
    category: 'Customization',
    name: 'Voice and greeting',
    description: 'Choose the voice, the greeting and the tone of your agent.',
    tiers: { basic: true, professional: true, enterprise: true },
  },
  {
    id: 'custom-branding',
    category: 'Customization',
    name: 'Custom branding',
    description: 'Your logo and colours on the chat widget, emails and booking pages.',
    tiers: { basic: false, professional: false, enterprise: true },
  },
  {
    id: 'custom-training',
    category: 'Customization',
    name: 'Custom AI training',
    description: 'An agent trained on your own scripts, calls and knowledge base.',
    tiers: { basic: false, professional: false, enterprise: true },
  },
  {
    id: 'analytics',
    category: 'Reporting',
    name: 'Analytics dashboard',
    description: 'Calls, leads, bookings and outcomes, refreshed about every five minutes.',
    tiers: { basic: 'Basic', professional: 'Advanced', enterprise: 'Advanced' },
  },
  {
    id: 'scheduled-reports',
    category: 'Reporting',
    name: 'Scheduled reports',
    description: 'Daily, weekly or monthly reports by email, exported as CSV, Excel or PDF.',
    tiers: { basic: false, professional: true, enterprise: true },
  },
  {
    id: 'data-retention',
    category: 'Reporting',
    name: 'Data retention',
    description: 'How long detailed conversation data is kept.',
    tiers: {
      basic: '3 months',
      professional: '12 months',
      enterprise: '12 months + 3 years aggregated',
    },
  },
  {
    id: 'support-channel',
    category: 'Support',
    name: 'Support',
    description: 'How you reach our team when you need help.',
    tiers: { basic: 'Email', professional: 'Priority', enterprise: 'Dedicated team' },
  },
  {
    id: 'account-manager',
    category: 'Support',
    name: 'Dedicated account manager',
    description: 'One named contact who knows your setup and goals.',
    tiers: { basic: false, professional: false, enterprise: true },
  },
  {
    id: 'sla',
    category: 'Support',
    name: 'SLA guarantee',
    description: 'Contractual uptime and response times.',
    tiers: { basic: false, professional: false, enterprise: true },
  },
];
