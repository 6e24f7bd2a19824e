import { useLocation, useMatches } from 'react-router-dom';
import { Head, type HeadInfo } from '../head.tsx';
import { useSiteConfig } from '../site-config.tsx';
import type { PageHandle } from '../page-module.ts';
import { routeEntries } from '../route-manifest.ts';

const entriesById = new Map(routeEntries.map((entry) => [entry.id as string, entry]));

/** The head of the deepest matched route: static values from the route table, then the page's own. */
export function RouteHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { siteUrl } = useSiteConfig();
  const leaf = matches.at(-1);
  const entry = (leaf && entriesById.get(leaf.id)) ?? entriesById.get('not-found');
  if (!leaf || !entry) return null;
  const handle = leaf.handle as PageHandle | undefined;
  const isNotFound = entry.id === 'not-found';
  const info: HeadInfo = {
    title: entry.title,
    description: entry.description,
    path: pathname,
    noindex: isNotFound,
    ...handle?.head?.({ data: leaf.loaderData, params: leaf.params, pathname, siteUrl }),
  };
  return <Head info={info} />;
}
