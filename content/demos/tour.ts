import type { NextStep, TourStep } from '../schema/demos.ts';

/** The six steps of the product tour on /product-tour. */
export const tourSteps: readonly TourStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to Voxera AI',
    content:
      'Voxera AI answers your calls and chats around the clock, qualifies every lead and books appointments straight into your calendar. This tour shows how the pieces fit together in about two minutes.',
    helpText:
      'Use Next to move forward and Previous to go back. You can close the tour at any time and pick up where you left off.',
    icon: 'sparkles',
    points: [
      'AI voice and chat agents that sound natural',
      'An all-in-one CRM with funnels and automation',
      'Analytics that show what every conversation is worth',
    ],
  },
  {
    id: 'create-agent',
    title: 'Create your AI voice agent',
    content:
      'Pick a voice, give your agent a name and tell it about your business. Templates for real estate, healthcare, e-commerce and agencies get you started in minutes.',
    helpText:
      'Most teams start from a template and edit the greeting and the questions the agent asks. A simple agent is ready in 24 to 48 hours; custom agents take 1 to 2 weeks.',
    icon: 'bot',
    points: [
      '7 voice languages, over 20 for chat',
      'Greeting, tone and questions you control',
      'Handover to a person whenever a caller asks',
    ],
    action: { label: 'Create an Agent' },
  },
  {
    id: 'call-handling',
    title: 'Set up call handling',
    content:
      'Tell us how many calls you expect and when your agent should answer. It handles unlimited calls at the same time, so nobody waits on hold.',
    helpText:
      'Move the slider to your expected daily call volume. It only sizes this sample; you can change it at any time in your account.',
    icon: 'phone-call',
    points: [
      'Business hours and after-hours rules',
      'Call routing by intent',
      'Voicemail transcripts',
    ],
    sampleSlider: true,
  },
  {
    id: 'connect-crm',
    title: 'Connect your CRM and calendar',
    content:
      'Every call and chat lands in your CRM with a transcript, a summary and the answers your agent collected. Appointments go straight into your calendar.',
    helpText:
      'Pre-built connectors cover the popular CRMs and calendars. Anything else connects through the open API or webhooks.',
    icon: 'plug',
    points: ['Bi-directional sync', 'Field mappings you choose', 'Webhooks for every event'],
    action: { label: 'Connect CRM' },
  },
  {
    id: 'automate',
    title: 'Automate your follow-ups',
    content:
      'Build workflows that send a text after every call, nurture new leads by email and remind customers of their appointments, without anyone on your team lifting a finger.',
    helpText:
      'Start with a ready-made workflow such as "missed call text back" and adjust the wording and timing to your business.',
    icon: 'workflow',
    points: ['SMS and email sequences', 'Appointment reminders', 'Lead scoring and assignment'],
    action: { label: 'Build a Workflow' },
  },
  {
    id: 'analytics',
    title: 'Track results in analytics',
    content:
      'See calls handled, leads qualified, appointments booked and revenue influenced on one dashboard, refreshed about every five minutes.',
    helpText:
      'Reports can be exported as CSV, Excel, PDF or PowerPoint and scheduled daily, weekly or monthly.',
    icon: 'bar-chart',
    points: ['Over 50 metrics', 'Conversation insights', 'Scheduled reports'],
    action: { label: 'View Analytics' },
  },
];

/**
 * Completion cards. The original cards linked to '#'; these point at the real pages that
 * cover the same ground.
 */
export const tourNextSteps: readonly NextStep[] = [
  {
    title: 'Read the Documentation',
    text: 'Guides and reference for agents, conversations, integrations and webhooks.',
    icon: 'book',
    href: '/documentation',
    linkLabel: 'Open the docs',
  },
  {
    title: 'Watch Video Tutorials',
    text: 'Short lessons on conversation design, integrations and analytics.',
    icon: 'video',
    href: '/tutorials',
    linkLabel: 'Browse tutorials',
  },
  {
    title: 'Join a Live Webinar',
    text: 'Learn from our team and ask questions in a live session.',
    icon: 'calendar',
    href: '/webinars',
    linkLabel: 'See webinars',
  },
  {
    title: 'Meet the Community',
    text: 'Swap ideas with other businesses that run AI agents.',
    icon: 'users',
    href: '/community',
    linkLabel: 'Visit the community',
  },
];
