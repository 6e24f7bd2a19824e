import type { RouteId } from './route-manifest.ts';
import { CALCULATOR_QUERY } from '../pages/demos/pricing-calculator-rules.ts';
import { FAQ_QUERY } from '../pages/demos/faq-widget-rules.ts';
import { ONBOARDING_QUERY_PARAM } from '../pages/demos/onboarding-checklist-rules.ts';
import { BILLING_QUERY_PARAM } from '../pages/pricing/billing-period.ts';
import { accountTasks } from '#content/demos/progress.ts';
import { enhancedCrm } from '#content/crm/enhanced-crm.ts';
import { checklistParams } from '../components/checklist-query.ts';
import { SETUP_CHECKLIST_QUERY } from '../pages/crm/setup-checklist-rules.ts';
import { ACCOUNT_QUERY, PROGRESS_PANEL_PARAM } from '../pages/demos/progress-demo-rules.ts';
import { TOUR_QUERY } from '../pages/demos/tour-wizard-rules.ts';

const tourParams = Object.values(TOUR_QUERY);

/**
 * The query parameters each page reads while rendering, in a fixed order. The server's page
 * cache keys a page by its path plus these parameters only (and renders it from that URL), so
 * tracking tags and other parameters a page ignores never create cache entries. A page that
 * starts reading a parameter must list it here, or the server will render it without it.
 */
export const PAGE_QUERY_PARAMS: Partial<Record<RouteId, readonly string[]>> = {
  blog: ['category', 'tag', 'search'],
  'enhanced-contact': ['plan'],
  'case-studies': ['industry'],
  'solution-guides': ['q', 'category', 'industry'],
  'success-stories': ['q', 'industry'],
  tutorials: ['q', 'category', 'level'],
  webinars: ['q', 'category', 'upcoming'],
  // Server-rendered state of the demos and the billing switch, so they work without JavaScript.
  home: [BILLING_QUERY_PARAM],
  pricing: [BILLING_QUERY_PARAM],
  onboarding: [ONBOARDING_QUERY_PARAM],
  'product-tour': tourParams,
  'progress-demo': [
    PROGRESS_PANEL_PARAM,
    ONBOARDING_QUERY_PARAM,
    ...tourParams,
    ...checklistParams(
      ACCOUNT_QUERY,
      accountTasks.map((task) => task.id),
    ),
  ],
  'enhanced-crm': checklistParams(
    SETUP_CHECKLIST_QUERY,
    enhancedCrm.setup.steps.map((step) => step.id),
  ),
  'interactive-elements': [
    ...new Set([...Object.values(FAQ_QUERY), ...Object.values(CALCULATOR_QUERY)]),
  ],
};
