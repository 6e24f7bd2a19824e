import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, Params } from 'react-router-dom';
import type { HeadInfo } from './head.tsx';

export interface HeadArgs {
  readonly data: unknown;
  readonly params: Params;
  readonly pathname: string;
  /** Origin for absolute URLs in JSON-LD (SITE_URL). */
  readonly siteUrl: string;
}

/** `handle` of a page module: head values that depend on the URL or loader data. */
export interface PageHandle {
  readonly head?: (args: HeadArgs) => Partial<HeadInfo>;
}

/** What every lazy page module exports (React Router reads these names). */
export interface PageModule {
  readonly Component: ComponentType;
  readonly loader?: LoaderFunction;
  readonly action?: ActionFunction;
  readonly handle?: PageHandle;
}
