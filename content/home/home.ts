import type { HomeContent } from '../schema/home.ts';

/** Copy of the home page, section by section below the first screen (that one: `hero.ts`). */
export const homeContent: HomeContent = {
  howItWorks: {
    eyebrow: 'How it works',
    title: 'Your live demo in three steps',
    intro: 'From form to phone call in minutes, with an agent that already knows your business.',
    steps: [
      {
        title: 'Fill out the form',
        text: 'Share your name, website and phone number. We use your website to build an agent that speaks for your business.',
      },
      {
        title: 'Confirm via text',
        text: 'You receive a text message to confirm your number and pick a good time for the call.',
      },
      {
        title: 'Receive your live demo call',
        text: 'Your custom AI voice agent calls you, answers your questions and books an appointment, just as it would for your customers.',
      },
    ],
  },
  business: {
    eyebrow: 'Business benefits',
    title: 'More booked appointments, less busywork',
    intro:
      'Agents answer in seconds, follow up every lead and keep your calendar full while your team focuses on the work that needs a human.',
    benefits: [
      {
        icon: 'phone-call',
        title: 'Answer every call, 24/7',
        text: 'No voicemail, no hold music: every caller is greeted, qualified and helped at any hour.',
      },
      {
        icon: 'trending-up',
        title: 'Up to 300% more conversions',
        text: 'Leads contacted within a minute convert far more often than those called back tomorrow.',
      },
      {
        icon: 'timer',
        title: 'Save up to 70% of admin time',
        text: 'Booking, reminders, data entry and follow-ups run on their own.',
      },
      {
        icon: 'check-circle',
        title: '97% accurate conversations',
        text: 'Agents trained on your business answer the way your best employee would.',
      },
    ],
    video: {
      title: 'Watch an AI voice agent book an appointment',
      sources: [
        { src: '/media/home/agent-demo.webm', type: 'video/webm' },
        { src: '/media/home/agent-demo.mp4', type: 'video/mp4' },
      ],
      poster: '/images/home/agent-demo-poster.svg',
      captions: '/media/home/agent-demo.vtt',
      description:
        'A caller asks a dental practice about a cleaning; the AI agent answers, checks the calendar, books Thursday at 10:30 and sends a text confirmation.',
      durationLabel: '0:16',
    },
    otherIndustryNote:
      'These figures come mostly from technology and service businesses; see the case studies below for results in your industry.',
  },
  marketing: {
    eyebrow: 'Marketing engine',
    title: 'A complete marketing engine behind every agent',
    intro:
      'Attract, capture, nurture and convert on one platform trusted by businesses around the world.',
    pillars: [
      {
        icon: 'megaphone',
        title: 'Attract',
        text: 'Funnels, websites, SEO and social planning bring visitors in.',
      },
      {
        icon: 'target',
        title: 'Capture',
        text: 'Forms, chat and call tracking turn every visitor into a contact.',
      },
      {
        icon: 'repeat',
        title: 'Nurture',
        text: 'Email, SMS and AI follow-ups keep every lead warm.',
      },
      {
        icon: 'dollar',
        title: 'Convert',
        text: 'Scheduling, payments and reviews close the loop.',
      },
    ],
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything you need to grow, in one place',
    intro: 'Three AI agents at the core, fifteen tools around them, one login.',
    headline: [
      {
        icon: 'mic',
        title: 'AI Voice Agents',
        text: 'Natural-sounding agents answer and make calls, qualify leads and book appointments in seven languages.',
      },
      {
        icon: 'messages',
        title: 'AI Chat Agents',
        text: 'Website, SMS and social chat that answers instantly in more than 20 languages.',
      },
      {
        icon: 'database',
        title: 'All-in-One CRM',
        text: 'Every call, chat and email lands on the right contact, deal and pipeline.',
      },
    ],
    capabilitiesTitle: 'And fifteen more capabilities',
    capabilities: [
      { icon: 'route', title: 'Sales Funnels', text: 'Drag-and-drop funnels and landing pages.' },
      {
        icon: 'workflow',
        title: 'Workflow Automation',
        text: 'Triggers, branches and timed follow-ups.',
      },
      {
        icon: 'calendar-check',
        title: 'Appointment Scheduling',
        text: 'Calendars, reminders and no-show follow-up.',
      },
      {
        icon: 'phone-call',
        title: 'Call Tracking',
        text: 'Know which campaign made the phone ring.',
      },
      {
        icon: 'credit-card',
        title: 'Payments & Invoicing',
        text: 'Collect deposits, invoices and subscriptions.',
      },
      {
        icon: 'palette',
        title: 'White Label',
        text: 'Your brand, domain and app for your clients.',
      },
      {
        icon: 'bar-chart',
        title: 'Analytics & Reporting',
        text: 'Over 50 metrics, refreshed about every 5 minutes.',
      },
      {
        icon: 'pen',
        title: 'AI Content Creation',
        text: 'Blog posts, emails, social posts and scripts on brand.',
        link: { label: 'Explore content creation', href: '/services/content-creation' },
      },
      { icon: 'search', title: 'SEO Tools', text: 'Keyword tracking and on-page recommendations.' },
      { icon: 'star', title: 'Review Management', text: 'Ask for, monitor and answer reviews.' },
      { icon: 'share', title: 'Social Planner', text: 'Schedule posts across every network.' },
      { icon: 'sparkles', title: 'Brand Design', text: 'Logos, colours and templates in one kit.' },
      { icon: 'mail', title: 'Email & SMS Marketing', text: 'Broadcasts and two-way texting.' },
      {
        icon: 'trending-up',
        title: 'Sales Automation',
        text: 'Pipelines that move deals forward on their own.',
        link: { label: 'Explore sales automation', href: '/services/sales-automation' },
      },
      {
        icon: 'messages',
        title: 'Unified Inbox',
        text: 'Calls, chats, email and social in one place.',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    intro: 'Quick answers about trials, setup, accuracy and integrations.',
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Plans that grow with you',
    intro:
      'Start with one agent, scale to a white-label agency. Every plan includes a 14-day free trial.',
  },
  caseStudies: {
    eyebrow: 'Case studies',
    title: 'Results our customers measure',
    intro: 'Real deployments, real numbers.',
    emptyText: 'No case studies found for the selected industry.',
  },
  testimonials: {
    title: 'What customers say',
    intro: 'Owners, agencies and support teams on working with AI agents.',
  },
  personal: {
    recentTitle: 'Recently viewed',
    recentEmpty: 'Pages you visit will appear here, so you can pick up where you left off.',
    recommendedTitle: 'Recommended for you',
  },
};
