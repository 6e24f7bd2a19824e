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

export async function lighthouseReport(baseUrl: string, paths: string[]): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  console.info(
    '\nLighthouse (mobile): performance / accessibility / best practices / SEO, FCP, LCP, TBT, CLS',
  );
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
      console.info(
        `  ${pathname.padEnd(24)} ${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}   FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
      );
    }
  } finally {
    await chrome.kill();
  }
}
