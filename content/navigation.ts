import type { Navigation } from './schema/navigation.ts';

/**
 * Header mega menus, header links and footer links. Pages are named by route id, so a renamed
 * or removed route breaks the build; labels come from the route table unless given here.
 * Validated against its schema by a unit test rather than at load time: the header is part of
 * every page's first script, and the schema library would otherwise ship with it.
 */
export const navigation: Navigation = {
  megaMenus: [
    {
      id: 'product',
      label: 'Product',
      groups: [
        {
          title: 'Platform',
          items: [
            {
              route: 'product-tour',
              icon: 'route',
              description: 'A guided six-step walk through the platform',
            },
            {
              section: 'features',
              label: 'Features',
              icon: 'zap',
              description: 'Everything the platform can do',
            },
            {
              route: 'enhanced-crm',
              icon: 'sparkles',
              description: 'An AI-first CRM that follows up for you',
            },
            {
              route: 'crm',
              icon: 'database',
              description: 'CRM, funnels, email, SMS and scheduling',
            },
            {
              route: 'comparison',
              icon: 'layers',
              description: 'Every plan compared feature by feature',
            },
          ],
        },
        {
          title: 'AI agents',
          items: [
            {
              route: 'voice-agents',
              icon: 'mic',
              description: 'Natural-sounding agents that answer 24/7',
            },
            {
              route: 'chat',
              icon: 'messages',
              description: 'Website, SMS and social chat in 20+ languages',
            },
            {
              route: 'analytics',
              icon: 'bar-chart',
              description: 'Dashboards and reports on every conversation',
            },
            {
              route: 'integrations',
              icon: 'plug',
              description: 'Connect your CRM, calendar and help desk',
            },
          ],
        },
        {
          title: 'Developers & help',
          items: [
            {
              route: 'quick-start',
              label: 'Quick Start',
              icon: 'rocket',
              description: 'Launch your first agent in minutes',
            },
            {
              route: 'documentation',
              icon: 'book',
              description: 'Concepts and guides for building agents',
            },
            { route: 'api', icon: 'code', description: 'REST endpoints, webhooks and SDKs' },
            {
              section: 'faq',
              label: 'FAQ',
              icon: 'help',
              description: 'Answers to the questions we hear most',
            },
          ],
        },
      ],
      highlight: {
        eyebrow: 'Free demo',
        title: 'Hear your own AI voice agent',
        text: 'Tell us about your business and get a live demo call from an agent built for it.',
        route: 'contact',
        cta: 'Schedule a Demo',
      },
    },
    {
      id: 'solutions',
      label: 'Solutions',
      groups: [
        {
          title: 'Industries',
          items: [
            {
              route: 'agencies',
              label: 'Agencies',
              icon: 'briefcase',
              description: 'White-label agents for your clients',
            },
            {
              route: 'healthcare',
              icon: 'stethoscope',
              description: 'HIPAA-compliant booking and patient care',
            },
            { route: 'ecommerce', icon: 'cart', description: 'Answer shoppers and recover carts' },
            { route: 'real-estate', icon: 'home', description: 'Qualify buyers and book showings' },
          ],
        },
        {
          title: 'Services',
          items: [
            {
              route: 'lead-qualification',
              icon: 'target',
              description: 'Call and qualify every lead in seconds',
            },
            {
              route: 'content-creation',
              icon: 'pen',
              description: 'On-brand posts, emails and scripts',
            },
            {
              route: 'sales-automation',
              icon: 'trending-up',
              description: 'Nurture and close, from awareness to action',
            },
            {
              route: 'customer-support',
              icon: 'headphones',
              description: 'Instant answers on every call and chat',
            },
          ],
        },
        {
          title: 'Get started',
          items: [
            {
              route: 'solution-guides',
              icon: 'file-text',
              description: 'Playbooks for launch and best practice',
            },
            {
              route: 'implementation',
              icon: 'wrench',
              description: 'A five-phase rollout with our experts',
            },
          ],
        },
      ],
      highlight: {
        eyebrow: 'Customer results',
        title: 'See what AI agents did for businesses like yours',
        text: 'Eight case studies across real estate, healthcare, retail and more.',
        route: 'case-studies',
        cta: 'Read case studies',
      },
    },
    {
      id: 'resources',
      label: 'Resources',
      groups: [
        {
          title: 'Learn',
          items: [
            {
              route: 'blog',
              icon: 'file-text',
              description: 'Insights on conversational AI and growth',
            },
            { route: 'webinars', icon: 'video', description: 'Live and on-demand expert sessions' },
            {
              route: 'tutorials',
              icon: 'graduation',
              description: 'Step-by-step videos, setup to analytics',
            },
            {
              route: 'success-stories',
              icon: 'award',
              description: 'How businesses grow with AI agents',
            },
            {
              route: 'case-studies',
              icon: 'line-chart',
              description: 'Challenges, solutions and results',
            },
          ],
        },
        {
          title: 'Try it',
          items: [
            {
              route: 'interactive-elements',
              icon: 'puzzle',
              description: 'Calculator, comparison and a chat bot',
            },
            {
              route: 'personalization-demo',
              icon: 'palette',
              description: 'Tailor the site to your industry',
            },
            {
              route: 'onboarding',
              icon: 'list-checks',
              description: 'Set up your account step by step',
            },
          ],
        },
        {
          title: 'Community',
          items: [
            { route: 'affiliate', icon: 'dollar', description: 'Earn 25% lifetime commission' },
            {
              route: 'partners',
              icon: 'handshake',
              description: 'Resell, refer or integrate with us',
            },
            { route: 'developers', icon: 'code', description: 'APIs, SDKs and code examples' },
            { route: 'community', icon: 'users', description: 'Events, discussions and resources' },
          ],
        },
      ],
      highlight: {
        eyebrow: 'Live sessions',
        title: 'Learn from the people building AI agents',
        text: 'Join an upcoming webinar or watch any session on demand.',
        route: 'webinars',
        cta: 'Browse webinars',
      },
    },
  ],
  headerLinks: [
    { section: 'pricing', label: 'Pricing' },
    { route: 'case-studies' },
    { route: 'blog' },
  ],
  footerColumns: [
    {
      title: 'Product',
      links: [
        { section: 'features', label: 'Features' },
        { section: 'pricing', label: 'Pricing' },
        { route: 'voice-agents', label: 'AI Voice Agents' },
        { route: 'chat', label: 'AI Chat Agents' },
        { route: 'integrations' },
        { route: 'comparison' },
      ],
    },
    {
      title: 'Solutions',
      links: [
        { route: 'agencies', label: 'Agencies' },
        { route: 'healthcare' },
        { route: 'ecommerce' },
        { route: 'real-estate' },
        { route: 'implementation' },
      ],
    },
    {
      title: 'Resources',
      links: [
        { route: 'blog' },
        { route: 'case-studies' },
        { route: 'webinars' },
        { route: 'tutorials' },
        { route: 'developers' },
      ],
    },
    {
      title: 'Company',
      links: [
        { route: 'contact', label: 'Contact Us' },
        { route: 'partners' },
        { route: 'affiliate', label: 'Affiliates' },
        { route: 'community' },
        { section: 'faq', label: 'FAQ' },
      ],
    },
  ],
  legalLinks: [{ route: 'privacy-policy' }, { route: 'terms-of-service' }],
};
