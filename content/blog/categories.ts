import type { BlogCategory } from '../schema/blog.ts';

/** The blog's nine categories; a post names them in `categoryIds` (slugs) and `categories`. */
export const blogCategories: readonly BlogCategory[] = [
  {
    id: 'ai-technology',
    slug: 'ai-technology',
    name: 'AI Technology',
    description:
      'How speech recognition, language models and voice synthesis come together in agents that hold a real conversation.',
    iconName: 'brain',
    color: 'indigo',
  },
  {
    id: 'business-strategy',
    slug: 'business-strategy',
    name: 'Business Strategy',
    description:
      'Planning, budgeting and measuring AI agents as an investment: where they pay off and how to prove it.',
    iconName: 'trending-up',
    color: 'violet',
  },
  {
    id: 'user-experience',
    slug: 'user-experience',
    name: 'User Experience',
    description:
      'Designing conversations that callers enjoy: pacing, tone, turn-taking and graceful hand-offs to people.',
    iconName: 'smile',
    color: 'sky',
  },
  {
    id: 'ai-ethics',
    slug: 'ai-ethics',
    name: 'AI Ethics',
    description:
      'Disclosure, consent, privacy and fairness: building AI agents that customers and regulators can trust.',
    iconName: 'shield-check',
    color: 'slate',
  },
  {
    id: 'healthcare',
    slug: 'healthcare',
    name: 'Healthcare',
    description:
      'AI agents for clinics and practices: scheduling, reminders, intake and patient questions, handled with care.',
    iconName: 'stethoscope',
    color: 'rose',
  },
  {
    id: 'real-estate',
    slug: 'real-estate',
    name: 'Real Estate',
    description:
      'Answering buyer and seller calls, qualifying prospects and booking showings for agents and brokerages.',
    iconName: 'home',
    color: 'emerald',
  },
  {
    id: 'sales-automation',
    slug: 'sales-automation',
    name: 'Sales Automation',
    description:
      'Follow-ups, pipelines and CRM updates that run themselves, so sales teams spend their time selling.',
    iconName: 'zap',
    color: 'amber',
  },
  {
    id: 'lead-generation',
    slug: 'lead-generation',
    name: 'Lead Generation',
    description:
      'Capturing, qualifying and routing every inbound lead within seconds, at any hour of the day.',
    iconName: 'target',
    color: 'fuchsia',
  },
  {
    id: 'customer-service',
    slug: 'customer-service',
    name: 'Customer Service',
    description:
      'Round-the-clock support by voice and chat: faster answers, shorter queues and happier support teams.',
    iconName: 'headphones',
    color: 'teal',
  },
];

export function findCategory(slug: string | undefined): BlogCategory | undefined {
  return blogCategories.find((category) => category.slug === slug);
}
