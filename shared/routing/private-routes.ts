import { routeEntries } from './route-manifest.ts';

/** Routes answered to one reader alone (`private` in the route table): server code only. */
export const PRIVATE_ROUTE_IDS: ReadonlySet<string> = new Set(
  routeEntries.filter((entry) => 'private' in entry && entry.private).map((entry) => entry.id),
);
