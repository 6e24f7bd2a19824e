import type { CrmPage } from '../schema/crm.ts';

/**
 * /crm. The page's structured data prices the platform at 99 USD, so the hero
 * states the price visibly too. The stats are the site-wide platform figures block.
 */
export const crm: CrmPage = {
  hero: {
    eyebrow: 'All-in-one marketing platform',
    title: 'The CRM that captures, nurtures and closes every lead for you',
    intro:
      'Replace a stack of disconnected tools with one platform: CRM, pipelines, funnels, email and SMS, scheduling, payments and reporting, with AI agents built in.',
    primary: { label: 'Start Free Trial', href: '/onboarding' },
    secondary: { label: 'Schedule a Demo', href: '/contact' },
    highlights: ['Plans start at $99/month', '14-day free trial', 'No credit card required'],
    image: {
      src: '/images/marketing/crm-pipeline.svg',
      alt: 'A sales pipeline board with New Lead, Qualified, Appointment and Won columns, each holding contact cards.',
      width: 560,
      height: 440,
    },
  },
  offer: { price: 99, currency: 'USD' },
  headline: {
    title: 'One platform instead of ten',
    intro:
      'The three jobs every growing business needs done, connected from the first click to the final payment.',
    items: [
      {
        icon: 'users',
        title: 'Unified CRM',
        text: 'Every contact with every call, chat, email, text and payment on one timeline, and pipelines you can shape to your sales process.',
        points: ['Custom pipelines and fields', 'Smart lists and tags', 'Two-way email and SMS'],
      },
      {
        icon: 'workflow',
        title: 'Marketing automation',
        text: 'Visual workflows follow up every lead by email, SMS and voice until they book, buy or opt out.',
        points: [
          'Drag-and-drop workflow builder',
          'Triggers on any event',
          'AI-written follow-ups',
        ],
      },
      {
        icon: 'bot',
        title: 'AI agents built in',
        text: 'Voice and chat agents answer, qualify and book around the clock and write everything back to the CRM.',
        points: [
          'Answers calls and chats 24/7',
          'Qualifies and scores leads',
          'Books into your calendar',
        ],
      },
    ],
  },
  more: {
    title: 'Everything else you need to grow',
    items: [
      {
        icon: 'layers',
        title: 'Funnels & websites',
        text: 'Landing pages, forms and funnels from proven templates.',
      },
      {
        icon: 'calendar-check',
        title: 'Scheduling',
        text: 'Booking calendars with reminders and round-robin assignment.',
      },
      {
        icon: 'phone',
        title: 'Call tracking',
        text: 'See which campaign made the phone ring, and what came of it.',
      },
      {
        icon: 'credit-card',
        title: 'Payments',
        text: 'Invoices, payment links, deposits and subscriptions.',
      },
      {
        icon: 'mail',
        title: 'Email marketing',
        text: 'Newsletters and campaigns with a drag-and-drop editor.',
      },
      {
        icon: 'star',
        title: 'Reputation management',
        text: 'Request reviews automatically and answer them in one place.',
      },
      {
        icon: 'share',
        title: 'Social planner',
        text: 'Schedule posts to every network from one calendar.',
      },
      {
        icon: 'briefcase',
        title: 'White label',
        text: 'Your brand, domain and colours for agencies and resellers.',
        link: { label: 'For agencies', href: '/agencies' },
      },
      {
        icon: 'bar-chart',
        title: 'Reporting',
        text: 'Dashboards from first touch to closed revenue.',
        link: { label: 'See analytics', href: '/features/analytics' },
      },
    ],
  },
  cta: {
    title: 'Run your whole business from one place',
    text: 'Start your 14-day free trial today or let us show you the platform on a live call.',
    primary: { label: 'Start Free Trial', href: '/onboarding' },
    secondary: { label: 'Schedule a Demo', href: '/contact' },
  },
};
