import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_SUCCESS } from '#shared/forms/newsletter/newsletter-form.tsx';
import { createPageCache } from '#server/pages/page-cache/page-cache.ts';
import { routes } from '#shared/routing/routes.tsx';
import { createTestApp, TEST_SITE_URL } from './app-harness.ts';

const cache = createPageCache({ maxBytes: 32 * 1024 * 1024, routes });
const app = createTestApp({ pageCache: cache });
const SLOW = 60_000;

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

let counter = 0;
const uniqueEmail = () => `reader-${Date.now()}-${(counter += 1)}@example.com`;

const decode = (text: string) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');

/** A box's markup: from its element (id = its prefix) to the end of its status line. */
function boxOf(html: string, box: string): string {
  const start = html.indexOf(`id="${box}"`);
  expect(start, `box ${box}`).toBeGreaterThan(-1);
  const status = html.indexOf('newsletter-form__status', start);
  return html.slice(start, html.indexOf('</p>', status));
}

/** The value of a hidden field in a box, as the browser would post it. */
function hiddenValue(box: string, name: string): string {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(box)?.[0] ?? '';
  return decode(/value="([^"]*)"/.exec(tag)?.[1] ?? '');
}

const tagOf = (html: string, id: string) =>
  new RegExp(`<[a-z]+[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';

/**
 * What a visitor without JavaScript does: loads `page`, fills the box's address and presses
 * Subscribe, posting the box's fields (the page it is on, which box) to the box's action, with
 * the page's whole address as the Referer, as a browser sends it to the same site.
 */
async function subscribeFrom(page: string, box: string, email = uniqueEmail()) {
  const html = (await request(app).get(page).expect(200)).text;
  const markup = boxOf(html, box);
  const action = decode(/<form[^>]*action="([^"]*)"/.exec(markup)?.[1] ?? '');
  const fields: Record<string, string> = { email };
  if (markup.includes('name="returnTo"')) fields.returnTo = hiddenValue(markup, 'returnTo');
  const answer = await request(app)
    .post(action)
    .set('Referer', `${TEST_SITE_URL}${page}`)
    .type('form')
    .send(fields)
    .expect(303);
  expect(answer.headers['cache-control']).toBe('no-store');
  const location = answer.headers.location as string;
  expect(location).not.toContain('@');
  expect(location).not.toContain(encodeURIComponent(email));
  return { location, email };
}

/** The page at a Location (its fragment is the browser's), and a box's markup on it. */
async function boxAt(location: string, box: string) {
  const page = await request(app).get(location.replace(/#.*$/, '')).expect(200);
  expect(page.headers['cache-control']).toMatch(/^public, /);
  return { html: page.text, box: boxOf(page.text, box) };
}

describe('a newsletter box without JavaScript answers on its own page', () => {
  it(
    'the footer: 303 to the page it was on, its parameters kept, the footer box thanking',
    async () => {
      const { location } = await subscribeFrom(
        '/pricing?billing=annual&utm_source=mail',
        'footer-newsletter',
      );
      expect(location).toBe(
        '/pricing?billing=annual&subscribed=footer-newsletter#footer-newsletter',
      );
      const { html, box } = await boxAt(location, 'footer-newsletter');
      expect(box).toContain(NEWSLETTER_SUCCESS);
      expect(tagOf(html, 'footer-newsletter-email')).toContain('value=""');
    },
    SLOW,
  );

  it.each([
    ['a post', '/blog/ai-lead-qualification', 'post-subscribe'],
    ['an author', '/blog/author/maya-patel', 'author-subscribe'],
    ['a category', '/blog/category/sales-automation', 'category-subscribe'],
  ])(
    "the subscribe box on %s's page: back there, that box subscribed, the footer's not",
    async (_, page, box) => {
      const { location } = await subscribeFrom(page, box);
      expect(location).toBe(`${page}?subscribed=${box}#${box}`);
      const shown = await boxAt(location, box);
      expect(shown.box).toContain(NEWSLETTER_SUCCESS);
      // A blog box stays subscribed: field and button disabled.
      expect(tagOf(shown.html, `${box}-email`)).toMatch(/ disabled=""/);
      expect(shown.box).toMatch(/<button[^>]*disabled=""[^>]*>Subscribed<\/button>/);
      expect(boxOf(shown.html, 'footer-newsletter')).not.toContain(NEWSLETTER_SUCCESS);
    },
    SLOW,
  );

  it(
    "/webinars: its own box and the footer's each answer there, each in its own success state",
    async () => {
      const own = await subscribeFrom('/webinars?q=sales&utm_source=mail', 'webinars-newsletter');
      expect(own.location).toBe('/webinars?q=sales&sent=1#newsletter');
      const ownShown = await boxAt(own.location, 'webinars-newsletter');
      expect(ownShown.box).toContain(NEWSLETTER_SUCCESS);
      expect(boxOf(ownShown.html, 'footer-newsletter')).not.toContain(NEWSLETTER_SUCCESS);

      const footer = await subscribeFrom('/webinars?q=sales', 'footer-newsletter');
      expect(footer.location).toBe(
        '/webinars?q=sales&subscribed=footer-newsletter#footer-newsletter',
      );
      const footerShown = await boxAt(footer.location, 'footer-newsletter');
      expect(footerShown.box).toContain(NEWSLETTER_SUCCESS);
      expect(boxOf(footerShown.html, 'webinars-newsletter')).not.toContain(NEWSLETTER_SUCCESS);
    },
    SLOW,
  );

  it(
    '/newsletter itself: its box thanks there, the field empty',
    async () => {
      const { location } = await subscribeFrom('/newsletter', 'newsletter-page');
      expect(location).toBe('/newsletter?subscribed=newsletter-page#newsletter-page');
      const { html, box } = await boxAt(location, 'newsletter-page');
      expect(box).toContain(NEWSLETTER_SUCCESS);
      expect(tagOf(html, 'newsletter-page-email')).toContain('value=""');
    },
    SLOW,
  );
});

describe('the page a box names', () => {
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    request(app)
      .post('/newsletter')
      .set(headers)
      .type('form')
      .send({ email: uniqueEmail(), ...fields })
      .expect(303);

  it.each([
    '//evil.example',
    '//evil.example/pricing',
    'https://evil.example',
    'https://evil.example/pricing',
    '/\\evil.example',
    '/pricing/..//evil.example',
    'javascript:alert(1)',
    '/no-such-page',
    '/blog/preview/a-post/1767225600.abc',
    '',
  ])('%j is no page of the site: /newsletter thanks instead', async (returnTo) => {
    const answer = await post({ returnTo: `${returnTo}#footer-newsletter` });
    expect(answer.headers.location).toBe('/newsletter?sent=1');
  });

  it('falls back to the Referer on this site, never another site', async () => {
    const fromReferer = await post({}, { Referer: `${TEST_SITE_URL}/features?utm_source=x` });
    expect(fromReferer.headers.location).toBe(
      '/features?subscribed=footer-newsletter#footer-newsletter',
    );
    const badField = await post(
      { returnTo: '//evil.example#post-subscribe' },
      { Referer: `${TEST_SITE_URL}/blog/ai-lead-qualification` },
    );
    expect(badField.headers.location).toBe(
      '/blog/ai-lead-qualification?subscribed=post-subscribe#post-subscribe',
    );
    const elsewhere = await post(
      { returnTo: 'https://evil.example/' },
      { Origin: TEST_SITE_URL, Referer: 'https://evil.example/pricing' },
    );
    expect(elsewhere.headers.location).toBe('/newsletter?sent=1');
  });

  it("keeps the page's parameters from the Referer on that page only", async () => {
    const noReferer = await post({ returnTo: '/blog#footer-newsletter' });
    expect(noReferer.headers.location).toBe('/blog?subscribed=footer-newsletter#footer-newsletter');
    const filtered = await post(
      { returnTo: '/blog#footer-newsletter' },
      { Referer: `${TEST_SITE_URL}/blog?tag=crm&utm_source=x&subscribed=post-subscribe` },
    );
    expect(filtered.headers.location).toBe(
      '/blog?tag=crm&subscribed=footer-newsletter#footer-newsletter',
    );
    const otherPage = await post(
      { returnTo: '/pricing#footer-newsletter' },
      { Referer: `${TEST_SITE_URL}/blog?tag=crm` },
    );
    expect(otherPage.headers.location).toBe(
      '/pricing?subscribed=footer-newsletter#footer-newsletter',
    );
  });

  it('takes a box it knows only, else the footer', async () => {
    const answer = await post({ returnTo: '/features#"><script>' });
    expect(answer.headers.location).toBe(
      '/features?subscribed=footer-newsletter#footer-newsletter',
    );
  });
});

describe('the page cache and a box in its success state', () => {
  it(
    "keeps the page and its subscribed state apart, neither answered from the other's entry",
    async () => {
      const plain = await request(app).get('/features').expect(200);
      await cache.idle();
      expect(cache.has('/features')).toBe(true);
      expect(boxOf(plain.text, 'footer-newsletter')).not.toContain(NEWSLETTER_SUCCESS);

      const subscribed = await request(app)
        .get('/features?utm_source=x&subscribed=footer-newsletter')
        .expect(200);
      expect(boxOf(subscribed.text, 'footer-newsletter')).toContain(NEWSLETTER_SUCCESS);
      await cache.idle();
      expect(cache.has('/features?subscribed=footer-newsletter')).toBe(true);

      const again = await request(app).get('/features').expect(200);
      expect(boxOf(again.text, 'footer-newsletter')).not.toContain(NEWSLETTER_SUCCESS);
      const kept = await request(app).get('/features?subscribed=footer-newsletter').expect(200);
      expect(boxOf(kept.text, 'footer-newsletter')).toContain(NEWSLETTER_SUCCESS);
    },
    SLOW,
  );

  it('never shows a success state on the not-found page, whose addresses share one entry', async () => {
    const page = await request(app).get('/no-such-page?subscribed=footer-newsletter').expect(404);
    expect(boxOf(page.text, 'footer-newsletter')).not.toContain(NEWSLETTER_SUCCESS);
    // Nor does its box name the made-up address: the kept copy is every made-up address's.
    expect(boxOf(page.text, 'footer-newsletter')).not.toContain('returnTo');
  });
});
