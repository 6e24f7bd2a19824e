import type { QuickStartContent } from '../schema/developers.ts';
import { API_HOST, createAgentRequest } from './code-samples.ts';

export const quickStart: QuickStartContent = {
  hero: {
    eyebrow: 'Quick start',
    title: 'Your first live AI agent in five steps',
    intro:
      'Create an account, configure an agent, teach it about your business, connect a phone number and go live. Most people finish in under 30 minutes.',
  },
  prerequisites: [
    'A free account (14-day trial, no credit card required)',
    'A few facts about your business: hours, services, common questions',
    'Optional: an API key and Node.js 18+ if you prefer to script the setup',
  ],
  steps: [
    {
      id: 'create-account',
      title: 'Create your account',
      text: 'Sign up, confirm your email and answer three questions about your business. Your dashboard opens with an onboarding checklist.',
      points: ['Free 14-day trial', 'No credit card required'],
    },
    {
      id: 'configure-agent',
      title: 'Configure your agent',
      text: 'Choose a voice or chat agent, give it a name, pick a voice and language and write the greeting callers hear first. You can do this in the dashboard or with one API request.',
      code: createAgentRequest,
    },
    {
      id: 'add-knowledge',
      title: 'Teach it about your business',
      text: 'Add your opening hours, services, prices and frequently asked questions, or import them from your website. Set what the agent should do when it cannot help: transfer the call, take a message or book a callback.',
      points: [
        'Import pages from your website',
        'Upload PDFs and documents',
        'Set transfer and escalation rules',
      ],
    },
    {
      id: 'connect-channel',
      title: 'Connect a phone number or your website',
      text: 'Get a new local number, forward your existing line, or embed the chat widget on your site. Connect your calendar so the agent can book appointments.',
      code: {
        id: 'connect-number',
        label: 'Phone number',
        title: 'Assign a phone number',
        language: 'bash',
        description: 'Attach a provisioned number to the agent.',
        code: `curl -X POST ${API_HOST}/v1/agents/agt_8f2k41/phone-numbers \\
  -H "Authorization: Bearer $VOXERA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{ "area_code": "512" }'`,
      },
    },
    {
      id: 'test-and-launch',
      title: 'Test and go live',
      text: 'Call your agent or open the widget and try real questions. Review the transcript, adjust answers, then switch the agent to live. Analytics start filling in after the first conversations.',
      points: ['Test calls from the dashboard', 'Transcripts and summaries', 'One-click go-live'],
    },
  ],
  next: [
    {
      icon: 'book',
      title: 'Read the documentation',
      text: 'Agents, conversations, integrations, analytics and webhooks in depth.',
      link: { label: 'Open the documentation', href: '/documentation' },
    },
    {
      icon: 'code',
      title: 'Explore the API',
      text: 'Endpoints, authentication, errors and rate limits.',
      link: { label: 'View the API reference', href: '/api' },
    },
    {
      icon: 'video',
      title: 'Watch the tutorials',
      text: 'Step-by-step videos from setup to conversation design.',
      link: { label: 'Browse tutorials', href: '/tutorials' },
    },
  ],
};
