import type { ActivityItem, Metric, NextStep, Outcome } from '../schema/demos.ts';

/** The sample dashboard preview on /dashboard. Every figure is sample data. */
export const dashboardMetrics: readonly Metric[] = [
  { label: 'Calls answered', value: '1,284', change: '+18% vs. last week', icon: 'phone-call' },
  { label: 'Leads qualified', value: '342', change: '+12% vs. last week', icon: 'target' },
  {
    label: 'Appointments booked',
    value: '97',
    change: '+9% vs. last week',
    icon: 'calendar-check',
  },
  {
    label: 'Average answer time',
    value: '1.2 s',
    change: 'No caller waited on hold',
    icon: 'timer',
  },
];

export const dashboardActivity: readonly ActivityItem[] = [
  { time: '9:42 AM', text: 'Booked a roof inspection for Dana M. on Thursday at 2:00 PM' },
  { time: '9:15 AM', text: 'Qualified a new lead: 3-bedroom home buyer, pre-approved' },
  { time: '8:51 AM', text: 'Answered a billing question and sent a follow-up text' },
  { time: '8:03 AM', text: 'Transferred an urgent call to the on-call technician' },
];

/** Sample share of calls by outcome, in percent (adds up to 100). */
export const dashboardOutcomes: readonly Outcome[] = [
  { label: 'Qualified and booked', percent: 34 },
  { label: 'Questions answered', percent: 41 },
  { label: 'Transferred to your team', percent: 15 },
  { label: 'Voicemail or spam', percent: 10 },
];

export const dashboardNextSteps: readonly NextStep[] = [
  {
    title: 'Make a Test Call',
    text: 'Follow the quick start to hear your agent and tune its greeting.',
    icon: 'rocket',
    href: '/quick-start',
    linkLabel: 'Open the quick start',
  },
  {
    title: 'Learn the Essentials',
    text: 'Short tutorials on routing, follow-ups and reading your analytics.',
    icon: 'graduation',
    href: '/tutorials',
    linkLabel: 'Browse tutorials',
  },
  {
    title: 'Talk to Your Success Team',
    text: 'Questions about going live? Our team will help you plan the launch.',
    icon: 'headphones',
    href: '/contact',
    linkLabel: 'Contact us',
  },
];
