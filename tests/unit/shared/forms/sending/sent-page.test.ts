import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerFormPost,
  isSentSearch,
  SENT_PARAM,
  sentAddress,
  type SentRouteId,
} from '#shared/forms/sending/sent-page.ts';
import { routeEntry } from '#shared/routing/route-manifest.ts';

const SITE = 'https://www.example.test';
/** Every page with a success state (a missing or unknown id is a type error). */
const SENT_PAGES = Object.keys({
  contact: true,
  'demo-request': true,
  'enhanced-contact': true,
  newsletter: true,
  webinars: true,
} satisfies Record<SentRouteId, true>) as SentRouteId[];

const post = (path: string) => new Request(`${SITE}${path}`, { method: 'POST' });

describe('the success state of a form’s page', () => {
  it.each(SENT_PAGES)('is a query parameter %s declares, so it is cached as a page', (id) => {
    expect(routeEntry(id).query).toContain(SENT_PARAM);
  });

  it('is the route’s own path with sent=1, keeping only the parameters the page declares', () => {
    expect(sentAddress('contact', `${SITE}/contact`)).toBe('/contact?sent=1');
    expect(
      sentAddress('webinars', `${SITE}/webinars?utm_source=x&q=ai&sent=1`, '#newsletter'),
    ).toBe('/webinars?q=ai&sent=1#newsletter');
    // A path that would read as another host never reaches the Location.
    expect(sentAddress('contact', `${SITE}//evil.example/contact`)).toBe('/contact?sent=1');
  });

  it('is read from the page’s address', () => {
    expect(isSentSearch('contact', '?sent=1')).toBe(true);
    expect(isSentSearch('webinars', '?q=ai&sent=1')).toBe(true);
    expect(isSentSearch('contact', '?sent=yes')).toBe(false);
    expect(isSentSearch('contact', '')).toBe(false);
  });
});

describe('a form action’s answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on the server, sends a stored post on with 303 to the success state', () => {
    const answer = answerFormPost(
      { status: 'success' },
      { page: 'webinars', request: post('/webinars?q=ai'), status: 200, stored: true, hash: '#n' },
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/webinars?q=ai&sent=1#n');
  });

  it('on the server, answers anything not stored with the page’s state and its status', () => {
    const invalid = { status: 'error', values: { email: 'jane@' } };
    expect(
      answerFormPost(invalid, {
        page: 'newsletter',
        request: post('/newsletter'),
        status: 400,
        stored: false,
      }),
    ).toMatchObject({ data: invalid, init: { status: 400 } });
    // A step of the enhanced contact form stores nothing: the next step is the page.
    expect(
      answerFormPost(
        { step: 1 },
        {
          page: 'enhanced-contact',
          request: post('/enhanced-contact'),
          status: 200,
          stored: false,
        },
      ),
    ).toMatchObject({ data: { step: 1 }, init: { status: 200 } });
  });

  it('in the browser (a fetcher), answers with the result as before, stored or not', () => {
    vi.stubGlobal('window', {});
    expect(
      answerFormPost(
        { status: 'success' },
        { page: 'contact', request: post('/contact'), status: 200, stored: true },
      ),
    ).toMatchObject({ data: { status: 'success' }, init: { status: 200 } });
  });
});
