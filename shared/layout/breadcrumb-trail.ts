import { capitalizeSlug, isStaticRoutePath, normalizePath } from '../routing/route-titles.ts';

export interface BreadcrumbItem {
  readonly label: string;
  readonly path: string;
  /** False for segments that are not pages of their own (e.g. "/services"): shown as text. */
  readonly linked: boolean;
}

/**
 * The trail from the path's segments: hyphens become spaces, each word is
 * capitalised, and `lastLabel` replaces the last item's label (e.g. a post's real title).
 * The first item is always Home; the last one is the current page and is never a link.
 */
export function breadcrumbTrail(path: string, lastLabel?: string): BreadcrumbItem[] {
  const pathname = normalizePath(path);
  const segments = pathname.split('/').filter(Boolean);
  const items: BreadcrumbItem[] = [{ label: 'Home', path: '/', linked: segments.length > 0 }];
  segments.forEach((segment, index) => {
    const itemPath = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    items.push({
      label: isLast && lastLabel ? lastLabel : capitalizeSlug(segment),
      path: itemPath,
      linked: !isLast && isStaticRoutePath(itemPath),
    });
  });
  return items;
}
