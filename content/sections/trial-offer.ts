import type { TrialOffer } from '../schema/sections.ts';

/** The free-trial offer. */
export const trialOffer: TrialOffer = {
  title: 'Try every feature free for 14 days',
  text: 'Launch your first AI agent today and see the calls it answers and the leads it books before you pay anything.',
  points: ['14-day free trial', 'No credit card required', 'Cancel anytime'],
  primary: { label: 'Start Free Trial', href: '/onboarding' },
  secondary: { label: 'Schedule a Demo', href: '/contact' },
};
