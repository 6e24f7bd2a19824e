import { describe, expect, it } from 'vitest';
import { createRouteLabeler } from '#server/ops/route-label.ts';
import { routes } from '#shared/routing/routes.tsx';

describe('metric labels for a request', () => {
  const label = createRouteLabeler(routes);

  it("names the lead API's routes by form, not as not-found", () => {
    expect(label('/api/leads/contact')).toBe('leads:contact');
    expect(label('/api/leads/webinar-signup')).toBe('leads:webinar-signup');
    expect(label('/api/leads/unknown-form')).toBe('not-found');
  });

  it('names pages by route id and keeps made-up addresses in one label', () => {
    expect(label('/pricing?billing=annual')).toBe('pricing');
    expect(label('/no/such/page')).toBe('not-found');
    expect(label('/healthz')).toBe('health');
  });
});
