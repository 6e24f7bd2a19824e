import { describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/routing/route-manifest.ts';
import { pageModulePaths } from '#shared/routing/route-modules.ts';
import { pageModules } from '#shared/routing/routes.tsx';

// Loads every page module: slow on a busy machine, hence the long timeout.
describe('pageModulePaths', () => {
  it('names, for every route, the module its lazy import loads', async () => {
    for (const entry of routeEntries) {
      const loaded = await pageModules[entry.id]();
      const named: unknown = await import(`../../../../shared/${pageModulePaths[entry.id]}`);
      expect(named, entry.id).toBe(loaded);
    }
  }, 60_000);
});
