import type { DemoFaq } from '../schema/demos.ts';

/** Questions of the interactive FAQ on /interactive-elements, in five categories. */
export const demoFaqs: readonly DemoFaq[] = [
  {
    id: 'what-is-voxera',
    category: 'General',
    question: 'What does Voxera AI do?',
    answer:
      'Voxera AI builds AI voice and chat agents that answer calls and messages, qualify leads and book appointments around the clock, on top of an all-in-one CRM and marketing platform.',
  },
  {
    id: 'who-is-it-for',
    category: 'General',
    question: 'Which businesses use AI agents?',
    answer:
      'Agencies, healthcare practices, e-commerce stores, real estate teams and service businesses: anyone who loses leads to missed calls or slow replies.',
  },
  {
    id: 'free-trial',
    category: 'General',
    question: 'Is there a free trial?',
    answer:
      'Yes. The free trial lasts 14 days, needs no credit card and you can cancel anytime. It includes up to 50 calls.',
  },
  {
    id: 'how-natural',
    category: 'Technology',
    question: 'How natural do the voice agents sound?',
    answer:
      'Our agents use natural, human-like voices, understand over 95 percent of accents and handle interruptions and follow-up questions gracefully.',
  },
  {
    id: 'concurrent-calls',
    category: 'Technology',
    question: 'How many calls can an agent handle at once?',
    answer:
      'Unlimited concurrent calls. Every caller is answered straight away, so nobody waits on hold during busy hours.',
  },
  {
    id: 'languages',
    category: 'Technology',
    question: 'Which languages are supported?',
    answer:
      'Voice agents speak 7 languages: English, Spanish, French, German, Italian, Portuguese and Japanese. Chat agents support over 20 languages.',
  },
  {
    id: 'custom-voice',
    category: 'Customization',
    question: 'Can I choose the voice and personality of my agent?',
    answer:
      'Yes. Choose a voice, a name, a greeting and a tone that matches your brand, and decide which questions the agent asks on every call.',
  },
  {
    id: 'custom-scripts',
    category: 'Customization',
    question: 'Can the agent follow my own scripts and rules?',
    answer:
      'Yes. Give your agent your scripts, FAQs and routing rules; it follows them and hands over to a person whenever a caller asks.',
  },
  {
    id: 'setup-time',
    category: 'Customization',
    question: 'How long does setup take?',
    answer:
      'A simple agent is ready in 24 to 48 hours. Custom agents with bespoke workflows usually take 1 to 2 weeks.',
  },
  {
    id: 'pricing-model',
    category: 'Pricing',
    question: 'How is pricing calculated?',
    answer:
      'Each plan has a monthly base price per agent and includes a number of calls; extra calls are billed per call. Annual billing saves 20%.',
  },
  {
    id: 'change-plan',
    category: 'Pricing',
    question: 'Can I change plans later?',
    answer:
      'Yes. Upgrade or downgrade at any time; the change applies from your next billing period.',
  },
  {
    id: 'crm-integration',
    category: 'Integration',
    question: 'Does it work with my CRM?',
    answer:
      'Yes. Pre-built connectors sync contacts, transcripts and bookings with popular CRMs in both directions, and the open API covers the rest.',
  },
  {
    id: 'calendar-integration',
    category: 'Integration',
    question: 'Can the agent book appointments in my calendar?',
    answer:
      'Yes. Connect your calendar and the agent offers free slots, books the appointment and sends a confirmation text.',
  },
];
