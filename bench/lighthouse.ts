/**
 * Lighthouse (mobile, simulated slow 4G) in Debian's Chromium: scores and the key metrics.
 * BENCH_LIGHTHOUSE_RUNS repeats every page (the figures are noisy on a shared machine);
 * BENCH_LIGHTHOUSE_JSON names a folder for the full reports (lantern's `metrics` details,
 * `network-requests`, `main-thread-tasks`, `largest-contentful-paint-element`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The pages Lighthouse reports on: the entry pages and the heaviest page of each kind. */
export const lighthousePages = [
  '/',
  '/pricing',
  '/blog',
  '/blog/ai-customer-service-24-7',
  '/interactive-elements',
  '/features/voice-agents',
];

interface LongTask {
  readonly duration?: number;
}

/** The longest main-thread task Lighthouse saw (its `long-tasks` audit lists them, longest first). */
function longestTask(items: readonly LongTask[] | undefined): string {
  const longest = Math.max(0, ...(items ?? []).map((item) => item.duration ?? 0));
  return longest > 0 ? `${Math.round(longest)} ms` : 'none ≥ 50 ms';
}

export async function lighthouseReport(baseUrl: string, paths: string[]): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  console.info(
    '\nLighthouse (mobile): performance / accessibility / best practices / SEO, FCP, LCP, TBT, CLS, longest main-thread task',
  );
  console.info('| page | perf / a11y / BP / SEO | FCP | LCP | TBT | CLS | longest task |');
  console.info('|---|---|---|---|---|---|---|');
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
  const jsonDir = process.env.BENCH_LIGHTHOUSE_JSON;
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const pathname of paths) {
        const result = await lighthouse(new URL(pathname, baseUrl).toString(), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (!result) continue;
        if (jsonDir) {
          const name = pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '_');
          writeFileSync(path.join(jsonDir, `${name}-${run}.json`), JSON.stringify(result.lhr));
        }
        const { categories, audits } = result.lhr;
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        const metric = (key: string) => audits[key]?.displayValue ?? '?';
        const details = audits['long-tasks']?.details;
        const tasks = details && 'items' in details ? (details.items as LongTask[]) : undefined;
        console.info(
          `| \`${pathname}\`${runs > 1 ? ` (${run + 1})` : ''} | ${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${longestTask(tasks)} |`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
}
