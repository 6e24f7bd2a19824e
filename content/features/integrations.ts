import type { IntegrationsPage } from '../schema/features.ts';
import { integrationGroups } from './integration-logos.ts';

/**
 * The documentation sample of POST {host}/v1/agents with a bearer key and a body of
 * name, type and settings (language, voice, greeting).
 */
const createAgentSample = `POST https://api.voxera.ai/v1/agents
Authorization: Bearer YOUR_API_KEY
Content-Type: application/json

{
  "name": "Front Desk Assistant",
  "type": "voice",
  "settings": {
    "language": "en-US",
    "voice": "aria",
    "greeting": "Thanks for calling! How can I help you today?"
  }
}`;

/** /features/integrations. */
export const integrations: IntegrationsPage = {
  hero: {
    eyebrow: 'Integrations',
    title: 'Connect your AI agents to the tools you already use',
    intro:
      'Pre-built connectors for your CRM, calendar, help desk and analytics, an open API for everything else, and two-way sync that keeps every system up to date.',
    primary: { label: 'Start Free Trial', href: '/onboarding' },
    secondary: { label: 'Read the API Docs', href: '/api' },
    highlights: ['No-code connectors', 'Open REST API', 'Two-way sync'],
    image: {
      src: '/images/features/integrations-hub.svg',
      alt: 'The platform at the centre, connected to CRM, calendar, help desk, phone and analytics tools.',
      width: 560,
      height: 440,
    },
  },
  capabilities: {
    title: 'Three ways to connect',
    items: [
      {
        icon: 'plug',
        title: 'Pre-Built Connectors',
        text: 'Connect popular CRMs, calendars, help desks and marketing tools in a few clicks, with no code.',
      },
      {
        icon: 'code',
        title: 'Open API',
        text: 'A REST API and webhooks to create agents, read conversations and pull analytics from your own systems.',
        link: { label: 'Explore the API', href: '/api' },
      },
      {
        icon: 'repeat',
        title: 'Bi-Directional Sync',
        text: 'Changes flow both ways: a booking made by an agent appears in your calendar, an update in your CRM reaches the agent.',
      },
    ],
  },
  groups: {
    title: 'Integrations by category',
    intro: 'Connectors for the systems that run your business.',
    items: integrationGroups,
  },
  benefits: {
    title: 'Why integrate',
    items: [
      {
        icon: 'database',
        title: 'One source of truth',
        text: 'Every call, chat and booking lands in the system your team already trusts.',
      },
      {
        icon: 'timer',
        title: 'No double entry',
        text: 'Agents write contacts, notes and appointments for you, so nothing is typed twice.',
      },
      {
        icon: 'brain',
        title: 'Smarter conversations',
        text: 'Agents read customer history and live availability to give personal, accurate answers.',
      },
      {
        icon: 'zap',
        title: 'Faster follow-up',
        text: 'Hot leads trigger workflows in your other tools the moment a conversation ends.',
      },
    ],
  },
  api: {
    title: 'Built for developers',
    intro: 'Everything in the dashboard is available through the API.',
    points: [
      'Create and configure agents in code',
      'Webhooks for calls, chats and bookings',
      'SDKs for popular languages',
    ],
    caption: 'Create a voice agent with one request',
    code: createAgentSample,
    links: [
      { label: 'Developer Hub', href: '/developers' },
      { label: 'API Reference', href: '/api' },
    ],
  },
  process: {
    title: 'Connect in three steps',
    intro: 'Most connectors are live in under five minutes.',
    items: [
      {
        title: 'Select Integration',
        text: 'Pick the tool you want to connect from the integrations catalogue in your dashboard.',
      },
      {
        title: 'Authorize',
        text: 'Sign in to the tool and grant access. We never see or store your password.',
      },
      {
        title: 'Configure',
        text: 'Map fields, choose what syncs in which direction and switch it on.',
      },
    ],
  },
  security: {
    title: 'Security you can trust',
    intro: 'Every connection is protected from end to end.',
    items: [
      {
        icon: 'key',
        title: 'OAuth 2.0 authorization',
        text: 'Connections use scoped tokens that you can revoke at any time, never shared passwords.',
      },
      {
        icon: 'lock',
        title: 'Encryption everywhere',
        text: 'Data is encrypted in transit with TLS and at rest with AES-256.',
      },
      {
        icon: 'shield-check',
        title: 'Least-privilege access',
        text: 'Each integration asks only for the permissions it needs, and API keys can be limited by scope.',
      },
      {
        icon: 'eye',
        title: 'Audit logs',
        text: 'Every sync, API call and permission change is logged and visible to your admins.',
      },
    ],
  },
  testimonials: {
    title: 'What our customers say',
    items: [
      {
        id: 'maria-gonzalez',
        name: 'Maria Gonzalez',
        role: 'Sales Operations Lead',
        company: 'Keystone Realty Group',
        quote:
          'Our agents write every call straight into the CRM with notes and a lead score. The team stopped copying details from voicemails and started calling hot leads back within minutes.',
        rating: 5,
      },
      {
        id: 'kevin-liu',
        name: 'Kevin Liu',
        role: 'CTO',
        company: 'Parcel Lane',
        quote:
          'The API is clean and the webhooks are reliable. We provisioned agents for 40 locations from our own admin tool in an afternoon.',
        rating: 5,
      },
    ],
  },
  faqs: {
    title: 'Frequently asked questions',
    items: [
      {
        id: 'missing',
        question: 'What if the tool I use is not listed?',
        answer:
          'Use the open API and webhooks to connect any system, or ask us: we add new connectors every month based on customer requests.',
      },
      {
        id: 'coding',
        question: 'Do I need a developer to connect my tools?',
        answer:
          'No. Pre-built connectors take a few clicks. The API is there when you want a custom integration.',
      },
      {
        id: 'sync',
        question: 'How does bi-directional sync work?',
        answer:
          'Changes on either side are sent to the other within moments: a booking made by an agent appears in your calendar, and an update in your CRM is known to the agent on the next call.',
      },
      {
        id: 'security',
        question: 'Is my data secure?',
        answer:
          'Yes. Connections use OAuth 2.0 with scoped tokens, data is encrypted in transit and at rest, and every sync is recorded in an audit log.',
      },
    ],
  },
  cta: {
    title: 'Ready to connect your stack?',
    text: 'Start a free trial and connect your first tool in minutes, or talk to us about a custom integration.',
    primary: { label: 'Start Free Trial', href: '/onboarding' },
    secondary: { label: 'Visit the Developer Hub', href: '/developers' },
  },
};
