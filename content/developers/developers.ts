import type { DevelopersContent } from '../schema/developers.ts';
import { analyticsSample, chatWidgetSample, crmAgentSample } from './code-samples.ts';
import { sdks } from './sdks.ts';

export const developers: DevelopersContent = {
  hero: {
    eyebrow: 'For developers',
    title: 'Build with AI voice and chat agents',
    intro:
      'A REST API, webhooks and official SDKs to create agents, connect them to your systems and turn every conversation into data your product can use.',
  },
  sections: {
    apiFeatures: {
      title: 'Everything you need to build',
      intro: 'A modern API designed to be predictable, secure and pleasant to work with.',
    },
    sdks: {
      title: 'Official SDKs',
      intro: 'Idiomatic client libraries for the languages your team already uses.',
    },
    examples: {
      title: 'Integration examples',
      intro: 'Copy, paste and adapt: three of the most common integrations.',
    },
    start: { title: 'Get started in three steps' },
    reference: {
      title: 'API reference',
      intro: 'Jump straight to the endpoint or topic you need.',
    },
    support: {
      title: 'Developer support',
      intro: 'Stuck or building something ambitious? We are here to help.',
    },
  },
  apiFeatures: [
    {
      icon: 'code',
      title: 'RESTful API',
      text: 'Predictable resource URLs, JSON everywhere and standard HTTP status codes.',
    },
    {
      icon: 'webhook',
      title: 'Real-time webhooks',
      text: 'Get notified the moment a call ends, a lead qualifies or an appointment is booked.',
    },
    {
      icon: 'boxes',
      title: 'Official SDKs',
      text: 'Typed client libraries with retries, pagination helpers and webhook verification built in.',
    },
    {
      icon: 'lock',
      title: 'Secure by default',
      text: 'Scoped API keys, TLS everywhere and signed webhook deliveries.',
    },
    {
      icon: 'wrench',
      title: 'Sandbox environment',
      text: 'Test agents, calls and webhooks with test keys before anything reaches a customer.',
    },
    {
      icon: 'bar-chart',
      title: 'Analytics API',
      text: 'Pull over 50 metrics by agent, campaign and time period into your own dashboards.',
    },
  ],
  sdks,
  codeSamples: [crmAgentSample, chatWidgetSample, analyticsSample],
  startSteps: [
    {
      title: 'Create an Account',
      text: 'Sign up for free and open the developer settings of your dashboard to create an API key.',
    },
    {
      title: 'Install SDK',
      text: 'Add the SDK for your language, or call the REST API directly with any HTTP client.',
    },
    {
      title: 'Start Building',
      text: 'Create your first agent, connect a phone number or widget and subscribe to webhooks.',
    },
  ],
  endpoints: [
    { label: 'Agents', href: '/api#agents', text: 'Create, configure and deploy agents.' },
    {
      label: 'Conversations',
      href: '/api#conversations',
      text: 'Calls and chats with transcripts and outcomes.',
    },
    {
      label: 'Analytics',
      href: '/api#analytics',
      text: 'Metrics and reports by agent and period.',
    },
    { label: 'Webhooks', href: '/api#webhooks', text: 'Real-time event subscriptions.' },
    {
      label: 'Integrations',
      href: '/api#integrations',
      text: 'CRM, calendar and help desk connections.',
    },
  ],
  resources: [
    {
      label: 'Authentication',
      href: '/api#authentication',
      text: 'API keys and bearer tokens.',
    },
    {
      label: 'Error Handling',
      href: '/api#error-handling',
      text: 'Status codes and error objects.',
    },
    { label: 'Rate Limiting', href: '/api#rate-limiting', text: 'Limits, headers and retries.' },
    { label: 'Pagination', href: '/api#pagination', text: 'Cursor-based list endpoints.' },
    { label: 'Versioning', href: '/api#versioning', text: 'How the API evolves safely.' },
  ],
  support: [
    {
      icon: 'book',
      title: 'Documentation',
      text: 'Guides for agents, conversations, integrations, analytics and webhooks.',
      link: { label: 'Read the docs', href: '/documentation' },
    },
    {
      icon: 'users',
      title: 'Developer community',
      text: 'Ask questions, share what you built and learn from other developers.',
      link: { label: 'Join the community', href: '/community' },
    },
    {
      icon: 'headphones',
      title: 'Technical support',
      text: 'Our engineers answer integration questions, usually within one business day.',
      link: { label: 'Contact support', href: '/contact' },
    },
  ],
  cta: {
    title: 'Building something custom?',
    text: 'Talk to our solutions engineers about complex integrations, volume pricing or a partnership.',
    primary: { label: 'Contact Our Team', href: '/contact' },
    secondary: { label: 'Read the Quick Start', href: '/quick-start' },
  },
};
