import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3500';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
for (const p of paths) {
  await page.goto(base + p);
  const bad = await page.$$eval('button', (els) => els.filter((b) => {
    const r = b.getBoundingClientRect(); const s = getComputedStyle(b);
    const vis = r.width > 0 && r.height > 0 && s.visibility !== 'hidden';
    return vis && !b.closest('form') && !b.closest('summary');
  }).map((b) => (b.closest('header') ? '[header] ' : '') + (b.getAttribute('aria-label') || b.textContent).trim().slice(0, 40)));
  const hiddenPanels = await page.$$eval('[role=tabpanel][hidden], [aria-controls]', (els) => els.map(e => {
    if (e.getAttribute('role') === 'tabpanel') return 'tabpanel ' + e.id;
    const t = document.getElementById(e.getAttribute('aria-controls'));
    if (t && (t.hidden || getComputedStyle(t).display === 'none')) return 'controls-hidden ' + e.getAttribute('aria-controls');
    return null;
  }).filter(Boolean));
  console.log(p, JSON.stringify(bad), JSON.stringify(hiddenPanels));
}
await browser.close();
