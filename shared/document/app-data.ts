import type { ClientAssets } from './document.tsx';

/** A route error as it crosses from server to browser (Errors do not survive JSON). */
export type SerializedRouteError =
  | {
      readonly kind: 'response';
      readonly status: number;
      readonly statusText: string;
      readonly data: unknown;
    }
  | { readonly kind: 'error'; readonly message: string };

/** Everything the browser needs to hydrate: the same props the server rendered with. */
export interface AppData {
  readonly siteUrl: string;
  readonly assets: ClientAssets;
  readonly routePreloads: readonly string[];
  readonly router: {
    readonly loaderData: Record<string, unknown>;
    readonly actionData: Record<string, unknown> | null;
    readonly errors: Record<string, SerializedRouteError> | null;
  };
}
