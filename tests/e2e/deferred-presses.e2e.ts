import { expect, test } from '@playwright/test';
import {
  controlsOf,
  differences,
  openSide,
  partsByRoute,
  pressAfterHydration,
  pressBeforeHydration,
  roundsOf,
  type PressSide,
  type Round,
} from './deferred-press.ts';
import { sweepTargets } from './sweep-routes.ts';

/**
 * Every press counts: each control a visitor can see in each part that hydrates later (found in
 * the page, not listed here), pressed on a fresh load before that part has hydrated (its code
 * held back until the presses were made), does what the same press does after hydration: the
 * same markup in the part, the same address, the same kind of navigation (the router's, not a
 * whole new page), the same pages opened elsewhere, and no console error, page error or CSP
 * violation on either side. Each part is pressed through on one route that has it
 * (deferred-press.ts says which).
 *
 * A load takes one press in each of the page's parts (`roundsOf`: a link alone), so a part's
 * first press is what is compared, with a load a round rather than a control. The rounds are
 * dealt round-robin to a fixed number of tests, so the browser workers share them and a test's
 * time limit stays a fixed cap however many controls the site grows. Each test keeps one
 * browser context per side: every round starts from a fresh load with nothing stored, in a warm
 * browser.
 */

const SHARDS = 6;

/**
 * A safety cap: a share (about 15 loads) needs 30-60 s on a quiet machine, and up to 150 s on
 * one with both cores taken by other work.
 */
const SHARD_TIMEOUT_MS = 600_000;

/** Every round of the site, found by the first share a worker runs. */
let allRounds: Promise<Round[]> | undefined;

const describe = (round: Round) =>
  `${round.path} › ${round.presses
    .map(({ name, control }) => `${name} › ${control.label} (#${control.index})`)
    .join(' + ')}`;

test.describe('a press before a part hydrates', () => {
  test.describe.configure({ timeout: SHARD_TIMEOUT_MS });

  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`every control of every part takes its first press, once (share ${shard + 1} of ${SHARDS})`, async ({
      browser,
      request,
    }) => {
      const started = Date.now();
      const baseURL = test.info().project.use.baseURL;
      const problems: string[] = [];
      const sides: PressSide[] = [];
      try {
        const after = await openSide(browser, baseURL, problems);
        const before = await openSide(browser, baseURL, problems);
        sides.push(after, before);
        // The same for every share: found once by each worker.
        allRounds ??= (async () => {
          const byRoute = await partsByRoute(request);
          const found: Round[] = [];
          for (const target of sweepTargets()) {
            const parts = byRoute.get(target.id) ?? [];
            if (parts.length === 0) continue;
            found.push(...roundsOf(target.path, await controlsOf(before, target.path, parts)));
          }
          return found;
        })();
        const rounds = await allRounds;
        const mine = rounds.filter((_, index) => index % SHARDS === shard);
        for (const round of mine) {
          const what = describe(round);
          // The two sides at once: each has a context, and so a clock, of its own.
          const [expected, early] = await Promise.all([
            pressAfterHydration(after, round),
            pressBeforeHydration(before, round),
          ]).catch((error: unknown) => {
            throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
          });
          // The first line of the failure says what differed: a log that keeps only that line
          // still tells the cause.
          expect(early.effect, `${what}: ${differences(expected, early.effect)}`).toEqual(expected);
          expect(problems, `${what}: ${problems.join(' | ')}`).toEqual([]);
          // The point is the press before hydration: every part must still have been waiting.
          expect(early.hydratedAtPress, `${what}: parts hydrated at their press`).toEqual([]);
        }
        const presses = mine.reduce((sum, round) => sum + round.presses.length, 0);
        const all = rounds.reduce((sum, round) => sum + round.presses.length, 0);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.info(
          `share ${shard + 1}: ${presses} of ${all} controls pressed in ${mine.length} of ${rounds.length} loads (${seconds} s)`,
        );
      } finally {
        await Promise.all(sides.map((side) => side.close()));
      }
    });
  }
});
