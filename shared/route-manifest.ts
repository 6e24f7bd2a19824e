/**
 * The route table's data half: every page's id, path pattern, title and description.
 * No React here, so the sitemap, breadcrumbs, the recently-viewed title map and the
 * browser sweep can read it without pulling in page code. `shared/routes.tsx` pairs
 * each id with its lazy page module; the type below makes a missing module a build error.
 */
export interface RouteEntry {
  readonly id: string;
  /** React Router path pattern; dynamic segments as `:name`. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** Listed in /sitemap.xml (dynamic patterns list their concrete paths through content). */
  readonly inSitemap: boolean;
  /** Menu and breadcrumb label when it differs from the title. */
  readonly label?: string;
}

export const routeEntries = [
  {
    id: 'home',
    path: '/',
    title: 'AI Voice & Chat Agents for Growing Businesses',
    description:
      'Custom AI voice and chat agents plus an all-in-one platform: CRM, funnels, automation, scheduling, call tracking and analytics. Request a free demo.',
    inSitemap: true,
    label: 'Home',
  },
  {
    id: 'features',
    path: '/features',
    title: 'Features',
    description:
      'Every capability of the platform: AI voice agents, chat, CRM, funnels, automation, scheduling, call tracking, payments, white label and analytics.',
    inSitemap: true,
  },
  {
    id: 'pricing',
    path: '/pricing',
    title: 'Pricing',
    description:
      'Simple plans for AI voice agents and the all-in-one platform: Business Starter, Agency Growth and Enterprise & White Label, billed monthly, annually or once.',
    inSitemap: true,
  },
  {
    id: 'agencies',
    path: '/agencies',
    title: 'AI Agents for Agencies',
    description:
      'Grow your agency with white-label AI voice and chat agents: more clients, higher lead conversion and hours saved every week.',
    inSitemap: true,
  },
  {
    id: 'affiliate',
    path: '/affiliate',
    title: 'Affiliate Program',
    description:
      'Earn a 25% lifetime commission on recurring payments for every business you refer to our AI voice and chat agents.',
    inSitemap: true,
  },
  {
    id: 'contact',
    path: '/contact',
    title: 'Contact Us',
    description:
      'Talk to our team about AI voice and chat agents. Send us a message or call us during business hours.',
    inSitemap: true,
  },
  {
    id: 'crm',
    path: '/crm',
    title: 'All-in-One Marketing CRM',
    description:
      'The all-in-one marketing platform: CRM, pipelines, funnels, email and SMS, scheduling and reporting with AI agents built in.',
    inSitemap: true,
    label: 'CRM',
  },
  {
    id: 'enhanced-crm',
    path: '/enhanced-crm',
    title: 'Enhanced CRM',
    description:
      'An AI-first CRM that qualifies, follows up and books appointments for you. Set up your account in minutes.',
    inSitemap: true,
  },
  {
    id: 'comparison',
    path: '/comparison',
    title: 'Plan Comparison',
    description:
      'Compare Business Starter, Agency Growth and Enterprise & White Label feature by feature and choose the plan that fits.',
    inSitemap: true,
  },
  {
    id: 'product-tour',
    path: '/product-tour',
    title: 'Product Tour',
    description:
      'A six-step guided tour of the platform: agents, CRM, automation, analytics and more.',
    inSitemap: true,
  },
  {
    id: 'blog',
    path: '/blog',
    title: 'Blog',
    description:
      'Articles on AI voice agents, customer service, lead qualification, sales automation and the business of conversational AI.',
    inSitemap: true,
  },
  {
    id: 'blog-post',
    path: '/blog/:slug',
    title: 'Blog Post',
    description: 'An article from our blog.',
    inSitemap: false,
  },
  {
    id: 'blog-author',
    path: '/blog/author/:authorId',
    title: 'Author',
    description: 'Articles by one of our authors.',
    inSitemap: false,
  },
  {
    id: 'blog-category',
    path: '/blog/category/:slug',
    title: 'Category',
    description: 'Articles in one blog category.',
    inSitemap: false,
  },
  {
    id: 'privacy-policy',
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect information when you visit our website.',
    inSitemap: true,
  },
  {
    id: 'terms-of-service',
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'The terms that govern the use of our website, products and services.',
    inSitemap: true,
  },
  {
    id: 'lead-qualification',
    path: '/services/lead-qualification',
    title: 'AI Lead Qualification',
    description:
      'AI agents that call, text and chat with every new lead within seconds, qualify them and book the good ones on your calendar.',
    inSitemap: true,
    label: 'Lead Qualification',
  },
  {
    id: 'content-creation',
    path: '/services/content-creation',
    title: 'AI Content Creation',
    description:
      'Blog posts, social media, email campaigns, website copy, product descriptions and video scripts written by AI in your brand voice.',
    inSitemap: true,
    label: 'Content Creation',
  },
  {
    id: 'sales-automation',
    path: '/services/sales-automation',
    title: 'AI Sales Automation',
    description:
      'Automate your funnel from awareness to action with AI agents that nurture, follow up and close.',
    inSitemap: true,
    label: 'Sales Automation',
  },
  {
    id: 'customer-support',
    path: '/services/customer-support',
    title: 'AI Customer Support',
    description:
      'Answer every customer call and chat instantly, around the clock, with AI agents connected to your help desk and CRM.',
    inSitemap: true,
    label: 'Customer Support',
  },
  {
    id: 'healthcare',
    path: '/healthcare',
    title: 'AI Agents for Healthcare',
    description:
      'HIPAA-compliant AI voice and chat agents that book appointments, answer patient questions and reduce no-shows.',
    inSitemap: true,
    label: 'Healthcare',
  },
  {
    id: 'ecommerce',
    path: '/ecommerce',
    title: 'AI Agents for E-commerce',
    description:
      'AI agents that answer shoppers, recover abandoned carts and handle order questions around the clock.',
    inSitemap: true,
    label: 'E-commerce',
  },
  {
    id: 'real-estate',
    path: '/real-estate',
    title: 'AI Agents for Real Estate',
    description:
      'AI agents that qualify buyers and sellers, book showings and follow up with every lead for you.',
    inSitemap: true,
    label: 'Real Estate',
  },
  {
    id: 'solution-guides',
    path: '/solution-guides',
    title: 'Solution Guides',
    description:
      'Downloadable guides for getting started, best practices, implementation and industry playbooks.',
    inSitemap: true,
  },
  {
    id: 'implementation',
    path: '/implementation',
    title: 'Implementation Services',
    description:
      'A five-phase implementation process with Standard, Professional and Enterprise packages to launch your AI agents.',
    inSitemap: true,
    label: 'Implementation',
  },
  {
    id: 'success-stories',
    path: '/success-stories',
    title: 'Success Stories',
    description: 'How businesses in every industry grow with our AI voice and chat agents.',
    inSitemap: true,
  },
  {
    id: 'webinars',
    path: '/webinars',
    title: 'Webinars',
    description:
      'Live and on-demand webinars on AI agents for sales, marketing, healthcare, e-commerce, real estate and customer service.',
    inSitemap: true,
  },
  {
    id: 'tutorials',
    path: '/tutorials',
    title: 'Tutorials',
    description:
      'Step-by-step video tutorials from getting started to integrations, conversation design, sales and analytics.',
    inSitemap: true,
  },
  {
    id: 'partners',
    path: '/partners',
    title: 'Partner Program',
    description:
      'Partner with us as a reseller, referral or technology partner and grow with Silver, Gold and Platinum tiers.',
    inSitemap: true,
    label: 'Partners',
  },
  {
    id: 'developers',
    path: '/developers',
    title: 'Developers',
    description:
      'APIs, SDKs, webhooks and code examples to build with our AI voice and chat agents.',
    inSitemap: true,
  },
  {
    id: 'community',
    path: '/community',
    title: 'Community',
    description:
      'Join the community: events, discussions, resources and guidelines for people building with AI agents.',
    inSitemap: true,
  },
  {
    id: 'voice-agents',
    path: '/features/voice-agents',
    title: 'AI Voice Agents',
    description:
      'Natural-sounding AI voice agents that answer and make calls 24/7, route intelligently and book appointments.',
    inSitemap: true,
    label: 'Voice Agents',
  },
  {
    id: 'chat',
    path: '/features/chat',
    title: 'AI Chat Agents',
    description:
      'AI chat agents for your website, SMS and social channels that answer, qualify and convert in over 20 languages.',
    inSitemap: true,
    label: 'Chat',
  },
  {
    id: 'analytics',
    path: '/features/analytics',
    title: 'Analytics & Reporting',
    description:
      'Dashboards, over 50 metrics and scheduled reports for every call, chat and campaign your AI agents handle.',
    inSitemap: true,
    label: 'Analytics',
  },
  {
    id: 'integrations',
    path: '/features/integrations',
    title: 'Integrations',
    description:
      'Connect your AI agents to your CRM, calendar, help desk and more with pre-built connectors and an open API.',
    inSitemap: true,
  },
  {
    id: 'progress-demo',
    path: '/progress-demo',
    title: 'Progress Demo',
    description:
      'Progress components in action: a video player, a multi-step form, onboarding, account setup and a guided demo.',
    inSitemap: true,
  },
  {
    id: 'enhanced-contact',
    path: '/enhanced-contact',
    title: 'Get in Touch',
    description:
      'Tell us about your business in three short steps and our team will get back to you.',
    inSitemap: true,
    label: 'Contact',
  },
  {
    id: 'onboarding',
    path: '/onboarding',
    title: 'Onboarding',
    description: 'Set up your account step by step and launch your first AI agent.',
    inSitemap: true,
  },
  {
    id: 'interactive-elements',
    path: '/interactive-elements',
    title: 'Interactive Elements',
    description:
      'Try the interactive FAQ, pricing calculator, feature comparison, testimonial carousel and chat bot.',
    inSitemap: true,
  },
  {
    id: 'personalization-demo',
    path: '/personalization-demo',
    title: 'Personalization Demo',
    description:
      'See how the site adapts to your industry, preferences and browsing: settings, recommendations and recently viewed.',
    inSitemap: true,
  },
  {
    id: 'case-studies',
    path: '/case-studies',
    title: 'Case Studies',
    description:
      'Real results from businesses in real estate, finance, healthcare, technology, education, retail, manufacturing and services.',
    inSitemap: true,
  },
  {
    id: 'case-study',
    path: '/case-studies/:slug',
    title: 'Case Study',
    description: 'A customer case study.',
    inSitemap: false,
  },
  {
    id: 'quick-start',
    path: '/quick-start',
    title: 'Quick Start Guide',
    description:
      'Launch your first AI voice agent in minutes: create an account, configure an agent and connect a phone number.',
    inSitemap: true,
  },
  {
    id: 'documentation',
    path: '/documentation',
    title: 'Documentation',
    description:
      'Guides and reference for configuring agents, conversations, integrations, analytics and webhooks.',
    inSitemap: true,
  },
  {
    id: 'api',
    path: '/api',
    title: 'API Reference',
    description:
      'The REST API for agents, conversations, analytics, webhooks and integrations, with authentication and rate limits.',
    inSitemap: true,
    label: 'API',
  },
  {
    id: 'dashboard',
    path: '/dashboard',
    title: 'Your Dashboard',
    description:
      'Your account is set up. Here is what your dashboard will show once your first agent goes live.',
    inSitemap: false,
  },
  {
    id: 'newsletter',
    path: '/newsletter',
    title: 'Newsletter',
    description: 'Subscribe to our newsletter for AI agent tips, product news and case studies.',
    inSitemap: false,
  },
  {
    id: 'demo-request',
    path: '/demo-request',
    title: 'Request Your Free AI Voice Agent Demo',
    description:
      'Tell us about your business and receive a live demo call from a custom AI voice agent.',
    inSitemap: false,
  },
  {
    id: 'not-found',
    path: '*',
    title: 'Page Not Found',
    description:
      'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
    inSitemap: false,
  },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof routeEntries)[number]['id'];
export type StaticPath = Exclude<
  (typeof routeEntries)[number]['path'],
  `${string}:${string}` | '*'
>;

const entriesById = new Map<string, RouteEntry>(routeEntries.map((entry) => [entry.id, entry]));

export function routeEntry(id: RouteId): RouteEntry {
  const entry = entriesById.get(id);
  if (!entry) throw new Error(`Unknown route id: ${id}`);
  return entry;
}

/** The path of a static route, typed so that a renamed route breaks the build. */
export function pathOf(id: RouteId): string {
  return routeEntry(id).path;
}
