import type { Guide } from '../schema/resources.ts';

/**
 * Solution guides. Each download is a short plain-text guide under public/guides/, so the link
 * delivers real content without PDFs or a third-party host; a unit test checks the files exist.
 */
export const guides: readonly Guide[] = [
  {
    id: 'ai-voice-agent-starter-guide',
    title: 'The AI Voice Agent Starter Guide',
    description:
      'Everything you need for your first agent: goals, scripts, voice, calendar and CRM connections, and a launch checklist.',
    category: 'getting-started',
    industry: 'all',
    thumbnailUrl: '/images/guides/ai-voice-agent-starter-guide.svg',
    downloadUrl: '/guides/ai-voice-agent-starter-guide.txt',
    readTime: '6 min read',
    featured: true,
  },
  {
    id: 'conversation-design-best-practices',
    title: 'Conversation Design Best Practices',
    description:
      'Greetings, questions, confirmations and hand-offs that make AI conversations feel natural and get results.',
    category: 'best-practices',
    industry: 'all',
    thumbnailUrl: '/images/guides/conversation-design-best-practices.svg',
    downloadUrl: '/guides/conversation-design-best-practices.txt',
    readTime: '7 min read',
    featured: true,
  },
  {
    id: 'healthcare-patient-communication',
    title: 'Patient Communication Playbook for Healthcare',
    description:
      'Automate scheduling, reminders and intake while keeping patient data protected and clinical questions with your staff.',
    category: 'industry',
    industry: 'healthcare',
    thumbnailUrl: '/images/guides/healthcare-patient-communication.svg',
    downloadUrl: '/guides/healthcare-patient-communication.txt',
    readTime: '6 min read',
    featured: true,
  },
  {
    id: 'implementation-playbook',
    title: 'The Implementation Playbook',
    description:
      'A five-phase plan from discovery to optimisation, with owners, durations and the decisions to make at each step.',
    category: 'implementation',
    industry: 'all',
    thumbnailUrl: '/images/guides/implementation-playbook.svg',
    downloadUrl: '/guides/implementation-playbook.txt',
    readTime: '8 min read',
    featured: false,
  },
  {
    id: 'sales-qualification-scripts',
    title: 'Lead Qualification Scripts for Sales Teams',
    description:
      'Ready-to-adapt qualification questions, scoring rules and meeting-booking flows for inbound and outbound sales.',
    category: 'best-practices',
    industry: 'sales',
    thumbnailUrl: '/images/guides/sales-qualification-scripts.svg',
    downloadUrl: '/guides/sales-qualification-scripts.txt',
    readTime: '5 min read',
    featured: false,
  },
  {
    id: 'marketing-follow-up-automation',
    title: 'Automating Marketing Follow-Up',
    description:
      'Reply to every form fill within minutes and nurture leads across text, email and voice until they are ready to talk.',
    category: 'best-practices',
    industry: 'marketing',
    thumbnailUrl: '/images/guides/marketing-follow-up-automation.svg',
    downloadUrl: '/guides/marketing-follow-up-automation.txt',
    readTime: '5 min read',
    featured: false,
  },
  {
    id: 'real-estate-lead-response',
    title: 'Speed-to-Lead for Real Estate Teams',
    description:
      'How brokerages respond to portal leads in under a minute, qualify buyers and sellers and book more showings.',
    category: 'industry',
    industry: 'real-estate',
    thumbnailUrl: '/images/guides/real-estate-lead-response.svg',
    downloadUrl: '/guides/real-estate-lead-response.txt',
    readTime: '5 min read',
    featured: false,
  },
  {
    id: 'ecommerce-customer-conversations',
    title: 'Conversational Commerce for Online Stores',
    description:
      'Answer order and sizing questions instantly, recover abandoned carts and turn support chats into sales.',
    category: 'industry',
    industry: 'ecommerce',
    thumbnailUrl: '/images/guides/ecommerce-customer-conversations.svg',
    downloadUrl: '/guides/ecommerce-customer-conversations.txt',
    readTime: '5 min read',
    featured: false,
  },
  {
    id: 'customer-support-automation',
    title: 'Rolling Out AI in Customer Support',
    description:
      'Connect agents to your help desk and knowledge base, set escalation rules and measure resolution and satisfaction.',
    category: 'implementation',
    industry: 'customer-service',
    thumbnailUrl: '/images/guides/customer-support-automation.svg',
    downloadUrl: '/guides/customer-support-automation.txt',
    readTime: '6 min read',
    featured: false,
  },
];
