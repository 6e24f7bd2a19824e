import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, Params } from 'react-router-dom';
import type { HeadInfo } from '../seo/head.tsx';

export interface HeadArgs {
  readonly data: unknown;
  readonly params: Params;
  readonly pathname: string;
  /** Origin for absolute URLs in JSON-LD (SITE_URL). */
  readonly siteUrl: string;
}

/**
 * A page's title and description. They live in the page's own module (not in the route table)
 * so that the browser downloads each page's texts with that page only.
 */
export interface RouteMeta {
  readonly title: string;
  readonly description: string;
}

/** `handle` of a page module: its title and description, and head values that depend on the URL or loader data. */
export interface PageHandle extends RouteMeta {
  readonly head?: (args: HeadArgs) => Partial<HeadInfo>;
}

/** What every lazy page module exports (React Router reads these names). */
export interface PageModule {
  readonly Component: ComponentType;
  readonly loader?: LoaderFunction;
  readonly action?: ActionFunction;
  readonly handle: PageHandle;
}
