import type { EnhancedCrmPage } from '../schema/crm.ts';

/** /enhanced-crm. The stats are text-only claims. */
export const enhancedCrm: EnhancedCrmPage = {
  hero: {
    eyebrow: 'Enhanced CRM',
    title: 'The AI-first CRM that follows up, qualifies and books for you',
    intro:
      'Every lead scored, every follow-up sent and every appointment booked automatically, so your team spends its time closing. Set up your account in minutes.',
    primary: { label: 'Start Free Trial', href: '/onboarding' },
    secondary: { label: 'Take the Product Tour', href: '/product-tour' },
    highlights: ['14-day free trial', 'No credit card required', 'Cancel anytime'],
    image: {
      src: '/images/marketing/lead-score.svg',
      alt: 'A lead card for Jordan Lee with an AI score of 92, marked hot, and the automatic steps: called in 28 seconds, qualified, text sent and appointment booked for Thursday at 10:00.',
      width: 560,
      height: 440,
    },
  },
  stats: {
    title: 'Results teams see',
    items: [
      { value: 'Up to 300%', label: 'More conversions' },
      { value: '70%', label: 'Time saved on admin' },
      { value: '97%', label: 'Lead scoring accuracy' },
      { value: '24/7', label: 'Instant follow-up' },
    ],
  },
  setup: {
    title: 'Set up your account in minutes',
    intro:
      'This is the checklist waiting in your new workspace. Tick the steps to see how quickly you get from sign-up to your first booked lead.',
    steps: [
      {
        id: 'account',
        title: 'Create your account',
        text: 'Your workspace is ready, with a 14-day free trial.',
        done: true,
      },
      {
        id: 'contacts',
        title: 'Import your contacts',
        text: 'Upload a CSV or sync from your current CRM in one click.',
        done: false,
      },
      {
        id: 'calendar',
        title: 'Connect your calendar',
        text: 'Let agents book into your real availability.',
        done: false,
      },
      {
        id: 'agent',
        title: 'Set up your AI agent',
        text: 'Choose a voice, add your business hours and common questions.',
        done: false,
      },
      {
        id: 'pipeline',
        title: 'Customise your pipeline',
        text: 'Rename the stages to match how you sell.',
        done: false,
      },
      {
        id: 'team',
        title: 'Invite your team',
        text: 'Add teammates and decide who sees which leads.',
        done: false,
      },
    ],
    doneText: 'All set! Your CRM is ready to capture, qualify and convert leads.',
  },
  features: {
    title: 'What makes it enhanced',
    items: [
      {
        icon: 'brain',
        title: 'AI lead scoring',
        text: 'Every lead is scored from its calls, chats and clicks, so your team calls the hottest ones first.',
      },
      {
        icon: 'workflow',
        title: 'Automated follow-ups',
        text: 'Personal emails, texts and calls go out at the right moment until the lead books or opts out.',
      },
      {
        icon: 'calendar-check',
        title: 'Smart scheduling',
        text: 'Agents offer open slots, book, confirm and remind, and reschedule without a single email.',
      },
    ],
  },
  cta: {
    title: 'See the Enhanced CRM on your own leads',
    text: 'Book a live demo: we will import a sample of your leads and show you the follow-ups and bookings it would create.',
    primary: { label: 'Schedule a Demo', href: '/contact' },
    secondary: { label: 'Compare Plans', href: '/comparison' },
  },
};
