import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '#content/case-studies/case-studies.ts';
import type { CaseStudy } from '#content/schema/case-studies.ts';
import * as caseStudiesPage from '#shared/pages/case-studies/case-studies-page.tsx';
import * as caseStudyPage from '#shared/pages/case-studies/case-study-page.tsx';
import { RelatedCaseStudies } from '#shared/pages/case-studies/related-case-studies.tsx';
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
  });

  // One story per industry in the content: the same-industry rule leaves none to show, and
  // stories of other industries are not shown instead.
  it.each(caseStudies.map((study) => study.slug))('%s shows no related section', async (slug) => {
    const html = await renderPage(caseStudyPage, '/case-studies/:slug', `/case-studies/${slug}`);
    expect(html).not.toContain('id="more-case-studies"');
    expect(html).not.toContain('More Case Studies');
    expect(titles(html)).toEqual([]);
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

  describe('related case studies', () => {
    const [first, second, third, fourth, fifth] = caseStudies;
    const study = (base: CaseStudy | undefined, industry: CaseStudy['industry']): CaseStudy => {
      if (!base) throw new Error('the content has fewer than five case studies');
      return { ...base, industry };
    };
    const render = (current: CaseStudy, studies: readonly CaseStudy[]) =>
      renderPage(
        { Component: () => <RelatedCaseStudies study={current} studies={studies} /> },
        '/',
      );

    it('lists up to 3 more stories of the same industry, never another industry', async () => {
      const list = [
        study(first, 'Healthcare'),
        study(second, 'Finance'),
        study(third, 'Healthcare'),
        study(fourth, 'Healthcare'),
        study(fifth, 'Healthcare'),
      ];
      const html = await render(list[0]!, [...list, study(caseStudies[5], 'Healthcare')]);
      expect(html).toContain('id="more-case-studies"');
      expect(titles(html)).toEqual([third!.title, fourth!.title, fifth!.title]);
      expect(html).not.toContain(second!.title);
    });

    it('shows the one sibling there is', async () => {
      const list = [study(first, 'Retail'), study(second, 'Finance'), study(third, 'Retail')];
      expect(titles(await render(list[2]!, list))).toEqual([first!.title]);
    });

    it('renders nothing without a story of the same industry', async () => {
      const list = [study(first, 'Retail'), study(second, 'Finance'), study(third, 'Education')];
      expect(await render(list[0]!, list)).toBe('');
    });
  });
});
