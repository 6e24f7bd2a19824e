import { routeEntries } from '../../shared/routing/route-manifest.ts';
import { contentPaths } from '../../shared/routing/site-paths.ts';

export interface SweepTarget {
  readonly id: string;
  readonly path: string;
}

/**
 * One concrete URL for every route of the table; dynamic routes take their first content path.
 * SWEEP_ONLY=home,pricing narrows the sweep while debugging.
 */
export function sweepTargets(): SweepTarget[] {
  const samples = contentPaths();
  const only = process.env.SWEEP_ONLY?.split(',').filter(Boolean);
  // A private page (a preview link) has no public address: its own tests open it.
  const entries = routeEntries.filter(
    (entry) => !('private' in entry) && (!only || only.includes(entry.id)),
  );
  return entries.map((entry) => {
    if (entry.path === '*') return { id: entry.id, path: '/this-page-does-not-exist' };
    if (!entry.path.includes(':')) return { id: entry.id, path: entry.path };
    const sample = (samples as Partial<Record<string, readonly string[]>>)[entry.id]?.[0];
    if (!sample)
      throw new Error(
        `No content path for the dynamic route ${entry.id} (shared/routing/site-paths.ts)`,
      );
    return { id: entry.id, path: sample };
  });
}

/** A fixed number of routes checked in one page, one after the other. */
export interface SweepGroup {
  readonly name: string;
  readonly targets: readonly SweepTarget[];
}

/**
 * The sweep in groups of at most `size` routes: a test opens one page and walks its group (a
 * route then costs a navigation, not a new browser tab), and as the table grows the groups
 * grow in number, not in length, so a test's time limit stays a fixed safety cap.
 */
export function sweepGroups(size: number): SweepGroup[] {
  const targets = sweepTargets();
  const groups: SweepGroup[] = [];
  for (let start = 0; start < targets.length; start += size) {
    const slice = targets.slice(start, start + size);
    const first = slice[0]?.path ?? '';
    const last = slice.at(-1)?.path ?? '';
    groups.push({ name: `${first} … ${last}`, targets: slice });
  }
  return groups;
}
