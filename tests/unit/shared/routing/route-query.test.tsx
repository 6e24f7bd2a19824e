import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listedQuery, routeQueryNames, type RouteId } from '#shared/routing/route-manifest.ts';
import { sweepTargets } from '../../../e2e/sweep-routes.ts';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '#shared/routing/routes.tsx';
import { SiteConfigProvider } from '#shared/seo/site-config.tsx';

/** A parameter no page lists: tracking tags and typos look like this to the server. */
const UNLISTED = 'utm_probe';
/** React Router's own parameter (`?index` names an index route's action): not a page's. */
const ROUTER_PARAMS = new Set(['index']);

/** A value for every parameter the route lists, so the pages take their query branches. */
function listedSearch(id: RouteId): string {
  const params = new URLSearchParams();
  for (const name of routeQueryNames(id)) params.set(name, '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}

const handler = createStaticHandler(routes);

/** The whole route table rendered for `url` as the server renders it: loaders, then every boundary. */
async function renderUrl(url: string): Promise<string> {
  const context = await handler.query(new Request(`https://example.test${url}`));
  if (context instanceof Response) return `${context.status} ${context.headers.get('Location')}`;
  if (context.errors) throw new Error(`${url}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <SiteConfigProvider value={{ siteUrl: 'https://example.test' }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SiteConfigProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** Names the page looked up on any URLSearchParams while its loader ran and it rendered. */
async function renderReading(url: string): Promise<{ html: string; read: string[] }> {
  const read = new Set<string>();
  const record = <Args extends [string, ...unknown[]], Result>(
    original: (this: URLSearchParams, ...args: Args) => Result,
  ) =>
    function (this: URLSearchParams, ...args: Args): Result {
      if (!ROUTER_PARAMS.has(args[0])) read.add(args[0]);
      return original.apply(this, args);
    };
  const proto = URLSearchParams.prototype;
  const { get, getAll, has } = proto;
  vi.spyOn(proto, 'get').mockImplementation(record(get));
  vi.spyOn(proto, 'getAll').mockImplementation(record(getAll));
  vi.spyOn(proto, 'has').mockImplementation(record(has));
  try {
    const html = await renderUrl(url);
    return { html, read: [...read].sort() };
  } finally {
    vi.restoreAllMocks();
  }
}

// Every page module, rendered four ways: slow on a busy machine, hence the long timeout.
describe('the query parameters of every route', () => {
  const targets = sweepTargets();
  const figures = new Map<string, { plain: string; probed: string; read: string[] }>();

  beforeAll(async () => {
    for (const { id, path } of targets) {
      const routeId = id as RouteId;
      const search = listedSearch(routeId);
      const separator = search ? '&' : '?';
      const listed = await renderReading(`${path}${search}`);
      const probed = await renderReading(`${path}${search}${separator}${UNLISTED}=1`);
      figures.set(id, { plain: listed.html, probed: probed.html, read: listed.read });
    }
  }, 120_000);

  afterEach(() => vi.restoreAllMocks());

  it.each(targets.map((target) => target.id))(
    '%s renders the same page with an unlisted parameter',
    (id) => {
      const figure = figures.get(id);
      expect(figure?.probed).toBe(figure?.plain);
    },
  );

  it.each(targets.map((target) => target.id))(
    '%s reads no parameter its route entry does not list',
    (id) => {
      const listed = new Set<string>(routeQueryNames(id as RouteId));
      expect(figures.get(id)?.read.filter((name) => !listed.has(name))).toEqual([]);
    },
  );
});

describe('listedQuery', () => {
  it('keeps the listed parameters in the order the route lists them, dropping the rest', () => {
    expect(listedQuery('webinars', '?utm_source=x&upcoming=1&q=ai')).toBe('?q=ai&upcoming=1');
    expect(listedQuery('webinars', '?utm_source=x')).toBe('');
    expect(listedQuery('crm', '?q=ai')).toBe('');
  });
});
