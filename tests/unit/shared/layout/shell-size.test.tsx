import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadDeferredParts } from '#shared/layout/deferred-part/part-registry.ts';
import { SITE_FOOTER_PART, SiteFrame } from '#shared/layout/root-layout.tsx';
import { SITE_NAV_PART } from '#shared/layout/site-header.tsx';
import { REQUIRED_MENU_PATHS } from '../../../menu-links.ts';
import { BUDGETS, overBudget } from '../../../budgets.ts';

/** The server HTML of the site frame around a one-heading page at `path`. */
async function renderShell(path: string): Promise<string> {
  // The navigation's and the footer's code, as the server has them before it renders
  // (renderToString does not wait).
  await loadDeferredParts([SITE_NAV_PART, SITE_FOOTER_PART]);
  const handler = createStaticHandler([
    {
      path: '*',
      element: (
        <SiteFrame>
          <h1>Page</h1>
        </SiteFrame>
      ),
    },
  ]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`unexpected response for ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
  // Everything but <main> is the shell.
  return html.replace(/<main[\s\S]*<\/main>/, '');
}

const elementCount = (html: string) => html.match(/<[a-z][a-z0-9-]*/g)?.length ?? 0;

describe('the site shell in the server HTML', () => {
  // Quick feedback without a build; the first-load test checks every route's served HTML.
  it.each(['/', '/contact', '/pricing'])(
    `stays within ${BUDGETS.shellElements} elements and ${BUDGETS.shellBytes} bytes on %s`,
    async (path) => {
      const shell = await renderShell(path);
      const elements = elementCount(shell);
      const bytes = new TextEncoder().encode(shell).length;
      expect([
        ...(elements > BUDGETS.shellElements
          ? [overBudget('shellElements', path, elements, BUDGETS.shellElements)]
          : []),
        ...(bytes > BUDGETS.shellBytes
          ? [overBudget('shellBytes', path, bytes, BUDGETS.shellBytes)]
          : []),
      ]).toEqual([]);
    },
  );

  it('has one navigation markup: every menu link once', async () => {
    const shell = await renderShell('/contact');
    const header = shell.slice(shell.indexOf('<header'), shell.indexOf('</header>'));
    for (const path of Object.values(REQUIRED_MENU_PATHS).flat()) {
      const links = header.split(`href="${path}"`).length - 1;
      // /case-studies and /blog are also plain links of the bar.
      expect(links, path).toBe(path === '/case-studies' || path === '/blog' ? 2 : 1);
    }
    expect(header.match(/<nav\b/g)).toHaveLength(1);
    // The header's calls to action.
    const cta = header.slice(header.indexOf('site-header__cta'));
    expect(cta).toMatch(/<a[^>]*href="\/enhanced-contact"[^>]*>Contact Us</);
    expect(cta).toMatch(/<a[^>]*href="\/contact"[^>]*>Schedule a Demo</);
  });

  it('renders no panel that needs JavaScript until it is opened', async () => {
    const shell = await renderShell('/');
    expect(shell).not.toContain('Personalize your experience');
    expect(shell).not.toContain('Accessibility settings');
    // The toggles that need JavaScript are hidden by CSS until the page is marked `js`.
    const buttons = shell.match(/<button[^>]*>/g) ?? [];
    expect(buttons.map((button) => /aria-label="([^"]+)"/.exec(button)?.[1])).toEqual([
      'Personalize',
      'Toggle theme',
      undefined, // the newsletter form's Subscribe, a submit button
      // In the first HTML so a tap before hydration is recorded and replayed; its panel is not.
      'Accessibility',
    ]);
    expect(shell).toMatch(/class="site-header__tools js-only"/);
  });
});
