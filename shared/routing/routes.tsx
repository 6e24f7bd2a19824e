import type { RouteObject } from 'react-router-dom';
import { RootErrorBoundary, RootLayout } from '../layout/root-layout.tsx';
import type { PageModule, RouteMeta } from './page-module.ts';
import { routeEntries, type RouteId } from './route-manifest.ts';
import { reloadOnChunkError } from './reload-on-chunk-error.ts';

/**
 * Every page is its own lazy module, so each route is its own chunk. The Record type makes a
 * route without a module (or a module without a route) a type error. `route-modules.ts` lists the
 * same files as data for the build.
 */
export const pageModules: Record<RouteId, () => Promise<PageModule>> = {
  home: () => import('../pages/home/home-page.tsx'),
  features: () => import('../pages/features/features-page.tsx'),
  pricing: () => import('../pages/pricing/pricing-page.tsx'),
  agencies: () => import('../pages/agencies/agencies-page.tsx'),
  affiliate: () => import('../pages/partners/affiliate-page.tsx'),
  contact: () => import('../pages/contact/contact-page.tsx'),
  crm: () => import('../pages/crm/crm-page.tsx'),
  'enhanced-crm': () => import('../pages/crm/enhanced-crm-page.tsx'),
  comparison: () => import('../pages/pricing/comparison-page.tsx'),
  'product-tour': () => import('../pages/demos/product-tour-page.tsx'),
  blog: () => import('../pages/blog/blog-page.tsx'),
  'blog-post': () => import('../pages/blog/post-page.tsx'),
  'blog-author': () => import('../pages/blog/author-page.tsx'),
  'blog-category': () => import('../pages/blog/category-page.tsx'),
  'privacy-policy': () => import('../pages/legal/privacy-page.tsx'),
  'terms-of-service': () => import('../pages/legal/terms-page.tsx'),
  'lead-qualification': () => import('../pages/services/lead-qualification-page.tsx'),
  'content-creation': () => import('../pages/services/content-creation-page.tsx'),
  'sales-automation': () => import('../pages/services/sales-automation-page.tsx'),
  'customer-support': () => import('../pages/services/customer-support-page.tsx'),
  healthcare: () => import('../pages/industries/healthcare-page.tsx'),
  ecommerce: () => import('../pages/industries/ecommerce-page.tsx'),
  'real-estate': () => import('../pages/industries/real-estate-page.tsx'),
  'solution-guides': () => import('../pages/resources/solution-guides-page.tsx'),
  implementation: () => import('../pages/resources/implementation-page.tsx'),
  'success-stories': () => import('../pages/resources/success-stories-page.tsx'),
  webinars: () => import('../pages/resources/webinars-page.tsx'),
  tutorials: () => import('../pages/resources/tutorials-page.tsx'),
  partners: () => import('../pages/partners/partners-page.tsx'),
  developers: () => import('../pages/developers/developers-page.tsx'),
  community: () => import('../pages/community/community-page.tsx'),
  'voice-agents': () => import('../pages/features/voice-agents-page.tsx'),
  chat: () => import('../pages/features/chat-page.tsx'),
  analytics: () => import('../pages/features/analytics-page.tsx'),
  integrations: () => import('../pages/features/integrations-page.tsx'),
  'progress-demo': () => import('../pages/demos/progress-demo-page.tsx'),
  'enhanced-contact': () => import('../pages/contact/enhanced-contact-page.tsx'),
  onboarding: () => import('../pages/demos/onboarding-page.tsx'),
  'interactive-elements': () => import('../pages/demos/interactive-elements-page.tsx'),
  'personalization-demo': () => import('../pages/demos/personalization-demo-page.tsx'),
  'case-studies': () => import('../pages/case-studies/case-studies-page.tsx'),
  'case-study': () => import('../pages/case-studies/case-study-page.tsx'),
  'quick-start': () => import('../pages/developers/quick-start-page.tsx'),
  documentation: () => import('../pages/developers/documentation-page.tsx'),
  api: () => import('../pages/developers/api-page.tsx'),
  dashboard: () => import('../pages/demos/dashboard-page.tsx'),
  newsletter: () => import('../pages/forms/newsletter-page.tsx'),
  'demo-request': () => import('../pages/forms/demo-request-page.tsx'),
  'not-found': () => import('../pages/not-found/not-found-page.tsx'),
};

export const ROOT_ROUTE_ID = 'root';

/** THE route table, used by the server render, the browser router and the tests. */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: routeEntries.map((entry): RouteObject => {
      // A chunk missing after a deploy reloads the page once to fetch the new build.
      const load = reloadOnChunkError(pageModules[entry.id]);
      const lazy = async () => {
        const { Component, loader, action, handle } = await load();
        return { Component, loader, action, handle };
      };
      if (entry.path === '/') return { id: entry.id, index: true, lazy };
      return { id: entry.id, path: entry.path, lazy };
    }),
  },
];

/**
 * Every page's title and description, for server-side uses that need them all at once (tests,
 * feeds, tooling). Loads every page module, so browser code must not call it.
 */
export async function loadRouteMeta(): Promise<Record<RouteId, RouteMeta>> {
  const pairs = await Promise.all(
    routeEntries.map(async (entry) => {
      const { handle } = await pageModules[entry.id]();
      return [entry.id, { title: handle.title, description: handle.description }] as const;
    }),
  );
  return Object.fromEntries(pairs) as Record<RouteId, RouteMeta>;
}
