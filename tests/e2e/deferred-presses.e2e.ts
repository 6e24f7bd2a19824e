import type { Browser } from '@playwright/test';
import { expect, test, watch } from './fixtures.ts';
import {
  controlsOf,
  partsByRoute,
  pressAfterHydration,
  pressBeforeHydration,
  type Control,
} from './deferred-press.ts';
import { sweepTargets } from './sweep-routes.ts';

/**
 * Every press counts: each control a visitor can see in each part that hydrates later (found in
 * the page, not listed here), pressed once on a fresh page before that part has hydrated (its
 * code held back until the press was made), does what the same press does after hydration: the
 * same markup in the part, the same address, the same kind of navigation (the router's, not a
 * whole new page), the same pages opened elsewhere, and no console error. Each part is pressed
 * through on one route that has it (deferred-press.ts says which).
 */

/** Presses compared at once in one test: a page mostly waits (for its scripts, the network). */
const AT_ONCE = 2;

/** A page in a context of its own (no stored choices), its problems recorded in `problems`. */
async function freshPage(browser: Browser, baseURL: string | undefined, problems: string[]) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await watch(page, problems);
  return { page, close: () => context.close() };
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

test.describe('a press before a part hydrates', () => {
  for (const target of sweepTargets()) {
    test(`${target.path}: each control of its parts takes its first press, once`, async ({
      page,
      browser,
      request,
    }) => {
      const parts = (await partsByRoute(request)).get(target.id) ?? [];
      const presses: { name: string; control: Control }[] = [];
      for (const name of parts)
        for (const control of await controlsOf(page, target.path, name))
          presses.push({ name, control });
      test.setTimeout(30_000 + presses.length * 6_000);
      const baseURL = test.info().project.use.baseURL;
      let waiting = 0;
      await eachAtMost(presses, AT_ONCE, async ({ name, control }) => {
        const what = `${name} › ${control.label} (#${control.index})`;
        // A fresh context each: stored choices (theme, recently viewed) start from nothing.
        const problems: string[] = [];
        const reference = await freshPage(browser, baseURL, problems);
        const early = await freshPage(browser, baseURL, problems);
        try {
          const after = await pressAfterHydration(reference.page, target.path, name, control);
          const before = await pressBeforeHydration(early.page, target.path, name, control);
          expect(before.effect, what).toEqual(after);
          expect(problems, what).toEqual([]);
          if (before.waitingAtPress) waiting += 1;
        } finally {
          await Promise.all([reference.close(), early.close()]);
        }
      });
      // The point is the press before hydration: every part must still have been waiting then.
      expect(waiting, 'presses made while their part was still waiting').toBe(presses.length);
      if (presses.length > 0)
        console.info(`${target.path}: ${presses.length} controls pressed in ${parts.join(', ')}`);
    });
  }
});
