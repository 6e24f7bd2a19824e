import type { AccountTask, DemoVideo, TourStep } from '../schema/demos.ts';

/** Content of the five /progress-demo tabs. */

export const progressVideo: DemoVideo = {
  title: 'Meet your AI receptionist in 30 seconds',
  durationSeconds: 30,
  poster: '/images/demos/video-poster.svg',
  chapters: [
    { title: 'A caller asks about opening hours', at: 0 },
    { title: 'The agent answers and offers a booking', at: 25 },
    { title: 'An appointment lands in the calendar', at: 50 },
    { title: 'A summary and transcript reach the CRM', at: 75 },
  ],
};

export const accountTasks: readonly AccountTask[] = [
  {
    id: 'company-logo',
    title: 'Upload your company logo',
    text: 'Shown on chat widgets, emails and booking pages.',
    isCompleted: true,
  },
  {
    id: 'business-hours',
    title: 'Set your business hours',
    text: 'Your agent books appointments only when your team is available.',
    isCompleted: false,
  },
  {
    id: 'agent-voice',
    title: 'Choose an agent voice',
    text: 'Pick from natural voices in 7 languages.',
    isCompleted: false,
  },
  {
    id: 'payment-method',
    title: 'Add a payment method',
    text: 'Only charged after your 14-day free trial; cancel anytime.',
    isCompleted: false,
  },
  {
    id: 'notifications',
    title: 'Turn on call notifications',
    text: 'Get a text or email summary after every important call.',
    isCompleted: false,
  },
];

export const guidedDemoSteps: readonly TourStep[] = [
  {
    id: 'inbox',
    title: 'Your conversation inbox',
    content: 'Every call and chat your agent handles appears here with a summary and transcript.',
    helpText: 'Filter by outcome to see booked appointments or calls that need a person.',
    icon: 'messages',
  },
  {
    id: 'lead-card',
    title: 'Lead details at a glance',
    content: 'Answers your agent collected fill the lead card: budget, timing and contact details.',
    helpText: 'Fields map to your CRM automatically once it is connected.',
    icon: 'user-check',
  },
  {
    id: 'follow-up',
    title: 'One-click follow-up',
    content: 'Send a text, an email or a booking link straight from the conversation.',
    helpText: 'Save the messages you send often as templates.',
    icon: 'send',
    action: { label: 'Send Booking Link' },
  },
  {
    id: 'insights',
    title: 'Insights that improve your agent',
    content: 'See the questions callers ask most and teach your agent better answers.',
    helpText: 'Insights refresh about every five minutes.',
    icon: 'line-chart',
  },
];
