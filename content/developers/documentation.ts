import type { DocumentationContent } from '../schema/developers.ts';
import {
  analyticsSample,
  chatWidgetSample,
  crmAgentSample,
  createAgentRequest,
  webhookSample,
} from './code-samples.ts';

export const documentation: DocumentationContent = {
  hero: {
    eyebrow: 'Developers',
    title: 'Documentation',
    intro:
      'Guides and reference for configuring agents, handling conversations, connecting integrations, reading analytics and receiving webhooks.',
  },
  sdkIntro:
    'Official client libraries wrap the REST API with typed methods, automatic retries, pagination helpers and webhook signature verification. Every SDK reads your key from the VOXERA_API_KEY environment variable by default.',
  sections: [
    {
      id: 'getting-started',
      title: 'Getting started',
      icon: 'rocket',
      text: 'Create an account, get an API key from the developer settings of your dashboard and make your first request. Test keys start with vx_test_ and never place real calls.',
      topics: [
        {
          title: 'Quick start',
          text: 'Five steps from sign-up to a live agent; see the Quick Start Guide.',
        },
        {
          title: 'API keys',
          text: 'Create scoped keys per environment and rotate them without downtime.',
        },
        {
          title: 'Environments',
          text: 'Build against the sandbox with test keys, then switch to live keys.',
        },
      ],
      code: createAgentRequest,
    },
    {
      id: 'agents',
      title: 'Agents',
      icon: 'bot',
      text: 'An agent is a configured AI persona with a channel (voice or chat), a voice, a language, knowledge sources and business rules.',
      topics: [
        {
          title: 'Voices and languages',
          text: 'Voice agents speak 7 languages; chat agents over 20.',
        },
        {
          title: 'Knowledge sources',
          text: 'Websites, documents and FAQs the agent answers from.',
        },
        {
          title: 'Actions',
          text: 'Book appointments, transfer calls, send texts and update records.',
        },
      ],
      code: crmAgentSample,
    },
    {
      id: 'conversations',
      title: 'Conversations',
      icon: 'messages',
      text: 'Every call and chat is a conversation with a transcript, a summary, extracted fields and an outcome such as booked, qualified or transferred.',
      topics: [
        { title: 'Transcripts', text: 'Speaker-labelled text with timestamps for every turn.' },
        {
          title: 'Outcomes and fields',
          text: 'Structured data the agent collected, ready for your CRM.',
        },
        { title: 'Recordings', text: 'Optional call recordings with configurable retention.' },
      ],
    },
    {
      id: 'integrations',
      title: 'Integrations',
      icon: 'plug',
      text: 'Connect CRMs, calendars, help desks and communication tools so agents read and write the data your team relies on.',
      topics: [
        {
          title: 'Field mappings',
          text: 'Map collected answers to fields of your CRM objects.',
        },
        { title: 'Calendars', text: 'Real-time availability and booking rules per team member.' },
        {
          title: 'Website widget',
          text: 'Embed a chat agent on any page with two snippets.',
        },
      ],
      code: chatWidgetSample,
    },
    {
      id: 'analytics',
      title: 'Analytics',
      icon: 'bar-chart',
      text: 'Over 50 metrics, refreshed about every 5 minutes (some hourly). Detailed data is kept for 12 months and aggregated data for up to 3 years.',
      topics: [
        { title: 'Metrics', text: 'Calls, conversations, conversions, durations and more.' },
        { title: 'Grouping', text: 'Group by day, week, month, agent or campaign.' },
        {
          title: 'Exports',
          text: 'CSV, Excel, PDF and PowerPoint; daily, weekly or monthly reports.',
        },
      ],
      code: analyticsSample,
    },
    {
      id: 'webhooks',
      title: 'Webhooks',
      icon: 'webhook',
      text: 'Subscribe to events and receive signed HTTPS POST requests in real time. Failed deliveries are retried with exponential backoff for up to 24 hours.',
      topics: [
        {
          title: 'Events',
          text: 'conversation.completed, lead.qualified, appointment.booked and more.',
        },
        { title: 'Signatures', text: 'Verify every delivery with an HMAC SHA-256 signature.' },
        { title: 'Retries', text: 'Respond with a 2xx status within 10 seconds to acknowledge.' },
      ],
      code: webhookSample,
    },
  ],
};
