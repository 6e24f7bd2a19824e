import type { LearningPath, Tutorial } from '../schema/resources.ts';

export const tutorials: readonly Tutorial[] = [
  {
    id: 'create-your-first-voice-agent',
    title: 'Create Your First AI Voice Agent',
    description:
      'Set up an agent, pick a voice and language, write its greeting and make a test call, all in about ten minutes.',
    duration: '10 min',
    level: 'beginner',
    category: 'getting-started',
    thumbnailUrl: '/images/tutorials/create-your-first-voice-agent.svg',
    steps: [
      'Create an agent from a template',
      'Choose a voice and language',
      'Write the greeting and first questions',
      'Place a test call to your own phone',
    ],
    guideUrl: '/quick-start',
    featured: true,
  },
  {
    id: 'connect-your-crm',
    title: 'Connect Your CRM in Minutes',
    description:
      'Sync contacts, log every conversation and create deals automatically with the pre-built CRM connectors.',
    duration: '15 min',
    level: 'intermediate',
    category: 'integration',
    thumbnailUrl: '/images/tutorials/connect-your-crm.svg',
    steps: [
      'Pick your CRM from the connector list',
      'Authorize the connection',
      'Map agent answers to CRM fields',
      'Verify the sync with a test lead',
    ],
    guideUrl: '/features/integrations',
    featured: true,
  },
  {
    id: 'writing-conversation-flows',
    title: 'Writing Conversation Flows That Feel Human',
    description:
      'Design greetings, follow-up questions and hand-offs that keep callers engaged and get you the answers you need.',
    duration: '20 min',
    level: 'intermediate',
    category: 'conversation-design',
    thumbnailUrl: '/images/tutorials/writing-conversation-flows.svg',
    steps: [
      'Outline the goal of the conversation',
      'Write open and closed questions',
      'Handle interruptions and unclear answers',
      'Add a graceful hand-off to a human',
    ],
    guideUrl: '/documentation',
    featured: true,
  },
  {
    id: 'setting-up-chat-widget',
    title: 'Add the Chat Widget to Your Website',
    description:
      'Embed the chat agent on any website with one snippet, then match its colours and welcome message to your brand.',
    duration: '8 min',
    level: 'beginner',
    category: 'getting-started',
    thumbnailUrl: '/images/tutorials/setting-up-chat-widget.svg',
    steps: [
      'Copy the widget snippet',
      'Paste it into your site template',
      'Set the theme, position and welcome message',
    ],
    guideUrl: '/developers',
    featured: false,
  },
  {
    id: 'automating-lead-qualification',
    title: 'Automate Lead Qualification',
    description:
      'Score every inbound lead with a short qualification call and book the best ones straight into your sales calendar.',
    duration: '18 min',
    level: 'intermediate',
    category: 'sales',
    thumbnailUrl: '/images/tutorials/automating-lead-qualification.svg',
    steps: [
      'Define your qualification criteria',
      'Turn them into agent questions',
      'Route qualified leads to the right rep',
      'Book meetings automatically',
    ],
    guideUrl: '/services/lead-qualification',
    featured: false,
  },
  {
    id: 'measuring-agent-performance',
    title: 'Measure Agent Performance with Analytics',
    description:
      'Read the dashboards that matter: call outcomes, conversion rate, sentiment and the questions your agents cannot yet answer.',
    duration: '12 min',
    level: 'beginner',
    category: 'analytics',
    thumbnailUrl: '/images/tutorials/measuring-agent-performance.svg',
    steps: [
      'Tour the conversation dashboard',
      'Filter results by agent and campaign',
      'Schedule a weekly report',
    ],
    guideUrl: '/features/analytics',
    featured: false,
  },
  {
    id: 'webhooks-and-api',
    title: 'Extend Your Agents with Webhooks and the API',
    description:
      'Trigger your own systems when a call ends, look up live data during a conversation and create agents programmatically.',
    duration: '25 min',
    level: 'advanced',
    category: 'integration',
    thumbnailUrl: '/images/tutorials/webhooks-and-api.svg',
    steps: [
      'Create an API key',
      'Subscribe to conversation webhooks',
      'Call your own endpoint during a conversation',
      'Create agents with the API',
    ],
    guideUrl: '/api',
    featured: false,
  },
  {
    id: 'advanced-sales-sequences',
    title: 'Build Multi-Channel Sales Sequences',
    description:
      'Combine calls, texts and emails into sequences that follow up automatically until a prospect books or opts out.',
    duration: '22 min',
    level: 'advanced',
    category: 'sales',
    thumbnailUrl: '/images/tutorials/advanced-sales-sequences.svg',
    steps: [
      'Plan the touchpoints of a sequence',
      'Set timing and stop conditions',
      'Personalise messages with CRM data',
      'Review results and iterate',
    ],
    guideUrl: '/services/sales-automation',
    featured: false,
  },
];

export const learningPaths: readonly LearningPath[] = [
  {
    id: 'ai-agent-fundamentals',
    title: 'AI Agent Fundamentals',
    description:
      'New to AI agents? Launch a voice agent and a chat widget, design your first conversations and learn to read the results.',
    level: 'beginner',
    tutorialIds: [
      'create-your-first-voice-agent',
      'setting-up-chat-widget',
      'writing-conversation-flows',
      'measuring-agent-performance',
    ],
  },
  {
    id: 'sales-automation-expert',
    title: 'Sales Automation Expert',
    description:
      'Connect your CRM, qualify leads automatically and build multi-channel sequences that fill your pipeline.',
    level: 'advanced',
    tutorialIds: [
      'connect-your-crm',
      'automating-lead-qualification',
      'advanced-sales-sequences',
      'webhooks-and-api',
    ],
  },
];
