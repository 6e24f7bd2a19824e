/**
 * The route table's data half: every page's id, path pattern and menu label. It ships in the
 * browser's first bundle, so it holds only what links and the router need; each page's title and
 * description live in its page module (`handle`), and `route-modules.ts` names the modules.
 * `routes.tsx` pairs each id with its lazy page module; its types make a missing module a build
 * error.
 */
export interface RouteEntry {
  readonly id: string;
  /** React Router path pattern; dynamic segments as `:name`. */
  readonly path: string;
  /** Menu and footer label. */
  readonly label: string;
  /** Listed in /sitemap.xml (dynamic patterns list their concrete paths through content). */
  readonly inSitemap: boolean;
}

export const routeEntries = [
  {
    id: 'home',
    path: '/',
    label: 'Home',
    inSitemap: true,
  },
  {
    id: 'features',
    path: '/features',
    label: 'Features',
    inSitemap: true,
  },
  {
    id: 'pricing',
    path: '/pricing',
    label: 'Pricing',
    inSitemap: true,
  },
  {
    id: 'agencies',
    path: '/agencies',
    label: 'AI Agents for Agencies',
    inSitemap: true,
  },
  {
    id: 'affiliate',
    path: '/affiliate',
    label: 'Affiliate Program',
    inSitemap: true,
  },
  {
    id: 'contact',
    path: '/contact',
    label: 'Contact Us',
    inSitemap: true,
  },
  {
    id: 'crm',
    path: '/crm',
    label: 'CRM',
    inSitemap: true,
  },
  {
    id: 'enhanced-crm',
    path: '/enhanced-crm',
    label: 'Enhanced CRM',
    inSitemap: true,
  },
  {
    id: 'comparison',
    path: '/comparison',
    label: 'Plan Comparison',
    inSitemap: true,
  },
  {
    id: 'product-tour',
    path: '/product-tour',
    label: 'Product Tour',
    inSitemap: true,
  },
  {
    id: 'blog',
    path: '/blog',
    label: 'Blog',
    inSitemap: true,
  },
  {
    id: 'blog-post',
    path: '/blog/:slug',
    label: 'Blog Post',
    inSitemap: false,
  },
  {
    id: 'blog-author',
    path: '/blog/author/:authorId',
    label: 'Author',
    inSitemap: false,
  },
  {
    id: 'blog-category',
    path: '/blog/category/:slug',
    label: 'Category',
    inSitemap: false,
  },
  {
    id: 'privacy-policy',
    path: '/privacy-policy',
    label: 'Privacy Policy',
    inSitemap: true,
  },
  {
    id: 'terms-of-service',
    path: '/terms-of-service',
    label: 'Terms of Service',
    inSitemap: true,
  },
  {
    id: 'lead-qualification',
    path: '/services/lead-qualification',
    label: 'Lead Qualification',
    inSitemap: true,
  },
  {
    id: 'content-creation',
    path: '/services/content-creation',
    label: 'Content Creation',
    inSitemap: true,
  },
  {
    id: 'sales-automation',
    path: '/services/sales-automation',
    label: 'Sales Automation',
    inSitemap: true,
  },
  {
    id: 'customer-support',
    path: '/services/customer-support',
    label: 'Customer Support',
    inSitemap: true,
  },
  {
    id: 'healthcare',
    path: '/healthcare',
    label: 'Healthcare',
    inSitemap: true,
  },
  {
    id: 'ecommerce',
    path: '/ecommerce',
    label: 'E-commerce',
    inSitemap: true,
  },
  {
    id: 'real-estate',
    path: '/real-estate',
    label: 'Real Estate',
    inSitemap: true,
  },
  {
    id: 'solution-guides',
    path: '/solution-guides',
    label: 'Solution Guides',
    inSitemap: true,
  },
  {
    id: 'implementation',
    path: '/implementation',
    label: 'Implementation',
    inSitemap: true,
  },
  {
    id: 'success-stories',
    path: '/success-stories',
    label: 'Success Stories',
    inSitemap: true,
  },
  {
    id: 'webinars',
    path: '/webinars',
    label: 'Webinars',
    inSitemap: true,
  },
  {
    id: 'tutorials',
    path: '/tutorials',
    label: 'Tutorials',
    inSitemap: true,
  },
  {
    id: 'partners',
    path: '/partners',
    label: 'Partners',
    inSitemap: true,
  },
  {
    id: 'developers',
    path: '/developers',
    label: 'Developers',
    inSitemap: true,
  },
  {
    id: 'community',
    path: '/community',
    label: 'Community',
    inSitemap: true,
  },
  {
    id: 'voice-agents',
    path: '/features/voice-agents',
    label: 'Voice Agents',
    inSitemap: true,
  },
  {
    id: 'chat',
    path: '/features/chat',
    label: 'Chat',
    inSitemap: true,
  },
  {
    id: 'analytics',
    path: '/features/analytics',
    label: 'Analytics',
    inSitemap: true,
  },
  {
    id: 'integrations',
    path: '/features/integrations',
    label: 'Integrations',
    inSitemap: true,
  },
  {
    id: 'progress-demo',
    path: '/progress-demo',
    label: 'Progress Demo',
    inSitemap: true,
  },
  {
    id: 'enhanced-contact',
    path: '/enhanced-contact',
    label: 'Contact',
    inSitemap: true,
  },
  {
    id: 'onboarding',
    path: '/onboarding',
    label: 'Onboarding',
    inSitemap: true,
  },
  {
    id: 'interactive-elements',
    path: '/interactive-elements',
    label: 'Interactive Elements',
    inSitemap: true,
  },
  {
    id: 'personalization-demo',
    path: '/personalization-demo',
    label: 'Personalization Demo',
    inSitemap: true,
  },
  {
    id: 'case-studies',
    path: '/case-studies',
    label: 'Case Studies',
    inSitemap: true,
  },
  {
    id: 'case-study',
    path: '/case-studies/:slug',
    label: 'Case Study',
    inSitemap: false,
  },
  {
    id: 'quick-start',
    path: '/quick-start',
    label: 'Quick Start Guide',
    inSitemap: true,
  },
  {
    id: 'documentation',
    path: '/documentation',
    label: 'Documentation',
    inSitemap: true,
  },
  {
    id: 'api',
    path: '/api',
    label: 'API',
    inSitemap: true,
  },
  {
    id: 'dashboard',
    path: '/dashboard',
    label: 'Your Dashboard',
    inSitemap: false,
  },
  {
    id: 'newsletter',
    path: '/newsletter',
    label: 'Newsletter',
    inSitemap: false,
  },
  {
    id: 'demo-request',
    path: '/demo-request',
    label: 'Request Your Free AI Voice Agent Demo',
    inSitemap: false,
  },
  {
    id: 'not-found',
    path: '*',
    label: 'Page Not Found',
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
