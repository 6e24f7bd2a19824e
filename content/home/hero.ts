import type { HomeHero } from '../schema/home.ts';

/**
 * The home page's first screen: a module of its own, so the page's first script carries this
 * copy only; the sections below load theirs with their own code.
 */
export const homeHero: HomeHero = {
  eyebrow: 'AI voice & chat agents',
  title: 'Never miss another lead. Let AI answer, qualify and book for you.',
  intro:
    'Custom AI voice and chat agents on an all-in-one platform: CRM, funnels, automation, scheduling, call tracking and analytics. Hear your own agent in a free live demo call.',
  points: ['14-day free trial', 'No credit card required', 'Cancel anytime'],
  formTitle: 'Get your free custom AI voice agent demo',
  formIntro: 'Tell us about your business and we will call you with an agent built for it.',
};
