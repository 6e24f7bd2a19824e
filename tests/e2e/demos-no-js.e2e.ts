import { expect, gotoHydrated, test } from './fixtures.ts';
import { noJsFindings } from './no-js-rule.ts';

// What the progress form, the checklists and the chat bot answer to a post without JavaScript is
// the integration tests' (demos-without-js.test.ts), as is their forms' method and action.
test.describe('progress demo without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every panel of /progress-demo passes the no-JS rule', async ({ page }) => {
    for (const panel of ['video', 'form', 'onboarding', 'account', 'demo']) {
      await page.goto(`/progress-demo?panel=${panel}`);
      await expect(page.getByRole('tab', { name: new RegExp(panel, 'i') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(await noJsFindings(page), panel).toEqual({ shell: [], page: [] });
    }
  });
});

test.describe('the account checklist with JavaScript', () => {
  test('each tick moves the meter at once and the URL follows, so a reload keeps it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/progress-demo?panel=account');
    const panel = page.getByRole('tabpanel', { name: 'Account' });
    await expect(panel.getByRole('button', { name: 'Update progress' })).toBeHidden();
    await panel.getByLabel('Add a payment method').check();
    await expect(panel.getByText('2 of 5 tasks done')).toBeVisible();
    await expect(page).toHaveURL(/[?&]task-payment-method=done/);
    await page.reload();
    await expect(panel.getByText('2 of 5 tasks done')).toBeVisible();
    await expect(panel.getByLabel('Add a payment method')).toBeChecked();
  });
});
