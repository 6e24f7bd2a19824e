import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as caseStudiesPage from '#shared/pages/case-studies/case-studies-page.tsx';
import * as caseStudyPage from '#shared/pages/case-studies/case-study-page.tsx';
import { renderPage } from '../render-page.tsx';

const titles = (html: string) =>
  [...html.matchAll(/<h3 class="card__title">([^<]+)<\/h3>/g)].map((match) => match[1]);

describe('case study list', () => {
  it('filters by industry and shows the empty state', async () => {
    const html = await renderPage(
      caseStudiesPage,
      '/case-studies',
      '/case-studies?industry=finance',
    );
    expect(titles(html)).toEqual(['Summit Financial Advisors Cuts Client Onboarding Time in Half']);
    const empty = await renderPage(
      caseStudiesPage,
      '/case-studies',
      '/case-studies?industry=space',
    );
    expect(empty).toContain('No case studies found for the selected industry.');
  });
});

describe('case study detail', () => {
  it('renders the study with its results, demo link and Article data', async () => {
    const html = await renderPage(
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
