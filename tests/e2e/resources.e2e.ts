import type { Locator } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

const EMPTY_HINT = "Try adjusting your search or filters to find what you're looking for.";

function cardTitles(list: Locator): Locator {
  return list.locator('.card__title');
}

test.describe('webinars', () => {
  test('search, category and upcoming-only update the list and the URL', async ({ page }) => {
    await gotoHydrated(page, '/webinars');
    const section = page.locator('#all-webinars');
    await expect(section.getByRole('status')).toHaveText('Showing all 8 webinars');

    await section.getByLabel('Search webinars').fill('jordan patel');
    await expect(cardTitles(section)).toHaveText([
      'Getting Started with AI Voice Agents',
      'Designing Natural Conversations: Voice Agent Best Practices',
    ]);
    await expect(page).toHaveURL(/\?q=jordan\+patel$/);

    await section.getByLabel('Search webinars').fill('');
    await section.getByLabel('Category').selectOption('healthcare');
    await expect(cardTitles(section)).toHaveText(['HIPAA-Compliant Patient Communication with AI']);

    await section.getByLabel('Category').selectOption('all');
    await section.getByLabel('Upcoming Only').check();
    await expect(section.getByRole('status')).toHaveText('Showing 3 of 8 webinars');
    await expect(section.getByText('On Demand')).toHaveCount(0);
    await expect(page).toHaveURL(/upcoming=1/);
  });

  test('empty state and Clear Filters reset every filter', async ({ page }) => {
    await gotoHydrated(page, '/webinars?category=sales&upcoming=1');
    const section = page.locator('#all-webinars');
    await section.getByLabel('Search webinars').fill('blockchain');
    const empty = section.locator('.rf-empty');
    await expect(empty.getByRole('heading', { name: 'No webinars found' })).toBeVisible();
    await expect(empty).toContainText(EMPTY_HINT);

    await empty.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(section.getByRole('status')).toHaveText('Showing all 8 webinars');
    await expect(section.getByLabel('Search webinars')).toHaveValue('');
    await expect(section.getByLabel('Category')).toHaveValue('all');
    await expect(section.getByLabel('Upcoming Only')).not.toBeChecked();
    await expect(page).toHaveURL(/\/webinars$/);
  });

  test('View Upcoming Webinars turns the upcoming-only filter on', async ({ page }) => {
    await gotoHydrated(page, '/webinars');
    await page.getByRole('link', { name: 'View Upcoming Webinars' }).click();
    const section = page.locator('#all-webinars');
    await expect(section.getByLabel('Upcoming Only')).toBeChecked();
    await expect(section.getByRole('status')).toHaveText('Showing 3 of 8 webinars');
  });
});

test.describe('success stories', () => {
  test('filter by industry and search, with the empty state', async ({ page }) => {
    await gotoHydrated(page, '/success-stories');
    const section = page.locator('#all-stories');
    await section.getByLabel('Industry').selectOption('ecommerce');
    await expect(cardTitles(section)).toHaveText(['Winning back 27% of abandoned carts']);

    await section.getByLabel('Industry').selectOption('all');
    await section.getByLabel('Search stories').fill('HOLD TIMES');
    await expect(cardTitles(section)).toHaveText(['Cutting no-shows by 47% across six clinics']);

    await section.getByLabel('Search stories').fill('quantum');
    const empty = section.locator('.rf-empty');
    await expect(empty.getByRole('heading', { name: 'No stories found' })).toBeVisible();
    await expect(empty).toContainText(EMPTY_HINT);
    await empty.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(section.getByRole('status')).toHaveText('Showing all 6 stories');
  });

  test('a featured story opens its case study', async ({ page }) => {
    await gotoHydrated(page, '/success-stories');
    await page
      .locator('#featured-stories')
      .getByRole('link', { name: /Read the full story of CloudNova/ })
      .click();
    await expect(page).toHaveURL(/\/case-studies\/cloudnova-support-automation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'CloudNova Resolves 68% of Support Requests Without a Human',
    );
  });
});

test.describe('tutorials', () => {
  test('search, category and level combine by AND', async ({ page }) => {
    await gotoHydrated(page, '/tutorials');
    const section = page.locator('#all-tutorials');
    await section.getByLabel('Category').selectOption('integration');
    await expect(section.getByRole('status')).toHaveText('Showing 2 of 8 tutorials');
    await section.getByLabel('Level').selectOption('advanced');
    await expect(cardTitles(section)).toHaveText(['Extend Your Agents with Webhooks and the API']);
    await section.getByLabel('Search tutorials').fill('crm');
    await expect(section.getByRole('heading', { name: 'No tutorials found' })).toBeVisible();
  });
});

test.describe('solution guides', () => {
  test('independent filters, empty state and Clear Filters resetting all three', async ({
    page,
  }) => {
    await gotoHydrated(page, '/solution-guides');
    const section = page.locator('#all-guides');
    await section.getByLabel('Industry').selectOption('healthcare');
    await expect(cardTitles(section)).toHaveText(['Patient Communication Playbook for Healthcare']);
    await section.getByLabel('Category').selectOption('best-practices');
    await section.getByLabel('Search guides').fill('patients');
    await expect(section.getByRole('heading', { name: 'No guides found' })).toBeVisible();
    await expect(section.locator('.rf-empty')).toContainText(
      'Try adjusting your search or filters...',
    );

    await section.locator('.rf__actions').getByRole('link', { name: 'Clear Filters' }).click();
    await expect(section.getByLabel('Search guides')).toHaveValue('');
    await expect(section.getByLabel('Category')).toHaveValue('all');
    await expect(section.getByLabel('Industry')).toHaveValue('all');
    await expect(section.getByRole('status')).toHaveText('Showing all 9 guides');
  });

  test('download links deliver the guide as a file', async ({ page }) => {
    await gotoHydrated(page, '/solution-guides');
    const link = page
      .locator('#featured-guides')
      .getByRole('link', { name: /Download Guide: The AI Voice Agent Starter Guide/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('ai-voice-agent-starter-guide.txt');
  });
});

test.describe('case studies', () => {
  test('the industry filter narrows the list and is kept in the URL', async ({ page }) => {
    await gotoHydrated(page, '/case-studies');
    await page
      .getByRole('search', { name: 'Filter case studies' })
      .getByLabel('Industry')
      .selectOption('manufacturing');
    await expect(page).toHaveURL(/\/case-studies\?industry=manufacturing$/);
    await expect(cardTitles(page.locator('#case-study-list'))).toHaveText([
      'Apex Manufacturing Automates Distributor Orders and Quote Requests',
    ]);
  });

  test('an unknown industry shows the empty state', async ({ page }) => {
    await gotoHydrated(page, '/case-studies?industry=aerospace');
    await expect(page.getByText('No case studies found for the selected industry.')).toBeVisible();
  });

  test('share and download only show alerts', async ({ page }) => {
    await gotoHydrated(page, '/case-studies/premier-realty-lead-conversion');
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect
      .poll(() => messages)
      .toEqual([
        'Share functionality would be implemented here',
        'Download functionality would be implemented here',
      ]);
    await expect(page).toHaveURL(/\/case-studies\/premier-realty-lead-conversion$/);
  });

  test('the detail page shows results, a demo link and no stories of other industries', async ({
    page,
  }) => {
    await gotoHydrated(page, '/case-studies/summit-financial-client-onboarding');
    await expect(page.getByRole('link', { name: 'Back to Case Studies' })).toBeVisible();
    await expect(page.locator('.cs-detail__meta .badge')).toHaveText('Finance');
    await expect(page.getByRole('heading', { name: 'Key Results' })).toBeVisible();
    await expect(page.getByText('Faster client onboarding')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule a Demo' }).last()).toHaveAttribute(
      'href',
      '/contact',
    );
    // Related stories are the same industry's only; the content has one story per industry.
    await expect(page.locator('#more-case-studies')).toHaveCount(0);
    await expect(page.locator('main .card__title')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form is answered by the server', async ({ page }) => {
    await page.goto('/webinars');
    const section = page.locator('#all-webinars');
    await section.getByLabel('Search webinars').fill('hipaa');
    await section.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/webinars\?q=hipaa/);
    await expect(cardTitles(section)).toHaveText(['HIPAA-Compliant Patient Communication with AI']);

    await section.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(section.getByRole('status')).toHaveText('Showing all 8 webinars');
  });

  test('case studies filter by industry', async ({ page }) => {
    await page.goto('/case-studies');
    await page
      .getByRole('search', { name: 'Filter case studies' })
      .getByLabel('Industry')
      .selectOption('education');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(cardTitles(page.locator('#case-study-list'))).toHaveText([
      'BrightPath Academy Grows Enrollment 41% with Always-On Admissions',
    ]);
    // The card leads to the detail page, which lists no story of another industry.
    await page
      .getByRole('link', { name: /BrightPath Academy/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/case-studies\/brightpath-academy-enrollment$/);
    await expect(page.locator('.cs-detail__meta .badge')).toHaveText('Education');
    await expect(page.locator('#more-case-studies')).toHaveCount(0);
    await expect(page.locator('main .card__title')).toHaveCount(0);
  });
});
