import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as caseStudiesPage from '#shared/pages/case-studies/case-studies-page.tsx';
import * as caseStudyPage from '#shared/pages/case-studies/case-study-page.tsx';
import * as guidesPage from '#shared/pages/resources/solution-guides-page.tsx';
import * as storiesPage from '#shared/pages/resources/success-stories-page.tsx';
import * as tutorialsPage from '#shared/pages/resources/tutorials-page.tsx';
import * as webinarsPage from '#shared/pages/resources/webinars-page.tsx';
import { SiteConfigProvider } from '#shared/seo/site-config.tsx';

/** Server-renders one page module at `url`, the way the server renders a request. */
async function render(module: { Component: React.ComponentType }, path: string, url: string) {
  const router = createMemoryRouter([{ path, ...module }], { initialEntries: [url] });
  // Data routers with loaders resolve them before rendering.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
  const html = renderToString(
    <SiteConfigProvider value={{ siteUrl: 'https://example.test' }}>
      <RouterProvider router={router} />
    </SiteConfigProvider>,
  );
  router.dispose();
  return { html, router };
}

const titles = (html: string) =>
  [...html.matchAll(/<h3 class="card__title">([^<]+)<\/h3>/g)].map((match) => match[1]);

describe('filtered lists render from the query string (server and no-JavaScript path)', () => {
  it('webinars: search, category and upcoming only', async () => {
    const { html } = await render(webinarsPage, '/webinars', '/webinars?upcoming=1&category=sales');
    expect(html).toContain('Showing 1 of 8 webinars');
    expect(html).toContain('checked=""');
    const empty = await render(webinarsPage, '/webinars', '/webinars?q=no-such-topic');
    expect(empty.html).toContain('No webinars found');
    expect(empty.html).toContain(
      'Try adjusting your search or filters to find what you&#x27;re looking for.',
    );
    expect(empty.html).toContain('Clear Filters');
  });

  it('success stories: empty state', async () => {
    const { html } = await render(storiesPage, '/success-stories', '/success-stories?q=zzzz');
    expect(html).toContain('No stories found');
    expect(html).toContain('Clear Filters');
  });

  it('success stories: industry filter keeps the featured band', async () => {
    const { html } = await render(
      storiesPage,
      '/success-stories',
      '/success-stories?industry=marketing',
    );
    expect(html).toContain('Showing 1 of 6 stories');
    expect(html).toContain('href="/case-studies/brightpath-academy-enrollment"');
  });

  it('tutorials: category and level combine', async () => {
    const { html } = await render(
      tutorialsPage,
      '/tutorials',
      '/tutorials?category=integration&level=advanced',
    );
    expect(html).toContain('Showing 1 of 8 tutorials');
    const empty = await render(
      tutorialsPage,
      '/tutorials',
      '/tutorials?category=analytics&level=advanced',
    );
    expect(empty.html).toContain('No tutorials found');
  });

  it('solution guides: empty state and download links', async () => {
    const { html } = await render(guidesPage, '/solution-guides', '/solution-guides');
    expect(html).toContain('href="/guides/implementation-playbook.txt"');
    const empty = await render(
      guidesPage,
      '/solution-guides',
      '/solution-guides?category=industry&industry=sales',
    );
    expect(empty.html).toContain('No guides found');
    expect(empty.html).toContain('Try adjusting your search or filters...');
  });

  it('case studies: industry filter and empty state', async () => {
    const { html } = await render(
      caseStudiesPage,
      '/case-studies',
      '/case-studies?industry=finance',
    );
    expect(titles(html)).toEqual(['Summit Financial Advisors Cuts Client Onboarding Time in Half']);
    const empty = await render(caseStudiesPage, '/case-studies', '/case-studies?industry=space');
    expect(empty.html).toContain('No case studies found for the selected industry.');
  });
});

describe('case study detail', () => {
  it('renders the study with its results, demo link and Article data', async () => {
    const { html } = await render(
      caseStudyPage,
      '/case-studies/:slug',
      '/case-studies/coastal-health-patient-scheduling',
    );
    expect(html).toContain('Coastal Health Partners Reduces No-Shows by 47%');
    expect(html).toContain('Back to Case Studies');
    expect(html).toContain('Fewer missed appointments');
    expect(html).toContain('href="/contact"');
    expect(html).toContain('"datePublished":"2023-01-01"');
    expect(html).toContain('"@type":"Article"');
    expect(titles(html)).toHaveLength(3);
  });

  it('redirects an unknown slug to /case-studies (a 3xx on the server)', () => {
    let thrown: unknown;
    try {
      caseStudyPage.loader({
        params: { slug: 'nope' },
        request: new Request('https://example.test/case-studies/nope'),
      } as unknown as LoaderFunctionArgs);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/case-studies');
  });
});
