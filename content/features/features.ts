import type { FeaturesHub } from '../schema/features.ts';

/**
 * /features. The details of this page are our choice; it is the hub of every capability the
 * platform offers, grouped by what a business wants done, each linking onwards.
 */
export const featuresHub: FeaturesHub = {
  hero: {
    eyebrow: 'Platform features',
    title: 'Everything you need to answer, convert and grow, in one platform',
    intro:
      'AI voice and chat agents on an all-in-one business platform: CRM, funnels, automation, scheduling, call tracking, payments, white label, analytics, content, SEO, reviews, social and brand design.',
    primary: { label: 'Start Free Trial', href: '/onboarding' },
    secondary: { label: 'Take the Product Tour', href: '/product-tour' },
    highlights: ['14-day free trial', 'No credit card required', 'Cancel anytime'],
  },
  capabilities: [
    { name: 'AI voice agents', icon: 'phone-call', section: 'agents' },
    { name: 'AI chat', icon: 'messages', section: 'agents' },
    { name: 'CRM', icon: 'users', section: 'sell' },
    { name: 'Funnels', icon: 'layers', section: 'sell' },
    { name: 'Automation', icon: 'workflow', section: 'automate' },
    { name: 'Scheduling', icon: 'calendar-check', section: 'automate' },
    { name: 'Call tracking', icon: 'phone', section: 'sell' },
    { name: 'Payments', icon: 'credit-card', section: 'sell' },
    { name: 'White label', icon: 'briefcase', section: 'scale' },
    { name: 'Analytics', icon: 'line-chart', section: 'scale' },
    { name: 'Content', icon: 'pen', section: 'grow' },
    { name: 'SEO', icon: 'search', section: 'grow' },
    { name: 'Reviews', icon: 'star', section: 'grow' },
    { name: 'Social', icon: 'share', section: 'grow' },
    { name: 'Brand design', icon: 'palette', section: 'grow' },
  ],
  agents: {
    title: 'AI agents at the core',
    intro: 'Agents that talk to your customers, and the data and connections that make them smart.',
    items: [
      {
        icon: 'phone-call',
        title: 'AI Voice Agents',
        text: 'Natural-sounding agents answer and make calls 24/7, route callers and book appointments in 7 languages.',
        link: { label: 'Explore voice agents', href: '/features/voice-agents' },
      },
      {
        icon: 'messages',
        title: 'AI Chat Agents',
        text: 'Answer, qualify and convert visitors on your website, SMS and social channels in over 20 languages.',
        link: { label: 'Explore chat agents', href: '/features/chat' },
      },
      {
        icon: 'bar-chart',
        title: 'Analytics & Reporting',
        text: 'Dashboards with over 50 metrics, refreshed about every 5 minutes, and scheduled reports for your team.',
        link: { label: 'Explore analytics', href: '/features/analytics' },
      },
      {
        icon: 'plug',
        title: 'Integrations',
        text: 'Pre-built connectors for your CRM, calendar and help desk, an open API and two-way sync.',
        link: { label: 'Explore integrations', href: '/features/integrations' },
      },
    ],
  },
  groups: [
    {
      id: 'sell',
      title: 'Capture and convert every lead',
      intro: 'One place for every contact, conversation and deal.',
      items: [
        {
          icon: 'users',
          title: 'CRM',
          text: 'Contacts, pipelines and every call, chat, email and text on one timeline.',
          link: { label: 'See the CRM', href: '/crm' },
        },
        {
          icon: 'layers',
          title: 'Funnels & websites',
          text: 'Drag-and-drop landing pages, forms and funnels that send every lead to your agents.',
        },
        {
          icon: 'phone',
          title: 'Call tracking',
          text: 'Tracking numbers per campaign show which ads and pages make the phone ring.',
        },
        {
          icon: 'credit-card',
          title: 'Payments',
          text: 'Send invoices and payment links, take deposits at booking and sell subscriptions.',
        },
      ],
    },
    {
      id: 'automate',
      title: 'Automate the busywork',
      intro: 'Follow-ups, reminders and hand-offs that run on their own.',
      items: [
        {
          icon: 'workflow',
          title: 'Marketing automation',
          text: 'Email and SMS sequences, triggers and workflows that nurture leads until they buy.',
          link: { label: 'See sales automation', href: '/services/sales-automation' },
        },
        {
          icon: 'calendar-check',
          title: 'Scheduling',
          text: 'Booking calendars, round-robin assignment, reminders and rescheduling by text.',
        },
        {
          icon: 'user-check',
          title: 'Lead qualification',
          text: 'Every new lead contacted within seconds, qualified and booked with the right rep.',
          link: { label: 'See lead qualification', href: '/services/lead-qualification' },
        },
      ],
    },
    {
      id: 'grow',
      title: 'Grow your brand',
      intro: 'Be found, be trusted and stay top of mind.',
      items: [
        {
          icon: 'pen',
          title: 'Content creation',
          text: 'AI-written blog posts, emails, social posts and website copy in your brand voice.',
          link: { label: 'See content creation', href: '/services/content-creation' },
        },
        {
          icon: 'search',
          title: 'SEO',
          text: 'Keyword tracking, on-page recommendations and local listings to rank where customers search.',
        },
        {
          icon: 'star',
          title: 'Reviews',
          text: 'Ask happy customers for reviews automatically and reply to every review in one inbox.',
        },
        {
          icon: 'share',
          title: 'Social media',
          text: 'Plan, schedule and publish posts to every network from one calendar.',
        },
        {
          icon: 'palette',
          title: 'Brand design',
          text: 'Logos, colour palettes and on-brand templates for pages, emails and posts.',
        },
      ],
    },
    {
      id: 'scale',
      title: 'Measure and scale',
      intro: 'Know what works and resell it to your own clients.',
      items: [
        {
          icon: 'line-chart',
          title: 'Analytics',
          text: 'Agent, campaign and revenue dashboards with exports and scheduled reports.',
          link: { label: 'See analytics', href: '/features/analytics' },
        },
        {
          icon: 'briefcase',
          title: 'White label',
          text: 'Your logo, domain and colours on the whole platform, with a multi-client dashboard for agencies.',
          link: { label: 'See the agency program', href: '/agencies' },
        },
        {
          icon: 'headphones',
          title: 'Customer support',
          text: 'AI agents that resolve routine questions and hand the rest to your team with context.',
          link: { label: 'See customer support', href: '/services/customer-support' },
        },
      ],
    },
  ],
  services: {
    title: 'Done-for-you services',
    intro: 'Our specialists put the platform to work on the jobs that matter most.',
    items: [
      {
        icon: 'target',
        title: 'Lead Qualification',
        text: 'Call, text and chat with every new lead within seconds and book the good ones.',
        link: { label: 'Learn more', href: '/services/lead-qualification' },
      },
      {
        icon: 'pen',
        title: 'Content Creation',
        text: 'Blog posts, social media, email campaigns, website copy, product descriptions and video scripts.',
        link: { label: 'Learn more', href: '/services/content-creation' },
      },
      {
        icon: 'trending-up',
        title: 'Sales Automation',
        text: 'Move every lead from awareness to action with automated follow-ups at each stage.',
        link: { label: 'Learn more', href: '/services/sales-automation' },
      },
      {
        icon: 'headphones',
        title: 'Customer Support',
        text: 'Round-the-clock answers across voice and chat, connected to your help desk.',
        link: { label: 'Learn more', href: '/services/customer-support' },
      },
    ],
  },
  explore: {
    title: 'Keep exploring',
    items: [
      {
        icon: 'rocket',
        title: 'Product tour',
        text: 'A six-step guided tour of agents, CRM, automation and analytics.',
        link: { label: 'Start the tour', href: '/product-tour' },
      },
      {
        icon: 'list-checks',
        title: 'Compare plans',
        text: 'See every feature of every plan side by side.',
        link: { label: 'Compare plans', href: '/comparison' },
      },
      {
        icon: 'code',
        title: 'Developers',
        text: 'APIs, SDKs, webhooks and code examples to build your own.',
        link: { label: 'Visit developers', href: '/developers' },
      },
    ],
  },
  cta: {
    title: 'See the whole platform on your business',
    text: 'Book a live demo and we will show you the features that matter for your team, with your own AI agent.',
    primary: { label: 'Schedule a Demo', href: '/contact' },
    secondary: { label: 'View Pricing', href: '/pricing' },
  },
};
