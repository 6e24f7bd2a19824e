import type { Page } from '@playwright/test';
import { blogPosts } from '../../content/blog/posts.ts';
import { expect, gotoHydrated, pauseClock, test } from './fixtures.ts';

const VIEWS_KEY = 'blog-post-views';
const POST = blogPosts.find((post) => post.slug === 'ai-lead-qualification')!;
const EMPTY_HINT = "Try adjusting your search or filter to find what you're looking for.";

const formatViews = (views: number) => `${views.toLocaleString('en-US')} views`;
const articles = (page: Page) => page.locator('#articles .blog-card');
const postViews = (page: Page) => page.getByTestId('post-views');

async function storedViews(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), VIEWS_KEY);
}

test.describe('blog list', () => {
  test('the search box updates the list and the URL without a reload', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    await expect(articles(page)).toHaveCount(blogPosts.length);
    const historyLength = await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      return history.length;
    });
    const search = page.getByLabel('Search articles');

    await search.fill('hipaa');
    await expect(page).toHaveURL(/\/blog\?search=hipaa$/);
    await expect(articles(page)).toHaveCount(1);
    await expect(page.locator('.blog-count')).toHaveText('1 article');
    await expect(articles(page).first()).toContainText('Patient Communication in Healthcare');

    await search.fill('voice agents calls');
    await expect(page).toHaveURL(/\/blog\?search=voice\+agents\+calls$/);
    await expect(articles(page).first()).toBeVisible();

    await search.fill('zebra');
    await expect(articles(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    await expect(page.getByText(EMPTY_HINT)).toBeVisible();

    await search.fill('');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(articles(page)).toHaveCount(blogPosts.length);
    // Replaced, not pushed, and the page never reloaded.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test('tag and category links filter the list', async ({ page }) => {
    await gotoHydrated(page, `/blog/${POST.slug}`);
    await page.locator('.blog-article__tags').getByRole('link', { name: '#speed-to-lead' }).click();
    await expect(page).toHaveURL(/\/blog\?tag=speed-to-lead$/);
    await expect(articles(page)).toHaveCount(1);
    await page.getByRole('link', { name: 'Remove tag filter' }).click();
    await expect(articles(page)).toHaveCount(blogPosts.length);
    await page
      .getByRole('navigation', { name: 'Filter by category' })
      .getByRole('link', { name: 'AI Ethics' })
      .click();
    await expect(page).toHaveURL(/\/blog\?category=ai-ethics$/);
    await expect(articles(page)).toHaveCount(1);
  });
});

test.describe('blog post', () => {
  test('copy link copies the address and shows Copied! for 2 s', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.clock.install();
    await gotoHydrated(page, `/blog/${POST.slug}`);
    await pauseClock(page);

    const button = page.locator('.blog-share__copy');
    await expect(button).toHaveText('Copy link');
    await button.click();
    await expect(button).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/blog/${POST.slug}`,
    );
    await page.clock.runFor(1999);
    await expect(button).toHaveText('Copied!');
    await page.clock.runFor(1);
    await expect(button).toHaveText('Copy link');
  });

  test('counts a view on load and keeps the count between visits', async ({ page }) => {
    await page.goto(`/blog/${POST.slug}`);
    await expect(postViews(page)).toHaveText(formatViews(POST.views + 1));
    expect(await storedViews(page)).toEqual({ [POST.slug]: 1 });

    await page.reload();
    await expect(postViews(page)).toHaveText(formatViews(POST.views + 2));

    const next = page.getByRole('link', { name: /Next article/ });
    const nextSlug = (await next.getAttribute('href'))!.split('/').pop()!;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/blog/${nextSlug}$`));
    await expect.poll(() => storedViews(page)).toEqual({ [POST.slug]: 2, [nextSlug]: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('popular posts count the visitor’s own views', async ({ page }) => {
    const least = [...blogPosts].sort((a, b) => a.views - b.views)[0]!;
    await page.addInitScript(
      ([key, slug]) => localStorage.setItem(key!, JSON.stringify({ [slug!]: 5000 })),
      [VIEWS_KEY, least.slug],
    );
    await page.goto(`/blog/${POST.slug}`);
    const popular = page.getByTestId('popular-posts').getByRole('listitem');
    await expect(popular).toHaveCount(5);
    await expect(popular.first()).toContainText(least.title);
    await expect(popular.first()).toContainText(formatViews(least.views + 5000));
  });

  test('ignores corrupt stored views without a warning', async ({ page }) => {
    const infos: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infos.push(message.text());
    });
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, '{not json');
      sessionStorage.setItem('seeded', 'yes');
    }, VIEWS_KEY);
    await page.goto(`/blog/${POST.slug}`);
    await expect(postViews(page)).toHaveText(formatViews(POST.views + 1));
    expect(await storedViews(page)).toEqual({ [POST.slug]: 1 });
    expect(infos.some((text) => text.includes(VIEWS_KEY))).toBe(true);
  });

  test('an unknown slug redirects to /blog in client navigation too', async ({ page }) => {
    await gotoHydrated(page, `/blog/${POST.slug}`);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.evaluate(() => {
      history.pushState(null, '', '/blog/no-such-post');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('h1')).toHaveText('Insights on AI voice and chat agents');
    expect(documents).toEqual([]);
  });
});

test.describe('blog subscribe forms', () => {
  test('validate the email', async ({ page }) => {
    await gotoHydrated(page, '/blog/category/ai-ethics');
    const form = page.locator('.blog-subscribe__panel');
    const email = form.getByLabel('Email');
    const button = form.getByRole('button', { name: 'Subscribe' });
    await button.click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await email.fill('reader@example');
    await button.click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  test('the reading progress bar follows the article', async ({ page }) => {
    await gotoHydrated(page, `/blog/${POST.slug}`);
    const progress = page.getByRole('progressbar', { name: 'Reading progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await page.locator('.blog-author-card').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
      .toBeGreaterThan(50);
  });
});

// A post's server HTML (article, views, share links) is the integration tests' (blog.test.ts).
test.describe('blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form submits and the server filters', async ({ page }) => {
    await page.goto('/blog');
    await page.getByLabel('Search articles').fill('duplicates');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\?search=duplicates$/);
    await expect(articles(page)).toHaveCount(1);
    await expect(articles(page).first()).toContainText('Connecting AI Agents to Your CRM');
  });
});
