import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  trackContentClick,
  trackContentView,
  trackConversion,
  trackConversionClick,
  trackDownload,
  trackEngagementClick,
  trackEvent,
  trackPageView,
  trackPerformanceMetric,
} from '#shared/analytics/events.ts';

const globals = globalThis as { window?: unknown };

describe('analytics data layer', () => {
  beforeEach(() => {
    globals.window = {};
  });
  afterEach(() => {
    delete globals.window;
  });
  const layer = () => (globals.window as Window).dataLayer;

  it('pushes page views with path and title, creating the data layer', () => {
    trackPageView('/pricing', 'Pricing | Voxera AI');
    expect(layer()).toEqual([
      { event: 'page_view', page_path: '/pricing', page_title: 'Pricing | Voxera AI' },
    ]);
  });

  it('pushes custom events with category, action, label, value and non-interaction', () => {
    trackEvent({ category: 'engagement', action: 'click', label: 'Hero CTA', value: 3 });
    trackEvent({ category: 'content', action: 'view', nonInteraction: true });
    expect(layer()).toEqual([
      {
        event: 'custom_event',
        event_category: 'engagement',
        event_action: 'click',
        event_label: 'Hero CTA',
        event_value: 3,
        non_interaction: false,
      },
      {
        event: 'custom_event',
        event_category: 'content',
        event_action: 'view',
        non_interaction: true,
      },
    ]);
  });

  it('maps each helper to its category/action pair: content/view, engagement/click, conversion/…', () => {
    trackContentView('case-study:acme');
    trackContentClick('case-study:acme');
    trackEngagementClick('Toggle FAQ');
    trackDownload('Getting started guide');
    trackConversionClick('Select Plan professional', 599);
    const pairs = layer()?.map((event) =>
      event.event === 'custom_event'
        ? `${event.event_category}/${event.event_action}`
        : event.event,
    );
    expect(pairs).toEqual([
      'content/view',
      'engagement/click',
      'engagement/click',
      'conversion/download',
      'conversion/click',
    ]);
  });

  it('pushes conversions and performance metrics', () => {
    trackConversion('plan_selected', 599);
    trackPerformanceMetric('LCP', 2100, 'good');
    expect(layer()).toEqual([
      { event: 'conversion', conversion_id: 'plan_selected', conversion_value: 599 },
      {
        event: 'performance_metric',
        metric_name: 'LCP',
        metric_value: 2100,
        metric_rating: 'good',
      },
    ]);
  });

  it('does nothing on the server', () => {
    delete globals.window;
    expect(() => trackPageView('/', 'Home')).not.toThrow();
  });
});
