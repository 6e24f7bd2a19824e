import type { CustomerSupportContent } from '../schema/services.ts';

export const customerSupport: CustomerSupportContent = {
  hero: {
    eyebrow: 'Customer support service',
    title: 'Instant, accurate support around the clock',
    intro:
      'Answer every customer call and chat instantly, day and night, with AI agents that know your products, resolve routine requests and hand complex cases to your team with full context.',
    illustration: {
      src: '/images/services/customer-support.svg',
      alt: 'A support conversation resolved by an AI agent with a satisfied customer rating',
      width: 560,
      height: 420,
    },
  },
  sections: {
    features: {
      title: 'Support that scales with you',
      intro: 'Three capabilities that keep customers happy and queues short.',
    },
    benefits: {
      title: 'Why support teams choose Voxera AI',
      intro: 'Happier customers, calmer teams and lower costs.',
    },
    steps: { title: 'How It Works', intro: 'Live in three steps.' },
    useCases: { title: 'Use cases', intro: 'How support teams put AI agents to work.' },
    integrations: {
      title: 'Connects to your support stack',
      intro: 'Agents read from and write to the tools your team already uses.',
    },
    testimonials: { title: 'What support leaders say' },
  },
  features: [
    {
      icon: 'headphones',
      title: '24/7 multichannel support',
      text: 'One AI agent answers by phone, chat, SMS and email, with the same knowledge everywhere.',
    },
    {
      icon: 'book',
      title: 'Knowledge-based answers',
      text: 'Answers come from your help center, policies and order data, so they are accurate and current.',
    },
    {
      icon: 'user-check',
      title: 'Smart escalation',
      text: 'Complex or sensitive cases go to the right person with a summary, so customers never repeat themselves.',
    },
  ],
  benefits: [
    {
      icon: 'zap',
      title: 'Zero wait times',
      text: 'Customers get an answer in seconds instead of waiting in a queue.',
    },
    {
      icon: 'dollar',
      title: 'Lower support costs',
      text: 'Routine requests are resolved automatically, at a fraction of the cost per contact.',
    },
    {
      icon: 'smile',
      title: 'Higher satisfaction',
      text: 'Fast, friendly and correct answers lift CSAT and reviews.',
    },
    {
      icon: 'users',
      title: 'Focused agents',
      text: 'Your team handles the conversations that need a human touch.',
    },
  ],
  steps: [
    {
      title: 'Connect your knowledge',
      text: 'Link your help center, documents and support tools; the agent learns your answers and policies.',
    },
    {
      title: 'Set your rules',
      text: 'Choose channels, tone, escalation paths and what the agent may do on its own.',
    },
    {
      title: 'Go live and improve',
      text: 'Launch on your channels, review conversations and refine answers from the analytics.',
    },
  ],
  useCases: [
    {
      title: 'Software company help desk',
      scenario:
        'Password resets, billing questions and how-to requests made up most of the ticket queue, and first replies took eight hours.',
      outcome:
        'A chat and voice agent resolves routine requests from the knowledge base and creates fully tagged tickets for everything else.',
      results: [
        { value: '68%', label: 'of tickets resolved automatically' },
        { value: '< 1 min', label: 'first response time' },
      ],
    },
    {
      title: 'Utility provider call center',
      scenario: 'Outage days brought thousands of calls at once, with hold times over 30 minutes.',
      outcome:
        'Voice agents answer every call at once, give outage updates by area, take meter readings and set up payment plans.',
      results: [
        { value: '0 min', label: 'hold time on outage days' },
        { value: '42%', label: 'lower cost per contact' },
      ],
    },
  ],
  integrationCategories: [
    {
      id: 'help-desk',
      name: 'Help desk',
      text: 'Create, update and close tickets automatically.',
      icon: 'headphones',
      tools: ['Zendesk', 'Freshdesk', 'Help Scout', 'ServiceNow'],
    },
    {
      id: 'crm',
      name: 'CRM',
      text: 'Recognise customers and log every conversation.',
      icon: 'database',
      tools: ['Salesforce', 'HubSpot', 'Zoho CRM', 'Pipedrive'],
    },
    {
      id: 'knowledge-bases',
      name: 'Knowledge bases',
      text: 'Answer from your articles, manuals and policies.',
      icon: 'book',
      tools: ['Confluence', 'Notion', 'Guru', 'Google Drive'],
    },
    {
      id: 'communication-tools',
      name: 'Communication tools',
      text: 'Alert your team and hand off in the tools they use.',
      icon: 'messages',
      tools: ['Slack', 'Microsoft Teams', 'Twilio', 'Gmail'],
    },
  ],
  testimonials: [
    {
      id: 'customer-support-hannah-lee',
      quote:
        'Our first-response time went from eight hours to under a minute, and the team finally has time for the customers who really need them.',
      name: 'Hannah Lee',
      role: 'Head of Support',
      company: 'Cloudnest Software',
      rating: 5,
    },
    {
      id: 'customer-support-victor-alvarez',
      quote:
        'On our busiest day of the year nobody waited on hold. The escalations that reached us came with a summary, so we could solve them in one go.',
      name: 'Victor Alvarez',
      role: 'Customer Service Director',
      company: 'Brightwater Utilities',
      rating: 5,
    },
  ],
  cta: {
    title: 'See how support teams succeed with AI',
    text: 'Read how companies cut wait times and support costs with AI agents.',
    primary: { label: 'View Case Studies', href: '/case-studies' },
    secondary: { label: 'Schedule a Demo', href: '/contact' },
  },
};
