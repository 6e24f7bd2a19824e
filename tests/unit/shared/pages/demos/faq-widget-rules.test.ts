import { describe, expect, it } from 'vitest';
import { demoFaqs } from '#content/demos/faqs.ts';
import {
  faqView,
  faqWidgetReducer,
  filterFaqs,
  initialFaqWidgetState,
  type FaqWidgetAction,
} from '#shared/pages/demos/faq-widget-rules.ts';

const run = (...actions: FaqWidgetAction[]) =>
  actions.reduce(faqWidgetReducer, initialFaqWidgetState());

describe('interactive FAQ', () => {
  it('defaults: category All, nothing open, five visible', () => {
    const state = initialFaqWidgetState();
    expect(state).toMatchObject({ category: 'All', search: '', openId: null, visible: 5 });
    const view = faqView(demoFaqs, state);
    expect(view.shown).toHaveLength(5);
    expect(view.remaining).toBe(demoFaqs.length - 5);
  });

  it('one item open at a time; clicking the open one closes it', () => {
    const first = run({ type: 'toggle', id: 'free-trial' });
    expect(first.openId).toBe('free-trial');
    expect(faqWidgetReducer(first, { type: 'toggle', id: 'languages' }).openId).toBe('languages');
    expect(faqWidgetReducer(first, { type: 'toggle', id: 'free-trial' }).openId).toBeNull();
  });

  it('search matches question or answer, case-insensitively', () => {
    expect(filterFaqs(demoFaqs, 'FREE TRIAL', 'All').map((faq) => faq.id)).toContain('free-trial');
    // Only in an answer: "Japanese".
    expect(filterFaqs(demoFaqs, 'japanese', 'All').map((faq) => faq.id)).toEqual(['languages']);
  });

  it('category must match unless All', () => {
    const pricing = filterFaqs(demoFaqs, '', 'Pricing');
    expect(pricing.length).toBeGreaterThan(0);
    expect(pricing.every((faq) => faq.category === 'Pricing')).toBe(true);
    expect(filterFaqs(demoFaqs, 'trial', 'Integration')).toEqual([]);
  });

  it('Show More reveals more; a new search or category resets the visible count', () => {
    const more = run({ type: 'show-more' });
    expect(more.visible).toBe(10);
    expect(faqWidgetReducer(more, { type: 'search', search: 'a' }).visible).toBe(5);
    expect(faqWidgetReducer(more, { type: 'category', category: 'General' }).visible).toBe(5);
    expect(faqWidgetReducer(more, { type: 'source-changed' }).visible).toBe(5);
  });

  it('Clear filters resets search and category', () => {
    const state = run(
      { type: 'search', search: 'zzz' },
      { type: 'category', category: 'Pricing' },
      { type: 'clear' },
    );
    expect(state).toMatchObject({ search: '', category: 'All', visible: 5 });
    const empty = run({ type: 'search', search: 'no such words anywhere' });
    expect(faqView(demoFaqs, empty).total).toBe(0);
  });
});
