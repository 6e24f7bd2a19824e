/** Lighthouse (mobile, simulated slow 4G) in Debian's Chromium: scores and the key metrics. */
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
  try {
    for (const pathname of paths) {
      const result = await lighthouse(new URL(pathname, baseUrl).toString(), {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) continue;
      const { categories, audits } = result.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const metric = (key: string) => audits[key]?.displayValue ?? '?';
      const details = audits['long-tasks']?.details;
      const tasks = details && 'items' in details ? (details.items as LongTask[]) : undefined;
      console.info(
        `| \`${pathname}\` | ${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${longestTask(tasks)} |`,
      );
    }
  } finally {
    await chrome.kill();
  }
}
