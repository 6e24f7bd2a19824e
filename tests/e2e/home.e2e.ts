import type { Page } from '@playwright/test';
import { expect, gotoHydrated, scrollToPart, test, waitForHydration } from './fixtures.ts';
import { scriptGate } from './held-scripts.ts';

const KEY = 'user-preferences';
const DAY = 24 * 60 * 60 * 1000;

interface StoredPreferences {
  viewMode: 'compact' | 'detailed';
  industryInterest: string;
  featuredSections: string[];
  recentlyViewed: { path: string; title: string; timestamp: number }[];
  behaviorData: { path: string; dwellTime?: number; timestamp: number }[];
  communicationPreference: string;
  lastVisit: number | null;
  userSegment: string;
}

function preferences(overrides: Partial<StoredPreferences> = {}): StoredPreferences {
  return {
    viewMode: 'detailed',
    industryInterest: 'none',
    featuredSections: [],
    recentlyViewed: [],
    behaviorData: [],
    communicationPreference: 'none',
    lastVisit: Date.now() - DAY,
    userSegment: 'new',
    ...overrides,
  };
}

/** Stores preferences before the first page script runs, once (reloads keep what the page saved). */
async function seed(page: Page, value: StoredPreferences | string): Promise<void> {
  const raw = typeof value === 'string' ? value : JSON.stringify(value);
  await page.addInitScript(
    ([key, stored]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, stored);
    },
    [KEY, raw] as const,
  );
}

async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window.dataLayer ?? []) as unknown as Record<string, unknown>[]);
}

async function stored(page: Page): Promise<StoredPreferences | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), KEY);
  try {
    return JSON.parse(raw ?? 'null') as StoredPreferences | null;
  } catch {
    return null; // Not (yet) valid JSON, e.g. the corrupt value before the page replaced it.
  }
}

/**
 * Opens a page and waits until it is interactive and its visit is stored: the personalization
 * provider stores the visit as soon as the page's frame hydrates, and the page's sections
 * hydrate after it (html[data-hydrated]).
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const pathname = new URL(path, 'http://localhost').pathname;
  await expect
    .poll(async () => (await stored(page))?.recentlyViewed[0]?.path, { timeout: 15_000 })
    .toBe(pathname);
  await waitForHydration(page);
}

// Requesting the fixture turns on the console, page-error and CSP watch for every test.
test.describe('pricing', () => {
  test('switching billing periods shows the prices and notes', async ({ page }) => {
    await open(page, '/pricing');
    const prices = page.locator('.pricing-plans__list .tier__price');
    const note = page.locator('.pricing-plans__note');
    const period = (name: string) =>
      page.getByRole('group', { name: 'Billing period' }).getByRole('button', { name });

    await expect(period('Monthly')).toHaveAttribute('aria-pressed', 'true');
    await expect(prices).toHaveText(['$299/month', '$599/month', '$999/month']);
    await expect(note).toHaveText('');

    await period('Annual').click();
    await expect(period('Annual')).toHaveAttribute('aria-pressed', 'true');
    await expect(period('Monthly')).toHaveAttribute('aria-pressed', 'false');
    await expect(prices).toHaveText(['$239/month', '$479/month', '$799/month']);
    await expect(note).toHaveText('Save 20% with annual billing');

    await period('Lifetime').click();
    await expect(prices).toHaveText(['$10,764', '$21,564', '$35,964']);
    await expect(note).toHaveText('Best value for long-term growth');
    await expect(page.locator('.pricing-plans__list')).not.toContainText('/month');

    await period('Monthly').click();
    await expect(prices).toHaveText(['$299/month', '$599/month', '$999/month']);

    const popular = page.locator('.pricing-plans__list > li', { hasText: 'MOST POPULAR' });
    await expect(popular).toHaveCount(1);
    await expect(popular.getByRole('heading')).toHaveText('Agency Growth');
    await expect(page.locator('.pricing-plans__agents')).toHaveText([
      '1 AI agent',
      'Up to 10 AI agents',
      'Unlimited AI agents',
    ]);
  });
});

test.describe('home', () => {
  test('the FAQ keeps one item open', async ({ page }) => {
    await seed(page, preferences());
    await open(page, '/');
    const faq = page.locator('#faq');
    // A <summary> is its own disclosure control: the open state is the <details>' `open`.
    const item = (question: string) =>
      faq.locator('details', { has: page.locator('summary', { hasText: question }) });
    const first = item('What is an AI voice agent?');
    const second = item('Is there a free trial?');
    await expect(faq.locator('summary.faq__question')).toHaveCount(9);

    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(faq.getByText('virtual team member')).toBeVisible();
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await second.locator('summary').click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('a name typed in the demo form before the page hydrated stays once the next field is typed', async ({
    page,
  }) => {
    // The scripts are held until the name is typed: the page is shown, its code not there yet.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const form = page.locator('.home-hero__form');
    await form.getByLabel('Name').fill('Pat Early');
    release();
    await waitForHydration(page);
    // Typing on re-renders the form: a name React was never told of would be wiped.
    await form.getByLabel('Email').fill('pat@example.com');
    await expect(form.getByLabel('Name')).toHaveValue('Pat Early');
    await expect(form.getByLabel('Email')).toHaveValue('pat@example.com');
  });

  test('Pricing from /blog goes home in the client and lands on /#pricing, scrolled to the plans', async ({
    page,
  }) => {
    await seed(page, preferences());
    await open(page, '/blog');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing-title')).toBeInViewport();
    await expect(page.locator('.pricing-plans__list .tier__price').first()).toHaveText(
      '$299/month',
    );
    // The router's entry carries the section; the address shows it without a second navigation.
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown }).usr);
    expect(state).toEqual({ scrollTo: 'pricing' });
    expect(documents).toEqual([]);
  });

  test('Pricing on the home page scrolls to plans that had not hydrated yet, and they work', async ({
    page,
  }) => {
    await seed(page, preferences());
    await open(page, '/');
    const holder = page.locator('[data-hydrate-on-view="home-pricing"]');
    await expect(holder).not.toHaveAttribute('data-hydrated');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page.locator('#pricing-title')).toBeInViewport();
    await expect(page.locator('#pricing-title')).toBeFocused();
    await expect(holder).toHaveAttribute('data-hydrated', '');
    const annual = page
      .locator('#pricing')
      .getByRole('group', { name: 'Billing period' })
      .getByRole('button', { name: 'Annual' });
    await annual.click();
    await expect(annual).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#pricing .tier__price').first()).toHaveText('$239/month');
  });

  test('a link in a part that has not hydrated (the footer) navigates in the client', async ({
    page,
  }) => {
    await seed(page, preferences());
    await open(page, '/');
    await expect(page.locator('[data-hydrate-on-view][data-hydrated]')).toHaveCount(0);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    // Followed where it is, without scrolling the footer into view first: its code loads, it
    // hydrates, and the router follows the click.
    await page.locator('footer a[href="/contact"]').evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    expect(documents).toEqual([]);
  });

  test('how it works highlights the next step every 3 seconds', async ({ page }) => {
    // Timers stand still from here on; only runFor moves them.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1000));
    await seed(page, preferences());
    await open(page, '/');
    await scrollToPart(page.locator('#how-it-works'));
    const steps = page.locator('#how-it-works .steps__item');
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
    await page.clock.runFor(3000);
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(0)).not.toHaveAttribute('aria-current', 'step');
    await page.clock.runFor(6000);
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: 'Pause step highlight' }).click();
    await page.clock.runFor(9000);
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  });

  test('the video shows its poster, plays on click and reports completion', async ({ page }) => {
    await seed(page, preferences());
    await open(page, '/');
    const section = page.locator('#business');
    await expect(section.locator('video')).toHaveCount(0);
    await section.getByRole('button', { name: /^Play video/ }).click();
    const video = section.locator('video');
    await expect(video).toBeVisible();
    await video.evaluate(async (element: HTMLVideoElement) => {
      if (Number.isNaN(element.duration)) {
        await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve));
      }
      element.pause();
      element.currentTime = element.duration * 0.996;
    });
    await expect(section.getByText('Watched. Ready to hear your own agent?')).toBeVisible();
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'custom_event', event_category: 'content' }),
    );
  });

  test('case study links log a content click', async ({ page }) => {
    await seed(page, preferences());
    await open(page, '/');
    const cards = page.locator('#case-studies .home-cases__card');
    await expect(cards).toHaveCount(3);
    await scrollToPart(cards.first());
    await cards
      .first()
      .getByRole('link', { name: /Read the case study/ })
      .click();
    await expect(page).toHaveURL(/\/case-studies\/[\w-]+$/);
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({
        event: 'custom_event',
        event_category: 'engagement',
        event_action: 'click',
        event_label: expect.stringContaining('Case study:') as unknown,
      }),
    );
  });
});

test.describe('comparison', () => {
  test('19 rows with one description open at a time', async ({ page }) => {
    await open(page, '/comparison');
    const table = page.getByRole('table', { name: /Plan Comparison/ });
    await expect(table.locator('tbody tr')).toHaveCount(19);
    await expect(table.locator('thead th')).toHaveText([
      'Feature',
      /Business Starter/,
      /Agency Growth/,
      /Enterprise & White Label/,
    ]);
    const support = table.getByRole('row', { name: /^Support/ });
    await expect(support.locator('td')).toHaveText([
      'Priority Support',
      'Priority Phone Support',
      'Dedicated Support Team',
    ]);
    const dashboard = table.getByRole('row', { name: /^Dashboard/ });
    await expect(dashboard.locator('td')).toHaveText(['Single', 'Multi-Client', 'White Label']);

    const api = page.getByRole('button', { name: 'About API Access' });
    const training = page.getByRole('button', { name: 'About Training' });
    await api.click();
    await expect(api).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('tooltip', { name: /REST API and webhooks/ })).toBeVisible();
    await training.click();
    await expect(training).toHaveAttribute('aria-expanded', 'true');
    await expect(api).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.tooltip--open')).toHaveCount(1);

    // Keyboard: Enter opens, Escape closes.
    await training.press('Escape');
    await expect(training).toHaveAttribute('aria-expanded', 'false');
    await api.focus();
    await page.keyboard.press('Enter');
    await expect(api).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('.tooltip--open')).toHaveCount(0);
  });

  test("at 1366 px a press on the next row's info button, under the open description, opens that one", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await gotoHydrated(page, '/comparison');
    // Each row's description opened in turn: what a press at the next row's button meets.
    const rows = await page.evaluate(async () => {
      const buttons = [...document.querySelectorAll('table .tooltip__trigger')];
      const found: { index: number; covered: boolean; reached: boolean }[] = [];
      for (const [index, button] of buttons.entries()) {
        const next = buttons[index + 1];
        if (!(button instanceof HTMLElement) || !next) continue;
        button.scrollIntoView({ block: 'center', behavior: 'instant' });
        button.click();
        await new Promise(requestAnimationFrame);
        const bubble = button.parentElement?.querySelector('[role="tooltip"]');
        const target = next.getBoundingClientRect();
        const x = target.left + target.width / 2;
        const y = target.top + target.height / 2;
        const box = bubble?.getBoundingClientRect();
        const covered = !!box && box.left < x && x < box.right && box.top < y && y < box.bottom;
        found.push({ index, covered, reached: next.contains(document.elementFromPoint(x, y)) });
      }
      return found;
    });
    // The case exists: an open description lies over the next row's button.
    const covered = rows.filter((row) => row.covered);
    expect(covered.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.reached)).toEqual([]);

    // A real press there opens the next description and closes the first.
    const buttons = page
      .getByRole('table', { name: /Plan Comparison/ })
      .locator('.tooltip__trigger');
    const first = covered[0]?.index ?? 0;
    await page.keyboard.press('Escape');
    await buttons.nth(first).click();
    const box = await buttons.nth(first + 1).boundingBox();
    if (!box) throw new Error('the next info button has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(buttons.nth(first + 1)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(first)).toHaveAttribute('aria-expanded', 'false');
  });

  test('selecting a plan logs the conversions and preselects it', async ({ page }) => {
    await open(page, '/comparison');
    await page.getByRole('link', { name: 'Select plan: Agency Growth' }).click();
    await expect(page).toHaveURL(/\/enhanced-contact\?plan=professional$/);
    await expect(page.getByText("You're asking about the Agency Growth plan")).toBeVisible();
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toEqual({
      selectedPlan: 'professional',
    });
    const events = await dataLayer(page);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'custom_event',
        event_category: 'conversion',
        event_action: 'click',
        event_label: 'Select Plan: professional',
      }),
    );
    expect(events).toContainEqual({
      event: 'conversion',
      conversion_id: 'plan_selected',
      conversion_value: 599,
    });
    // The plan preselects the sales subject on the form's second step.
    const form = page.locator('form.enhanced-contact');
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByLabel('Subject')).toHaveValue('sales');
  });

  test('Contact Sales asks about a custom plan', async ({ page }) => {
    await open(page, '/comparison');
    await expect(page.getByRole('heading', { name: 'Need a Custom Solution?' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(/\/enhanced-contact\?plan=custom_plan$/);
    await expect(page.getByText("You're asking about a custom plan")).toBeVisible();
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toEqual({
      inquiry: 'custom_plan',
    });
    expect(await dataLayer(page)).toContainEqual({
      event: 'conversion',
      conversion_id: 'custom_plan_inquiry',
      conversion_value: 0,
    });
  });
});

test.describe('personalization', () => {
  test('a preference change survives a reload', async ({ page }) => {
    await seed(page, preferences());
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Personalize', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const display = page.getByRole('button', { name: 'Display' });
    const industry = page.getByRole('button', { name: 'Industry' });
    await expect(display).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('radio', { name: 'Compact' }).check();
    await industry.click();
    await expect(industry).toHaveAttribute('aria-expanded', 'true');
    await expect(display).toHaveAttribute('aria-expanded', 'false');
    await page.getByLabel('Your industry').selectOption('healthcare');
    await page.getByRole('button', { name: 'Sections' }).click();
    await page.getByRole('checkbox', { name: 'Pricing' }).check();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-view-mode', 'compact');
    // The sections below the first screen apply preferences once scrolled to (they hydrate then).
    for (const id of ['#pricing', '#business', '#get-started-title', '#case-studies']) {
      await scrollToPart(page.locator(id));
    }
    await expect(page.locator('#pricing')).toHaveClass(/home-section--featured/);
    await expect(page.locator('#pricing').getByText('Featured for you')).toBeVisible();
    await expect(page.locator('#business')).toHaveClass(/home-business--dimmed/);
    await expect(page.locator('#get-started-title')).toHaveText(
      'Fill Your Appointment Book Automatically',
    );
    await expect(page.locator('#case-studies .badge').first()).toHaveText('Healthcare');
    await toggle.click();
    await expect(page.getByRole('radio', { name: 'Compact' })).toBeChecked();
    expect(await stored(page)).toMatchObject({
      viewMode: 'compact',
      industryInterest: 'healthcare',
      featuredSections: ['pricing'],
    });
  });

  test('stored preferences apply after hydration without shifting the page', async ({ page }) => {
    await seed(
      page,
      preferences({
        viewMode: 'compact',
        industryInterest: 'retail',
        featuredSections: ['hero', 'how-it-works', 'business', 'pricing'],
        communicationPreference: 'email',
        lastVisit: null,
      }),
    );
    await page.addInitScript(() => {
      const win = window as unknown as { shifts: { value: number; moved: string[] }[] };
      win.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          // What moved, so a failure names it: tag, id and classes of each shifted element.
          const moved = entry.sources.map(({ node }) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()}#${node.id}.${[...node.classList].join('.')}`
              : String(node?.nodeName),
          );
          win.shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A slow phone: the page is painted (stored spacing applied by the pre-paint script) well
    // before its scripts arrive and apply the rest.
    const scripts = await scriptGate(page);
    scripts.hold();
    await page.goto('/', { waitUntil: 'commit' });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          new PerformanceObserver((list, observer) => {
            if (!list.getEntriesByName('first-contentful-paint').length) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve());
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    scripts.release();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-view-mode', 'compact');
    await expect(page.getByRole('region', { name: 'Welcome' })).toBeVisible();
    await expect(page.locator('#demo')).toHaveClass(/home-section--featured/);
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
    );
    // The compact spacing is set before the first paint (pre-paint script), the featured marks
    // only paint: nothing may move when the scripts arrive and apply the rest.
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
  });

  test('the communication preference picks the call to action', async ({ page }) => {
    await seed(page, preferences({ communicationPreference: 'phone' }));
    await open(page, '/');
    await scrollToPart(page.locator('#get-started-title'));
    await scrollToPart(page.locator('#for-you'));
    await expect(page.locator('#get-started-title')).toHaveText(
      'Let an AI Voice Agent Take Your Calls',
    );
    await expect(page.locator('.home-personal__card').first()).toContainText('AI voice agents');
  });

  test('pages visited go to recently viewed, 5 shown then all', async ({ page }) => {
    const recentlyViewed = Array.from({ length: 7 }, (_, index) => ({
      path: `/blog/post-${index + 1}`,
      title: `Blog: Post ${index + 1}`,
      timestamp: Date.now() - (index + 1) * 60_000,
    }));
    await seed(page, preferences({ recentlyViewed }));
    await open(page, '/pricing');
    await open(page, '/comparison');
    await open(page, '/');
    await scrollToPart(page.locator('#for-you'));
    const list = page.locator('#home-recent-list li');
    await expect(list).toHaveText([
      'Plan Comparison',
      'Pricing',
      'Blog: Post 1',
      'Blog: Post 2',
      'Blog: Post 3',
    ]);
    await page.getByRole('button', { name: 'Show all (9)' }).click();
    await expect(list).toHaveCount(9);
    const saved = await stored(page);
    expect(saved?.recentlyViewed).toHaveLength(10);
    expect(saved?.recentlyViewed[0]).toMatchObject({ path: '/', title: 'Home' });
    expect(saved?.behaviorData.map((entry) => entry.path)).toEqual(['/pricing', '/comparison']);
  });

  test('the welcome banner greets a first visit and can be closed', async ({ page }) => {
    await open(page, '/');
    const banner = page.getByRole('region', { name: 'Welcome' });
    await expect(banner).toContainText('Welcome to Voxera AI');
    await banner.getByRole('button', { name: 'Close welcome message' }).click();
    await expect(banner).toHaveCount(0);
    const firstVisit = (await stored(page))?.lastVisit;
    await page.reload();
    // Hydrated again once the new visit time is stored.
    await expect.poll(async () => (await stored(page))?.lastVisit).not.toBe(firstVisit);
    await expect(page.getByRole('region', { name: 'Welcome' })).toHaveCount(0);
  });

  test('the welcome banner returns after more than 30 days', async ({ page }) => {
    await seed(page, preferences({ lastVisit: Date.now() - 31 * DAY }));
    await open(page, '/');
    const banner = page.getByRole('region', { name: 'Welcome' });
    await expect(banner).toContainText('Welcome back');
    await banner.getByRole('link', { name: 'Request my free demo' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  });

  test('corrupt stored preferences are logged and ignored', async ({ page }) => {
    const infos: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infos.push(message.text());
    });
    await seed(page, '{"viewMode": "compact", oops');
    await open(page, '/');
    await expect(page.getByRole('region', { name: 'Welcome' })).toContainText('Welcome to');
    await expect(page.locator('html')).not.toHaveAttribute('data-view-mode', 'compact');
    expect(infos.some((text) => text.includes('Ignoring stored user-preferences'))).toBe(true);
    expect((await stored(page))?.viewMode).toBe('detailed');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/#pricing and the other sections are plain anchors', async ({ page }) => {
    await page.goto('/#pricing');
    for (const id of ['how-it-works', 'features', 'faq', 'pricing']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('#pricing-title')).toBeInViewport();
    await expect(page.locator('#pricing .tier__price')).toHaveText([
      '$299/month',
      '$599/month',
      '$999/month',
    ]);
    await expect(page.locator('#marketing .stat__value')).toHaveText([
      '2M+',
      '1.37B',
      '194M',
      '19M',
    ]);
  });
});
