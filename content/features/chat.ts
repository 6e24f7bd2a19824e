import type { AgentFeaturePage } from '../schema/features.ts';

/** /features/chat. Prices and the language count are fixed product figures. */
export const chatAgents: AgentFeaturePage = {
  hero: {
    eyebrow: 'AI Chat Agents',
    title: 'AI chat agents that answer, qualify and convert in over 20 languages',
    intro:
      'Put an AI agent on your website, SMS and social inboxes. It answers questions instantly, captures leads, books meetings and hands complex conversations to your team.',
    primary: { label: 'Start Free Trial', href: '/onboarding' },
    secondary: { label: 'Schedule a Demo', href: '/contact' },
    highlights: ['Over 20 languages', 'Answers 24/7', 'Website, SMS and social'],
    image: {
      src: '/images/features/chat-agents.svg',
      alt: 'A website chat window: a visitor asks about delivery times and the agent answers and offers a discount code.',
      width: 560,
      height: 440,
    },
  },
  features: {
    title: 'Key features',
    intro: 'A chat agent that knows your business as well as your best support rep.',
    items: [
      {
        icon: 'messages',
        title: 'Natural conversations',
        text: 'Understands typos, slang and follow-up questions and replies in a friendly, on-brand tone.',
      },
      {
        icon: 'clock',
        title: 'Available 24/7',
        text: 'Answers every visitor in seconds at any hour and handles any number of chats at once.',
      },
      {
        icon: 'route',
        title: 'Intelligent routing',
        text: 'Detects buying intent or frustration and hands the chat to the right team with the full transcript.',
      },
      {
        icon: 'layers',
        title: 'One agent, every channel',
        text: 'The same agent on your website widget, SMS, social messaging and email, with one shared history.',
      },
      {
        icon: 'user-check',
        title: 'Lead capture',
        text: 'Collects names, emails and needs naturally during the conversation and sends them to your CRM.',
      },
      {
        icon: 'sparkles',
        title: 'Rich messages',
        text: 'Buttons, product cards, forms and booking links right inside the chat.',
      },
    ],
  },
  howItWorks: {
    title: 'How it works',
    intro: 'Launch on your website with one line of code, then improve the agent with every chat.',
    items: [
      {
        title: 'Configure',
        text: 'Train the agent on your website, help articles and product catalogue, then set its tone, greeting and goals.',
      },
      {
        title: 'Integrate',
        text: 'Paste the widget snippet into your site, connect SMS and social channels, and link your CRM and help desk.',
      },
      {
        title: 'Optimize',
        text: 'See which questions convert, fill gaps in the knowledge base and test new greetings to lift engagement.',
      },
    ],
  },
  benefits: {
    title: 'Why teams add AI chat',
    items: [
      {
        icon: 'zap',
        title: 'Instant answers',
        text: 'Visitors get a helpful reply in seconds instead of waiting for an email the next day.',
      },
      {
        icon: 'trending-up',
        title: 'More qualified leads',
        text: 'Every conversation becomes a lead with context, so sales calls start where the chat ended.',
      },
      {
        icon: 'dollar',
        title: 'Lower support costs',
        text: 'Routine questions are resolved automatically, and your team handles only what needs a person.',
      },
      {
        icon: 'globe',
        title: 'Global reach',
        text: 'Serve customers in over 20 languages without hiring a multilingual team.',
      },
    ],
  },
  useCases: {
    title: 'Use cases',
    intro: 'Results our customers report after their first three months.',
    items: [
      {
        icon: 'cart',
        title: 'E-commerce stores',
        text: 'Answers sizing, shipping and return questions and recovers shoppers who hesitate at checkout.',
        result: { value: '30%', label: 'fewer abandoned carts' },
      },
      {
        icon: 'code',
        title: 'SaaS and technology',
        text: 'Qualifies trial sign-ups, answers technical questions and books demos with the right rep.',
        result: { value: '40%', label: 'more demos booked' },
      },
      {
        icon: 'headphones',
        title: 'Customer support',
        text: 'Resolves order, account and billing questions and escalates the rest with full context.',
        result: { value: '65%', label: 'of questions resolved without a person' },
      },
    ],
  },
  technology: {
    title: 'The technology behind every chat',
    items: [
      {
        icon: 'brain',
        title: 'Language understanding',
        text: 'Large language models that follow the conversation and answer only from your approved content.',
      },
      {
        icon: 'book',
        title: 'Knowledge training',
        text: 'Learns from your pages, documents and past conversations, and stays current as they change.',
      },
      {
        icon: 'languages',
        title: 'Multilingual engine',
        text: 'Detects the visitor’s language and replies in it, in over 20 languages.',
      },
      {
        icon: 'shield-check',
        title: 'Secure by design',
        text: 'Encrypted conversations, masked personal data and role-based access for your team.',
      },
    ],
  },
  testimonials: {
    title: 'What our customers say',
    items: [
      {
        id: 'lena-kovacs',
        name: 'Lena Kovacs',
        role: 'Head of E-commerce',
        company: 'Alder & Pine Outfitters',
        quote:
          'The chat agent answers sizing and shipping questions before shoppers give up. Abandoned carts fell by almost a third and our support inbox is finally under control.',
        rating: 5,
      },
      {
        id: 'david-okafor',
        name: 'David Okafor',
        role: 'VP of Sales',
        company: 'Cloudline Software',
        quote:
          'Every trial sign-up now gets a conversation within seconds. The agent qualifies them and books demos with the right rep, and our pipeline has never been cleaner.',
        rating: 5,
      },
    ],
  },
  pricing: {
    title: 'Chat agent pricing',
    intro: 'Every plan starts with a 14-day free trial. No credit card required, cancel anytime.',
    items: [
      {
        id: 'starter',
        name: 'Starter',
        price: '$299',
        priceNote: '/mo',
        description: 'For a website that wants instant answers around the clock.',
        features: ['1 agent', '1,000 conversations', 'Website chat widget'],
        cta: { label: 'Start Free Trial', href: '/onboarding' },
      },
      {
        id: 'professional',
        name: 'Professional',
        price: '$699',
        priceNote: '/mo',
        description: 'For teams turning conversations into pipeline.',
        features: ['3 agents', '5,000 conversations', 'CRM integration', 'Priority support'],
        highlight: 'Most Popular',
        cta: { label: 'Start Free Trial', href: '/onboarding' },
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        price: 'Custom',
        description: 'For high-volume support and sales across many brands.',
        // Enterprise is priced as custom without a feature list;
        // these describe what "custom" covers.
        features: [
          'Agents and conversations sized to your volume',
          'Custom channels and integrations',
          'Dedicated account manager',
          'Security review and SLA',
        ],
        cta: { label: 'Contact Sales', href: '/contact' },
      },
    ],
  },
  faqs: {
    title: 'Frequently asked questions',
    items: [
      {
        id: 'languages',
        question: 'Which languages can the chat agent use?',
        answer:
          'Over 20 languages. The agent detects the language each visitor writes in and replies in the same one.',
      },
      {
        id: 'channels',
        question: 'Where can I put the chat agent?',
        answer:
          'On your website with one line of code, and on SMS, social messaging and email. All channels share one conversation history.',
      },
      {
        id: 'handoff',
        question: 'Can my team take over a conversation?',
        answer:
          'Yes. The agent hands the chat to the right person or team with the full transcript, and your team can join any conversation at any time.',
      },
      {
        id: 'trial',
        question: 'Is there a free trial?',
        answer:
          'Yes. Every plan includes a 14-day free trial. No credit card is required and you can cancel anytime.',
      },
    ],
  },
  cta: {
    title: 'See what chat agents did for businesses like yours',
    text: 'Read how stores, software companies and support teams answer instantly and convert more visitors.',
    primary: { label: 'View Case Studies', href: '/case-studies' },
    secondary: { label: 'Schedule a Demo', href: '/contact' },
  },
};
