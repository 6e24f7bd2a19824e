import type { BlogBlock } from '../../schema/blog.ts';

/** The body of the post `ai-customer-service-24-7`; its title, dates and other details are in ../post-index.ts. */
export const body: BlogBlock[] = [
  {
    type: 'paragraph',
    text: 'Customer expectations have changed faster than support budgets. People want an answer now, on the channel they chose, whether it is nine in the morning or eleven at night. Meanwhile most support teams are sized for average demand, which means long queues at peaks, idle agents in the lulls and a constant risk of burnout for the people who hold it all together.',
  },
  {
    type: 'paragraph',
    text: 'AI agents do not fix that by replacing the team. They fix it by absorbing the predictable, repetitive work so that people can focus on the conversations where judgment and empathy matter.',
  },
  { type: 'heading', text: 'Where the volume really comes from' },
  {
    type: 'paragraph',
    text: 'When we analyse a new customer’s call and chat logs, the pattern is remarkably consistent. A handful of intents make up the majority of contacts, and most of them can be resolved with information the business already has:',
  },
  {
    type: 'list',
    items: [
      'Order, delivery and appointment status',
      'Password resets, account changes and billing questions',
      'Opening hours, policies, returns and warranty terms',
      'Simple troubleshooting that follows a known checklist',
      'Requests to speak with a specific team or person',
    ],
  },
  {
    type: 'paragraph',
    text: 'An AI agent connected to the order system, the help center and the CRM can resolve these end to end, by voice or chat, in the customer’s own words. No menu trees, no “press 4 for billing”.',
  },
  { type: 'heading', text: 'Designing the hand-off' },
  {
    type: 'paragraph',
    text: 'The moment an AI agent passes a conversation to a person is where customer experience is won or lost. A good hand-off carries the full context: who the customer is, what they asked, what the agent already tried and how the customer feels about it. The person picking up should never have to ask “how can I help you today?” again.',
  },
  {
    type: 'list',
    items: [
      'Escalate immediately when the customer asks for a person; never make them argue with a bot',
      'Escalate on frustration signals such as repeated questions, raised voices or negative words',
      'Send a short written summary with the transfer, and attach it to the ticket automatically',
      'Outside staffed hours, promise a specific call-back time and keep the promise',
    ],
  },
  { type: 'heading', text: 'What happens to the support team' },
  {
    type: 'paragraph',
    text: 'The teams we work with do not shrink so much as change shape. With routine contacts handled, people spend their days on complex cases, proactive outreach to at-risk accounts and improving the knowledge the agent relies on. Several teams have created a new role, often called an AI trainer or automation specialist, who reviews transcripts each week and fixes the gaps they find. That work is more interesting than reading the same answer aloud fifty times a day, and it shows in retention.',
  },
  { type: 'heading', text: 'Measuring success' },
  {
    type: 'paragraph',
    text: 'Resist the temptation to measure only containment, the share of contacts the AI resolves without a person. A high containment rate is worthless if customers leave annoyed. Track a balanced set of numbers instead:',
  },
  {
    type: 'list',
    items: [
      'Time to first response and time to resolution, across all hours',
      'Resolution rate confirmed by the customer, not assumed by the system',
      'Customer satisfaction for AI-handled and person-handled conversations side by side',
      'Escalation reasons, reviewed weekly to find missing knowledge or broken integrations',
    ],
  },
  {
    type: 'paragraph',
    text: 'Round-the-clock service used to mean night shifts or an outsourced call center. Today it can mean an AI agent that knows your business, speaks in your brand voice and knows when to call for help. Your customers get answers faster, and your team gets to do its best work.',
  },
];
