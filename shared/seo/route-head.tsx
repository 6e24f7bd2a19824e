import { useLocation, useMatches } from 'react-router-dom';
import { Head, type HeadInfo } from './head.tsx';
import { useSiteConfig } from './site-config.tsx';
import type { PageHandle } from '../routing/page-module.ts';

/** The head of the deepest matched route: the page module's title and description, then its own values. */
export function RouteHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { siteUrl } = useSiteConfig();
  const leaf = matches.at(-1);
  const handle = leaf?.handle as PageHandle | undefined;
  if (!leaf || !handle) return null;
  const info: HeadInfo = {
    title: handle.title,
    description: handle.description,
    path: pathname,
    noindex: leaf.id === 'not-found',
    ...handle.head?.({ data: leaf.loaderData, params: leaf.params, pathname, siteUrl }),
  };
  return <Head info={info} />;
}
