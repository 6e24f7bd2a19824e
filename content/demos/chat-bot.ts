import type { ChatReply } from '../schema/demos.ts';

/** Canned replies of the demo chat bot, matched by keyword in this order. */
export const chatReplies: readonly ChatReply[] = [
  {
    id: 'pricing',
    keywords: ['pric*', 'cost*', 'plan', 'plans', 'how much', 'expensive', 'cheap*'],
    reply:
      'Our plans start at $49/month for Basic and $99/month for Professional. Enterprise plans are priced to fit your needs, and every plan starts with a 14-day free trial.',
  },
  {
    id: 'demo',
    keywords: ['demo*', 'trial', 'try', 'test*'],
    reply:
      'You can hear a custom AI voice agent for your business: request a free demo on our home page and we will call you. The free trial lasts 14 days, no credit card needed.',
  },
  {
    id: 'integration',
    keywords: ['integrat*', 'crm', 'calendar*', 'api', 'connect*', 'webhook*'],
    reply:
      'Voxera AI connects to popular CRMs, calendars and help desks with pre-built connectors, and to everything else through our open API and webhooks.',
  },
  {
    id: 'languages',
    keywords: ['language*', 'spanish', 'french', 'german', 'multilingual'],
    reply:
      'Voice agents speak 7 languages (English, Spanish, French, German, Italian, Portuguese and Japanese); chat agents support over 20.',
  },
  {
    id: 'setup',
    keywords: ['setup', 'set up', 'install*', 'how long', 'onboard*', 'get started'],
    reply:
      'A simple agent is ready in 24 to 48 hours; custom agents take 1 to 2 weeks. Our team helps you every step of the way.',
  },
  {
    id: 'human',
    keywords: ['human', 'person', 'sales', 'contact', 'talk', 'call me'],
    reply:
      'Happy to connect you with our team: use the contact page or call us during business hours, Monday to Friday 9:00 AM to 6:00 PM EST.',
  },
  {
    id: 'greeting',
    keywords: ['hello', 'hi', 'hey', 'good morning', 'good afternoon'],
    reply: 'Hi there! Ask me about pricing, integrations, languages or how to get a free demo.',
  },
];

export const chatGreeting =
  "Hi! I'm the Voxera AI assistant. Ask me about pricing, integrations or setting up your first agent.";

export const chatFallback =
  'Good question! I can help with pricing, integrations, languages, setup or a free demo. For anything else, our team is one click away on the contact page.';
