import { describe, expect, it } from 'vitest';
import * as communityPage from '#shared/pages/community/community-page.tsx';
import * as apiPage from '#shared/pages/developers/api-page.tsx';
import * as developersPage from '#shared/pages/developers/developers-page.tsx';
import * as documentationPage from '#shared/pages/developers/documentation-page.tsx';
import * as quickStartPage from '#shared/pages/developers/quick-start-page.tsx';
import * as ecommercePage from '#shared/pages/industries/ecommerce-page.tsx';
import * as healthcarePage from '#shared/pages/industries/healthcare-page.tsx';
import * as realEstatePage from '#shared/pages/industries/real-estate-page.tsx';
import * as privacyPage from '#shared/pages/legal/privacy-page.tsx';
import * as termsPage from '#shared/pages/legal/terms-page.tsx';
import * as implementationPage from '#shared/pages/resources/implementation-page.tsx';
import * as contentCreationPage from '#shared/pages/services/content-creation-page.tsx';
import * as customerSupportPage from '#shared/pages/services/customer-support-page.tsx';
import * as leadQualificationPage from '#shared/pages/services/lead-qualification-page.tsx';
import * as salesAutomationPage from '#shared/pages/services/sales-automation-page.tsx';
import { routeEntries } from '#shared/routing/route-manifest.ts';
import { renderPage, type PageUnderTest } from './render-page.tsx';

const pages: Record<string, PageUnderTest> = {
  '/healthcare': healthcarePage,
  '/ecommerce': ecommercePage,
  '/real-estate': realEstatePage,
  '/services/lead-qualification': leadQualificationPage,
  '/services/content-creation': contentCreationPage,
  '/services/sales-automation': salesAutomationPage,
  '/services/customer-support': customerSupportPage,
  '/implementation': implementationPage,
  '/developers': developersPage,
  '/quick-start': quickStartPage,
  '/documentation': documentationPage,
  '/api': apiPage,
  '/community': communityPage,
  '/privacy-policy': privacyPage,
  '/terms-of-service': termsPage,
};

const rendered = new Map<string, string>();
async function html(path: string): Promise<string> {
  const cached = rendered.get(path);
  if (cached !== undefined) return cached;
  const page = pages[path];
  if (!page) throw new Error(`No page for ${path}`);
  const result = await renderPage(page, path);
  rendered.set(path, result);
  return result;
}

const ids = (markup: string) => new Set([...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
/** Targets of the links (`<a href>`), not of preloads or stylesheets. */
const hrefs = (markup: string) =>
  [...markup.matchAll(/<a\s[^>]*?href="([^"]+)"/g)].map((m) => m[1] ?? '');
const staticPaths = new Set(
  routeEntries.map((entry) => entry.path as string).filter((path) => !path.includes(':')),
);

describe('industry, service, implementation, developer, community and legal pages', () => {
  it.each(Object.keys(pages))('%s renders exactly one h1', async (path) => {
    const markup = await html(path);
    expect(markup.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it.each(Object.keys(pages))('%s links only to pages and anchors that exist', async (path) => {
    const markup = await html(path);
    for (const href of hrefs(markup)) {
      if (!href.startsWith('/')) continue;
      const [target = '', anchor] = href.split('#');
      expect(staticPaths.has(target), `${href} on ${path}`).toBe(true);
      if (anchor && pages[target]) {
        expect(ids(await html(target)).has(anchor), `${href} on ${path}`).toBe(true);
      }
    }
  });

  it('the developer page links every SDK to its documentation anchor', async () => {
    const markup = await html('/developers');
    for (const lang of ['javascript', 'python', 'ruby', 'php', 'java', 'go']) {
      expect(markup).toContain(`href="/documentation#sdk-${lang}"`);
    }
    expect(markup).toContain('href="/api#error-handling"');
    expect(markup.match(/>View Docs</g)).toHaveLength(6);
  });

  it('the lead qualification page has an info tooltip on each advanced feature', async () => {
    const markup = await html('/services/lead-qualification');
    expect(markup.match(/role="tooltip"/g)).toHaveLength(4);
    expect(markup).toContain('aria-label="About Custom scoring models"');
  });

  it('the implementation page shows the packages with support after implementation', async () => {
    const markup = await html('/implementation');
    for (const text of ['From $5,000', 'From $10,000', 'Custom', 'Recommended']) {
      expect(markup).toContain(text);
    }
    expect(markup).toContain('30 days of support after implementation');
    expect(markup).toContain('90 days of support after implementation');
    expect(markup).toContain('1 year of support after implementation');
  });

  it('the terms show 14 numbered sections and a last-updated date', async () => {
    const markup = await html('/terms-of-service');
    const headings = [...markup.matchAll(/<h2 id="[^"]+" class="sol-legal__title">([^<]+)/g)];
    expect(headings.map((match) => match[1]?.split('.')[0])).toEqual(
      Array.from({ length: 14 }, (_, index) => String(index + 1)),
    );
    expect(markup).toMatch(
      /Last updated: <time dateTime="\d{4}-\d{2}-\d{2}">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/i,
    );
    expect(markup).toContain('500 W 2nd St, Suite 1900');
  });

  it('healthcare mentions HIPAA compliance', async () => {
    expect(await html('/healthcare')).toContain('HIPAA compliance');
  });
});
