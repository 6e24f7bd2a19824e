import type { HomeFaq } from '../schema/home.ts';

/** The nine questions of the home FAQ. */
export const homeFaqs: readonly HomeFaq[] = [
  {
    id: 'what-is-voice-agent',
    category: 'General',
    question: 'What is an AI voice agent?',
    answer:
      'An AI voice agent is a virtual team member that answers and makes phone calls in a natural voice. It qualifies leads, answers questions, books appointments and logs every conversation in your CRM, 24 hours a day.',
  },
  {
    id: 'free-trial',
    category: 'Pricing',
    question: 'Is there a free trial?',
    answer:
      'Yes. Every plan starts with a 14-day free trial that includes up to 50 calls. No credit card is required and you can cancel anytime.',
  },
  {
    id: 'setup-time',
    category: 'General',
    question: 'How long does setup take?',
    answer:
      'A standard agent is live within 24 to 48 hours. Custom agents with bespoke scripts and integrations usually take one to two weeks.',
  },
  {
    id: 'accuracy',
    category: 'Technology',
    question: 'How accurate are the conversations?',
    answer:
      'Our agents understand callers with 95% accuracy, and over 95 percent across regional accents. Anything the agent cannot answer is handed to your team with a full transcript.',
  },
  {
    id: 'concurrent-calls',
    category: 'Technology',
    question: 'How many calls can an agent handle at once?',
    answer:
      'Unlimited concurrent calls. Whether ten people call at once or a thousand, nobody hears a busy tone or waits on hold.',
  },
  {
    id: 'languages',
    category: 'Technology',
    question: 'Which languages do the agents speak?',
    answer:
      'Voice agents speak seven languages: English, Spanish, French, German, Italian, Portuguese and Japanese. Chat agents support more than 20 languages.',
  },
  {
    id: 'customize-voice',
    category: 'Customization',
    question: 'Can I customize what the agent says and how it sounds?',
    answer:
      'Yes. You choose the voice, greeting, tone and script, and you can train the agent on your own documents and FAQs so it answers the way your best employee would.',
  },
  {
    id: 'crm-integration',
    category: 'Integration',
    question: 'Does it work with my CRM and calendar?',
    answer:
      'The platform includes its own CRM and connects to popular CRMs, calendars and help desks through pre-built connectors, webhooks and an open API.',
  },
  {
    id: 'change-plans',
    category: 'Pricing',
    question: 'Can I change plans later?',
    answer:
      'Yes. You can upgrade or downgrade at any time from your dashboard; changes apply from your next billing period.',
  },
];
