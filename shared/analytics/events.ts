import type { MetricName, MetricRating } from './metric-ratings.ts';

/**
 * The client-side data layer. Every event is a plain object pushed onto
 * `window.dataLayer`, the shape tag managers read. Calls on the server are ignored, so
 * components may call these helpers from event handlers and effects without guards.
 */
export type DataLayerEvent =
  | { readonly event: 'page_view'; readonly page_path: string; readonly page_title: string }
  | {
      readonly event: 'custom_event';
      readonly event_category: string;
      readonly event_action: string;
      readonly event_label?: string;
      readonly event_value?: number;
      readonly non_interaction: boolean;
    }
  | {
      readonly event: 'conversion';
      readonly conversion_id: string;
      readonly conversion_value: number;
    }
  | {
      readonly event: 'performance_metric';
      readonly metric_name: MetricName;
      readonly metric_value: number;
      readonly metric_rating: MetricRating;
    };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** The category/action pairs that are tracked. */
export type TrackedEvent =
  | { readonly category: 'content'; readonly action: 'view' }
  | { readonly category: 'engagement'; readonly action: 'click' }
  | { readonly category: 'conversion'; readonly action: 'download' | 'click' };

export type CustomEvent = TrackedEvent & {
  readonly label?: string;
  readonly value?: number;
  /** True for events the visitor did not cause (e.g. an automatic view): not counted as engagement. */
  readonly nonInteraction?: boolean;
};

function push(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

export function trackPageView(path: string, title: string): void {
  push({ event: 'page_view', page_path: path, page_title: title });
}

export function trackEvent({ category, action, label, value, nonInteraction }: CustomEvent): void {
  push({
    event: 'custom_event',
    event_category: category,
    event_action: action,
    ...(label === undefined ? {} : { event_label: label }),
    ...(value === undefined ? {} : { event_value: value }),
    non_interaction: nonInteraction ?? false,
  });
}

export function trackConversion(id: string, value: number): void {
  push({ event: 'conversion', conversion_id: id, conversion_value: value });
}

/** content/view: a piece of content (post, case study, guide) was shown. */
export function trackContentView(label: string, value?: number): void {
  trackEvent({ category: 'content', action: 'view', label, value, nonInteraction: true });
}

/**
 * A click on a content item (e.g. a case-study card). Clicks are tracked only as
 * engagement/click, so content clicks use that pair with the item as the label.
 */
export function trackContentClick(label: string): void {
  trackEvent({ category: 'engagement', action: 'click', label });
}

/** engagement/click: any other interaction worth counting (buttons, tabs, toggles). */
export function trackEngagementClick(label: string, value?: number): void {
  trackEvent({ category: 'engagement', action: 'click', label, value });
}

/** conversion/download: a guide, case study or other file was requested. */
export function trackDownload(label: string): void {
  trackEvent({ category: 'conversion', action: 'download', label });
}

/** conversion/click: a call to action that leads towards a sale (plan selection, demo). */
export function trackConversionClick(label: string, value?: number): void {
  trackEvent({ category: 'conversion', action: 'click', label, value });
}

/** performance_metric: one Web Vitals measurement, rated with the performance thresholds. */
export function trackPerformanceMetric(
  name: MetricName,
  value: number,
  rating: MetricRating,
): void {
  push({
    event: 'performance_metric',
    metric_name: name,
    metric_value: value,
    metric_rating: rating,
  });
}
