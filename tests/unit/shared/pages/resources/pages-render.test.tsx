import { describe, expect, it } from 'vitest';
import * as guidesPage from '#shared/pages/resources/solution-guides-page.tsx';
import * as storiesPage from '#shared/pages/resources/success-stories-page.tsx';
import * as tutorialsPage from '#shared/pages/resources/tutorials-page.tsx';
import * as webinarsPage from '#shared/pages/resources/webinars-page.tsx';
import { renderPage } from '../render-page.tsx';

describe('filtered lists render from the query string (server and no-JavaScript path)', () => {
  it('webinars: search, category and upcoming only', async () => {
    const html = await renderPage(webinarsPage, '/webinars', '/webinars?upcoming=1&category=sales');
    expect(html).toContain('Showing 1 of 8 webinars');
    expect(html).toContain('checked=""');
    const empty = await renderPage(webinarsPage, '/webinars', '/webinars?q=no-such-topic');
    expect(empty).toContain('No webinars found');
    expect(empty).toContain(
      'Try adjusting your search or filters to find what you&#x27;re looking for.',
    );
    expect(empty).toContain('Clear Filters');
  });

  it('success stories: empty state', async () => {
    const html = await renderPage(storiesPage, '/success-stories', '/success-stories?q=zzzz');
    expect(html).toContain('No stories found');
    expect(html).toContain('Clear Filters');
  });

  it('success stories: industry filter keeps the featured band', async () => {
    const html = await renderPage(
      storiesPage,
      '/success-stories',
      '/success-stories?industry=marketing',
    );
    expect(html).toContain('Showing 1 of 6 stories');
    expect(html).toContain('href="/case-studies/brightpath-academy-enrollment"');
  });

  it('tutorials: category and level combine', async () => {
    const html = await renderPage(
      tutorialsPage,
      '/tutorials',
      '/tutorials?category=integration&level=advanced',
    );
    expect(html).toContain('Showing 1 of 8 tutorials');
    const empty = await renderPage(
      tutorialsPage,
      '/tutorials',
      '/tutorials?category=analytics&level=advanced',
    );
    expect(empty).toContain('No tutorials found');
  });

  it('solution guides: empty state and download links', async () => {
    const html = await renderPage(guidesPage, '/solution-guides', '/solution-guides');
    expect(html).toContain('href="/guides/implementation-playbook.txt"');
    const empty = await renderPage(
      guidesPage,
      '/solution-guides',
      '/solution-guides?category=industry&industry=sales',
    );
    expect(empty).toContain('No guides found');
    expect(empty).toContain('Try adjusting your search or filters...');
  });
});
