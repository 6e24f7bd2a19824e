import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '#shared/layout/breadcrumb-trail.ts';

describe('breadcrumbTrail', () => {
  it('turns hyphens into spaces and capitalises each word', () => {
    const trail = breadcrumbTrail('/services/lead-qualification');
    expect(trail.map((item) => item.label)).toEqual(['Home', 'Services', 'Lead Qualification']);
    expect(trail.map((item) => item.path)).toEqual([
      '/',
      '/services',
      '/services/lead-qualification',
    ]);
  });

  it('replaces only the last label with the override', () => {
    const trail = breadcrumbTrail('/blog/ai-ethics-guide', 'The Ethics of AI Agents');
    expect(trail.map((item) => item.label)).toEqual(['Home', 'Blog', 'The Ethics of AI Agents']);
  });

  it('links only to segments that are pages, never to the current page', () => {
    const trail = breadcrumbTrail('/blog/category/real-estate');
    expect(trail.map((item) => [item.label, item.linked])).toEqual([
      ['Home', true],
      ['Blog', true],
      ['Category', false],
      ['Real Estate', false],
    ]);
  });

  it('ignores query, hash and trailing slash', () => {
    const trail = breadcrumbTrail('/features/voice-agents/?ref=menu#faq');
    expect(trail.map((item) => item.label)).toEqual(['Home', 'Features', 'Voice Agents']);
    expect(trail[1]?.linked).toBe(true);
  });

  it('is just Home, unlinked, on the home page', () => {
    expect(breadcrumbTrail('/')).toEqual([{ label: 'Home', path: '/', linked: false }]);
  });

  it('decodes escaped segments', () => {
    expect(breadcrumbTrail('/case-studies/caf%C3%A9-chain').at(-1)?.label).toBe('Café Chain');
  });
});
