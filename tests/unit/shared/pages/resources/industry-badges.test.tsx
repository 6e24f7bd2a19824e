import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '#content/case-studies/case-studies.ts';
import { community } from '#content/community/community.ts';
import { successStories } from '#content/resources/success-stories.ts';
import { webinars } from '#content/resources/webinars.ts';
import * as caseStudiesPage from '#shared/pages/case-studies/case-studies-page.tsx';
import * as storiesPage from '#shared/pages/resources/success-stories-page.tsx';
import { SiteConfigProvider } from '#shared/seo/site-config.tsx';

/** Server-renders a page module that has no loader, as the server renders a request. */
function render(module: { Component: React.ComponentType }, path: string): string {
  const router = createMemoryRouter([{ path, ...module }], { initialEntries: [path] });
  const html = renderToString(
    <SiteConfigProvider value={{ siteUrl: 'https://example.test' }}>
      <RouterProvider router={router} />
    </SiteConfigProvider>,
  );
  router.dispose();
  return html;
}

/** The first badge of the card (an <article>) that links to each case study id. */
function industriesById(html: string, ids: readonly string[]): Map<string, string> {
  const cards = html.split('<article').slice(1);
  const found = new Map<string, string>();
  for (const id of ids) {
    const card = cards.find((chunk) => chunk.includes(`href="/case-studies/${id}"`));
    const badge = card ? /class="badge">([^<]+)</.exec(card)?.[1] : undefined;
    if (badge) found.set(id, badge);
  }
  return found;
}

describe('one story, one industry', () => {
  it('every success story shows the industry of its case study', () => {
    const ids = successStories.map((story) => story.id);
    const onStories = industriesById(render(storiesPage, '/success-stories'), ids);
    const onCaseStudies = industriesById(render(caseStudiesPage, '/case-studies'), ids);
    expect(onStories.size).toBe(successStories.length);
    for (const story of successStories) {
      const study = caseStudies.find((item) => item.id === story.id);
      expect(onStories.get(story.id), story.company).toBe(study?.industry);
      expect(onCaseStudies.get(story.id), story.company).toBe(study?.industry);
    }
  });
});

describe('linked events', () => {
  it('a community event linked to /webinars is a session listed there, same title and day', () => {
    const linked = community.events.filter((event) => event.link?.href === '/webinars');
    expect(linked.length).toBeGreaterThan(0);
    for (const event of linked) {
      const session = webinars.find((webinar) => webinar.date === event.isoDate);
      expect(session?.title, `${event.title} on ${event.isoDate}`).toBe(event.title);
      expect(session?.upcoming, event.title).toBe(true);
      expect(event.presenter, event.title).toContain(session?.presenter ?? '(no session)');
    }
  });
});
