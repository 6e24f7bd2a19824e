import type { PageModule } from './page-module.ts';

/**
 * THE route table: every page is declared here once, and nothing else lists routes. The router's
 * lazy routes (`routes.tsx`), the build's route chunks (it reads `load`), the page cache's key
 * (`query`), the sitemap (`inSitemap`), titles and menus (by route id) are all derived from it.
 * It ships in the browser's first bundle, so it holds names and paths only: each page's title
 * and description live in its page module (`handle`), menu copy in `content/navigation.ts`.
 */
export interface RouteEntry {
  readonly id: string;
  /** React Router path pattern; dynamic segments as `:name`. */
  readonly path: string;
  /** Menu and footer label. */
  readonly label: string;
  /** Listed in /sitemap.xml (dynamic patterns list their concrete paths through content). */
  readonly inSitemap: boolean;
  /**
   * The query parameters the page reads while rendering, in a fixed order. The server renders
   * (and caches) a page from its path plus these only, so a parameter a page reads must be here:
   * `useRouteQuery` accepts only these names, and a unit test renders every route to check it.
   * Every page also reads `subscribed` (its footer's newsletter box), added by `queryNamesOf`.
   */
  readonly query?: readonly string[];
  /**
   * Answered to one reader (a preview link, a form's step without JavaScript): never kept by the
   * page cache or a proxy, sent with `Cache-Control: private, no-store`, never in the sitemap or
   * the route sweeps.
   */
  readonly private?: true;
  /** The page module (its own chunk): a missing file or export is a type error. */
  readonly load: () => Promise<PageModule>;
}

// A tour's state (tour-wizard-rules.ts): the product tour and the progress demo both carry it.
const TOUR = ['step', 'done', 'help', 'tour'] as const;
// `sent=1`: a lead form's page in its success state, where a post without JavaScript is sent
// once the lead is stored (shared/forms/sending/sent-page.ts).
const SENT = 'sent';
/**
 * `subscribed=<box>`: a page with one of its newsletter boxes (the footer's, a blog subscribe
 * box) in its success state, where that box's post without JavaScript is sent back once the
 * address is stored (shared/forms/newsletter/newsletter-return.ts). The footer is on every page, so every
 * page that has an address of its own reads it (`queryNamesOf`), not the not-found page, whose
 * made-up addresses share one cache entry, nor a private one.
 */
export const SUBSCRIBED_PARAM = 'subscribed';

export const routeEntries = [
  {
    id: 'home',
    path: '/',
    label: 'Home',
    inSitemap: true,
    query: ['billing'],
    load: () => import('../pages/home/home-page.tsx'),
  },
  {
    id: 'features',
    path: '/features',
    label: 'Features',
    inSitemap: true,
    load: () => import('../pages/features/features-page.tsx'),
  },
  {
    id: 'pricing',
    path: '/pricing',
    label: 'Pricing',
    inSitemap: true,
    query: ['billing'],
    load: () => import('../pages/pricing/pricing-page.tsx'),
  },
  {
    id: 'agencies',
    path: '/agencies',
    label: 'AI Agents for Agencies',
    inSitemap: true,
    load: () => import('../pages/agencies/agencies-page.tsx'),
  },
  {
    id: 'affiliate',
    path: '/affiliate',
    label: 'Affiliate Program',
    inSitemap: true,
    load: () => import('../pages/partners/affiliate-page.tsx'),
  },
  {
    id: 'contact',
    path: '/contact',
    label: 'Contact Us',
    inSitemap: true,
    query: [SENT],
    load: () => import('../pages/contact/contact-page.tsx'),
  },
  {
    id: 'crm',
    path: '/crm',
    label: 'CRM',
    inSitemap: true,
    load: () => import('../pages/crm/crm-page.tsx'),
  },
  {
    id: 'enhanced-crm',
    path: '/enhanced-crm',
    label: 'Enhanced CRM',
    inSitemap: true,
    // The setup checklist's ticks: its marker, then `step-<id>` per step (content/crm).
    query: [
      'setup',
      'step-account',
      'step-contacts',
      'step-calendar',
      'step-agent',
      'step-pipeline',
      'step-team',
    ],
    load: () => import('../pages/crm/enhanced-crm-page.tsx'),
  },
  {
    id: 'comparison',
    path: '/comparison',
    label: 'Plan Comparison',
    inSitemap: true,
    load: () => import('../pages/pricing/comparison-page.tsx'),
  },
  {
    id: 'product-tour',
    path: '/product-tour',
    label: 'Product Tour',
    inSitemap: true,
    query: TOUR,
    load: () => import('../pages/demos/product-tour-page.tsx'),
  },
  {
    id: 'blog',
    path: '/blog',
    label: 'Blog',
    inSitemap: true,
    query: ['category', 'tag', 'search'],
    load: () => import('../pages/blog/blog-page.tsx'),
  },
  {
    id: 'blog-post',
    path: '/blog/:slug',
    label: 'Blog Post',
    inSitemap: false,
    load: () => import('../pages/blog/post-page.tsx'),
  },
  {
    id: 'blog-author',
    path: '/blog/author/:authorId',
    label: 'Author',
    inSitemap: false,
    load: () => import('../pages/blog/author-page.tsx'),
  },
  {
    id: 'blog-category',
    path: '/blog/category/:slug',
    label: 'Category',
    inSitemap: false,
    load: () => import('../pages/blog/category-page.tsx'),
  },
  {
    id: 'blog-preview',
    path: '/blog/preview/:slug/:token',
    label: 'Post Preview',
    inSitemap: false,
    private: true,
    load: () => import('../pages/blog/preview-page.tsx'),
  },
  {
    id: 'privacy-policy',
    path: '/privacy-policy',
    label: 'Privacy Policy',
    inSitemap: true,
    load: () => import('../pages/legal/privacy-page.tsx'),
  },
  {
    id: 'terms-of-service',
    path: '/terms-of-service',
    label: 'Terms of Service',
    inSitemap: true,
    load: () => import('../pages/legal/terms-page.tsx'),
  },
  {
    id: 'lead-qualification',
    path: '/services/lead-qualification',
    label: 'Lead Qualification',
    inSitemap: true,
    load: () => import('../pages/services/lead-qualification-page.tsx'),
  },
  {
    id: 'content-creation',
    path: '/services/content-creation',
    label: 'Content Creation',
    inSitemap: true,
    load: () => import('../pages/services/content-creation-page.tsx'),
  },
  {
    id: 'sales-automation',
    path: '/services/sales-automation',
    label: 'Sales Automation',
    inSitemap: true,
    load: () => import('../pages/services/sales-automation-page.tsx'),
  },
  {
    id: 'customer-support',
    path: '/services/customer-support',
    label: 'Customer Support',
    inSitemap: true,
    load: () => import('../pages/services/customer-support-page.tsx'),
  },
  {
    id: 'healthcare',
    path: '/healthcare',
    label: 'Healthcare',
    inSitemap: true,
    load: () => import('../pages/industries/healthcare-page.tsx'),
  },
  {
    id: 'ecommerce',
    path: '/ecommerce',
    label: 'E-commerce',
    inSitemap: true,
    load: () => import('../pages/industries/ecommerce-page.tsx'),
  },
  {
    id: 'real-estate',
    path: '/real-estate',
    label: 'Real Estate',
    inSitemap: true,
    load: () => import('../pages/industries/real-estate-page.tsx'),
  },
  {
    id: 'solution-guides',
    path: '/solution-guides',
    label: 'Solution Guides',
    inSitemap: true,
    query: ['q', 'category', 'industry'],
    load: () => import('../pages/resources/solution-guides-page.tsx'),
  },
  {
    id: 'implementation',
    path: '/implementation',
    label: 'Implementation',
    inSitemap: true,
    load: () => import('../pages/resources/implementation-page.tsx'),
  },
  {
    id: 'success-stories',
    path: '/success-stories',
    label: 'Success Stories',
    inSitemap: true,
    query: ['q', 'industry'],
    load: () => import('../pages/resources/success-stories-page.tsx'),
  },
  {
    id: 'webinars',
    path: '/webinars',
    label: 'Webinars',
    inSitemap: true,
    query: ['q', 'category', 'upcoming', SENT],
    load: () => import('../pages/resources/webinars-page.tsx'),
  },
  {
    id: 'tutorials',
    path: '/tutorials',
    label: 'Tutorials',
    inSitemap: true,
    query: ['q', 'category', 'level'],
    load: () => import('../pages/resources/tutorials-page.tsx'),
  },
  {
    id: 'partners',
    path: '/partners',
    label: 'Partners',
    inSitemap: true,
    load: () => import('../pages/partners/partners-page.tsx'),
  },
  {
    id: 'developers',
    path: '/developers',
    label: 'Developers',
    inSitemap: true,
    load: () => import('../pages/developers/developers-page.tsx'),
  },
  {
    id: 'community',
    path: '/community',
    label: 'Community',
    inSitemap: true,
    load: () => import('../pages/community/community-page.tsx'),
  },
  {
    id: 'voice-agents',
    path: '/features/voice-agents',
    label: 'Voice Agents',
    inSitemap: true,
    load: () => import('../pages/features/voice-agents-page.tsx'),
  },
  {
    id: 'chat',
    path: '/features/chat',
    label: 'Chat',
    inSitemap: true,
    load: () => import('../pages/features/chat-page.tsx'),
  },
  {
    id: 'analytics',
    path: '/features/analytics',
    label: 'Analytics',
    inSitemap: true,
    load: () => import('../pages/features/analytics-page.tsx'),
  },
  {
    id: 'integrations',
    path: '/features/integrations',
    label: 'Integrations',
    inSitemap: true,
    load: () => import('../pages/features/integrations-page.tsx'),
  },
  {
    id: 'progress-demo',
    path: '/progress-demo',
    label: 'Progress Demo',
    inSitemap: true,
    // The account checklist's ticks: its marker, then `task-<id>` per task (content/demos).
    query: [
      'panel',
      'completed',
      ...TOUR,
      'account',
      'task-company-logo',
      'task-business-hours',
      'task-agent-voice',
      'task-payment-method',
      'task-notifications',
    ],
    load: () => import('../pages/demos/progress-demo-page.tsx'),
  },
  {
    id: 'enhanced-contact',
    path: '/enhanced-contact',
    label: 'Contact',
    inSitemap: true,
    query: ['plan', SENT],
    load: () => import('../pages/contact/enhanced-contact-page.tsx'),
  },
  {
    // A step of /enhanced-contact without JavaScript, where its post is sent on: the answers so
    // far are kept by the server under the random `draft` id (shared/forms/sending/form-drafts.ts).
    id: 'enhanced-contact-draft',
    path: '/enhanced-contact/draft/:draft/:step',
    label: 'Contact',
    inSitemap: false,
    private: true,
    load: () => import('../pages/contact/enhanced-contact-draft-page.tsx'),
  },
  {
    id: 'onboarding',
    path: '/onboarding',
    label: 'Onboarding',
    inSitemap: true,
    query: ['completed'],
    load: () => import('../pages/demos/onboarding-page.tsx'),
  },
  {
    id: 'interactive-elements',
    path: '/interactive-elements',
    label: 'Interactive Elements',
    inSitemap: true,
    query: ['q', 'category', 'shown', 'clear', 'plan', 'calls', 'agents', 'billing'],
    load: () => import('../pages/demos/interactive-elements-page.tsx'),
  },
  {
    id: 'personalization-demo',
    path: '/personalization-demo',
    label: 'Personalization Demo',
    inSitemap: true,
    load: () => import('../pages/demos/personalization-demo-page.tsx'),
  },
  {
    id: 'case-studies',
    path: '/case-studies',
    label: 'Case Studies',
    inSitemap: true,
    query: ['industry'],
    load: () => import('../pages/case-studies/case-studies-page.tsx'),
  },
  {
    id: 'case-study',
    path: '/case-studies/:slug',
    label: 'Case Study',
    inSitemap: false,
    load: () => import('../pages/case-studies/case-study-page.tsx'),
  },
  {
    id: 'quick-start',
    path: '/quick-start',
    label: 'Quick Start Guide',
    inSitemap: true,
    load: () => import('../pages/developers/quick-start-page.tsx'),
  },
  {
    id: 'documentation',
    path: '/documentation',
    label: 'Documentation',
    inSitemap: true,
    load: () => import('../pages/developers/documentation-page.tsx'),
  },
  {
    id: 'api',
    path: '/api',
    label: 'API',
    inSitemap: true,
    load: () => import('../pages/developers/api-page.tsx'),
  },
  {
    id: 'dashboard',
    path: '/dashboard',
    label: 'Your Dashboard',
    inSitemap: false,
    load: () => import('../pages/demos/dashboard-page.tsx'),
  },
  {
    id: 'newsletter',
    path: '/newsletter',
    label: 'Newsletter',
    inSitemap: false,
    query: [SENT],
    load: () => import('../pages/forms/newsletter-page.tsx'),
  },
  {
    id: 'demo-request',
    path: '/demo-request',
    label: 'Request Your Free AI Voice Agent Demo',
    inSitemap: false,
    query: [SENT],
    load: () => import('../pages/forms/demo-request-page.tsx'),
  },
  {
    id: 'not-found',
    path: '*',
    label: 'Page Not Found',
    inSitemap: false,
    load: () => import('../pages/not-found/not-found-page.tsx'),
  },
] as const satisfies readonly RouteEntry[];

type Entry = (typeof routeEntries)[number];
export type RouteId = Entry['id'];
/** Routes with a `:param` segment: their concrete paths come from content (`site-paths.ts`). */
export type DynamicRouteId = Extract<Entry, { path: `${string}:${string}` }>['id'];
/** The query parameters route `Id` reads (never, for a route that reads none). */
export type QueryParamOf<Id extends RouteId> =
  Extract<Entry, { id: Id }> extends { query: readonly (infer Name extends string)[] }
    ? Name
    : never;

const entriesById = new Map<string, RouteEntry>(routeEntries.map((entry) => [entry.id, entry]));

export function routeEntry(id: RouteId): RouteEntry {
  const entry = entriesById.get(id);
  if (!entry) throw new Error(`Unknown route id: ${id}`);
  return entry;
}

/** The path of a route, typed so that a renamed route breaks the build. */
export function pathOf(id: RouteId): string {
  return routeEntry(id).path;
}

/** The query parameters a route's page reads: its own `query`, then `subscribed` on a page. */
export function queryNamesOf(entry: RouteEntry): readonly string[] {
  const own = entry.query ?? [];
  return entry.path === '*' || entry.private ? own : [...own, SUBSCRIBED_PARAM];
}

/** Whether route `id` reads `subscribed`: a page with an address of its own, kept for everyone. */
export function readsSubscribed(id: string | undefined): boolean {
  const entry = id === undefined ? undefined : entriesById.get(id);
  return entry !== undefined && queryNamesOf(entry).includes(SUBSCRIBED_PARAM);
}

/** `queryNamesOf` by route id. */
export function routeQueryNames(id: RouteId): readonly string[] {
  return queryNamesOf(routeEntry(id));
}

/**
 * `search` reduced to the route's listed parameters, in the listed order ("" when none are
 * given): what the server renders from, so the browser's first render must use the same.
 */
export function listedQuery(id: RouteId, search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of routeQueryNames(id)) {
    const value = given.get(name);
    if (value !== null) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
