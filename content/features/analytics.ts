import type { AnalyticsPage } from '../schema/features.ts';

/** /features/analytics. Refresh, metric count, retention, exports and schedules are fixed. */
export const analytics: AnalyticsPage = {
  hero: {
    eyebrow: 'Analytics & Reporting',
    title: 'Know exactly what your AI agents deliver',
    intro:
      'Every call, chat and campaign in one place: live dashboards, over 50 metrics and reports that arrive in your inbox on schedule.',
    primary: { label: 'Start Free Trial', href: '/onboarding' },
    secondary: { label: 'Schedule a Demo', href: '/contact' },
    highlights: ['Over 50 metrics', 'Refreshed about every 5 minutes', '3 years of history'],
    image: {
      src: '/images/features/analytics-report.svg',
      alt: 'A weekly report summary: calls up 12%, bookings up 18%, with a bar chart by day and export formats CSV, Excel, PDF and PowerPoint.',
      width: 560,
      height: 440,
    },
  },
  features: {
    title: 'Key features',
    intro: 'From a single call to a year of growth, answered in a few clicks.',
    items: [
      {
        icon: 'gauge',
        title: 'Near real-time dashboards',
        text: 'Calls, chats, bookings and revenue refresh about every 5 minutes, so you see today as it happens.',
      },
      {
        icon: 'messages',
        title: 'Conversation insights',
        text: 'Top intents, questions your agents could not answer and sentiment across every conversation.',
      },
      {
        icon: 'route',
        title: 'Attribution',
        text: 'Follow every lead from first ad click or call to booked appointment and closed deal.',
      },
      {
        icon: 'filter',
        title: 'Filters and segments',
        text: 'Slice any metric by agent, channel, campaign, location or time range and save your views.',
      },
      {
        icon: 'bell',
        title: 'Alerts',
        text: 'Get notified when call volume spikes, conversion drops or a metric crosses your threshold.',
      },
      {
        icon: 'download',
        title: 'Exports and scheduled reports',
        text: 'Export to CSV, Excel, PDF or PowerPoint, or send reports daily, weekly or monthly.',
      },
    ],
  },
  preview: {
    title: 'Your dashboard at a glance',
    intro: 'A preview of the overview dashboard every account starts with.',
    image: {
      src: '/images/features/analytics-dashboard.svg',
      alt: 'Analytics dashboard preview: 1,284 calls handled, 342 appointments booked, a 26.6% conversion rate and 98.2% of calls answered, a rising weekly trend chart and a channel breakdown of 58% voice, 31% chat and 11% SMS.',
      width: 1200,
      height: 720,
    },
    // Why the buttons are inert: this is a picture of the product, not the product.
    note: 'Preview only: filtering and exporting work in your live dashboard after you sign up.',
  },
  benefits: {
    title: 'Decisions backed by data',
    items: [
      {
        icon: 'trending-up',
        title: 'Prove ROI',
        text: 'Put a dollar value on every answered call and booked appointment and share it with one link.',
      },
      {
        icon: 'target',
        title: 'Improve your agents',
        text: 'See where conversations stall and fix the answer, script or routing rule behind it.',
      },
      {
        icon: 'clock',
        title: 'Staff for real demand',
        text: 'Busiest hours and days by channel show where a person adds the most value.',
      },
      {
        icon: 'users',
        title: 'Align the whole team',
        text: 'Everyone sees the same numbers, from the front desk to the owner.',
      },
    ],
  },
  dashboards: {
    title: 'Specialised dashboards',
    intro: 'Purpose-built views for the people who run each part of the business.',
    items: [
      {
        icon: 'phone-call',
        title: 'Voice performance',
        text: 'How your voice agents handle every call, hour by hour.',
        metrics: [
          'Calls answered and missed',
          'Average handle time',
          'Transfer and resolution rates',
          'Appointments booked per call',
        ],
      },
      {
        icon: 'messages',
        title: 'Chat engagement',
        text: 'What visitors ask and how often a chat becomes a lead.',
        metrics: [
          'Conversations started',
          'First response time',
          'Lead capture rate',
          'Top questions and intents',
        ],
      },
      {
        icon: 'dollar',
        title: 'Sales and revenue',
        text: 'The money side: pipeline, conversions and return on spend.',
        metrics: [
          'Leads by source',
          'Conversion rate by stage',
          'Revenue attributed to agents',
          'Cost per acquisition',
        ],
      },
    ],
  },
  reporting: {
    title: 'Reporting features',
    intro: 'Fresh data, deep history and reports in the format your team already uses.',
    items: [
      {
        icon: 'repeat',
        title: 'Data refresh',
        text: 'Dashboards refresh about every 5 minutes; some aggregate metrics update hourly.',
      },
      {
        icon: 'pie-chart',
        title: 'Over 50 metrics',
        text: 'Calls, chats, leads, bookings, revenue, sentiment and more, ready to use.',
      },
      {
        icon: 'database',
        title: 'Data retention',
        text: 'Detailed data is kept for 12 months and aggregated data for up to 3 years.',
      },
      {
        icon: 'file-text',
        title: 'Export formats',
        text: 'Download any report as CSV, Excel, PDF or PowerPoint.',
      },
      {
        icon: 'calendar',
        title: 'Scheduled reports',
        text: 'Send reports to anyone daily, weekly or monthly.',
      },
    ],
  },
  integrations: {
    title: 'Send your data where you need it',
    intro: 'Connect BI tools, spreadsheets, ad platforms and your CRM.',
  },
  testimonials: {
    title: 'What our customers say',
    items: [
      {
        id: 'priya-raman',
        name: 'Priya Raman',
        role: 'Marketing Director',
        company: 'Summit Home Services',
        quote:
          'For the first time we can see which campaigns make the phone ring and which calls turn into jobs. We moved a third of our ad budget in the first month and booked more work.',
        rating: 5,
      },
      {
        id: 'tom-becker',
        name: 'Tom Becker',
        role: 'Agency Owner',
        company: 'Brightpath Digital',
        quote:
          'Scheduled PDF reports go to every client on Monday morning with their calls, leads and bookings. Our clients finally see what we do for them, and renewals show it.',
        rating: 5,
      },
    ],
  },
  faqs: {
    title: 'Frequently asked questions',
    items: [
      {
        id: 'refresh',
        question: 'How often is the data updated?',
        answer:
          'Dashboards refresh about every 5 minutes. Some aggregate metrics, such as attribution and cost per acquisition, update hourly.',
      },
      {
        id: 'retention',
        question: 'How long is my data kept?',
        answer: 'Detailed data is kept for 12 months. Aggregated data is kept for up to 3 years.',
      },
      {
        id: 'exports',
        question: 'Which formats can I export?',
        answer:
          'CSV, Excel, PDF and PowerPoint. You can also schedule reports to be sent daily, weekly or monthly.',
      },
      {
        id: 'metrics',
        question: 'Which metrics can I track?',
        answer:
          'Over 50, covering calls, chats, leads, bookings, revenue, sentiment and agent performance, filterable by agent, channel, campaign and time range.',
      },
    ],
  },
  cta: {
    title: 'Turn every conversation into insight',
    text: 'Start a free trial and watch your first dashboard fill up within minutes of your first call.',
    primary: { label: 'Start Free Trial', href: '/onboarding' },
    secondary: { label: 'View Case Studies', href: '/case-studies' },
  },
};
