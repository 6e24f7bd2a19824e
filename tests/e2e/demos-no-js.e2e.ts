import { expect, gotoHydrated, test } from './fixtures.ts';
import { noJsFindings } from './no-js-rule.ts';

test.describe('progress demo and chat bot without JavaScript', () => {
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

  test('the multi-step form moves to step 2 with its panel kept and nothing typed in the URL', async ({
    page,
  }) => {
    await page.goto('/progress-demo?panel=form');
    const form = page.getByRole('tabpanel', { name: 'Form' });
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();

    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email (optional)').fill('ada@example.com');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/progress-demo\?panel=form#components$/);
    await expect(form.getByText('Step 2 of 3')).toBeVisible();
    await expect(form.getByRole('heading', { name: 'Your message' })).toBeVisible();
    expect(await noJsFindings(page)).toEqual({ shell: [], page: [] });

    await form.getByLabel('Message (optional)').fill('Hello');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.locator('.progress-form__review')).toContainText('Ada Lovelace');
    await form.getByRole('button', { name: 'Previous' }).click();
    await expect(form.getByLabel('Message (optional)')).toHaveValue('Hello');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank you, Ada Lovelace!' })).toBeVisible();
    await form.getByRole('button', { name: 'Start again' }).click();
    await expect(form.getByText('Step 1 of 3')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('the account checklist moves its meter with the ticked tasks', async ({ page }) => {
    await page.goto('/progress-demo?panel=account');
    const panel = page.getByRole('tabpanel', { name: 'Account' });
    await expect(panel.getByText('1 of 5 tasks done')).toBeVisible();
    await panel.getByLabel('Set your business hours').check();
    await panel.getByLabel('Choose an agent voice').check();
    await panel.getByRole('button', { name: 'Update progress' }).click();
    await expect(panel.getByText('3 of 5 tasks done')).toBeVisible();
    await expect(panel.getByRole('progressbar', { name: 'Account setup' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expect(panel.getByLabel('Choose an agent voice')).toBeChecked();
    await panel.getByLabel('Upload your company logo').uncheck();
    await panel.getByRole('button', { name: 'Update progress' }).click();
    await expect(panel.getByText('2 of 5 tasks done')).toBeVisible();
  });

  test('the chat bot answers each message, keeping the conversation', async ({ page }) => {
    await page.goto('/interactive-elements');
    const chat = page.locator('#chat');
    await chat.getByLabel('Your message').fill('How much does it cost?');
    await chat.getByRole('button', { name: 'Send message' }).click();
    const log = chat.getByRole('log');
    await expect(
      log.getByText(/\$49\/month for Basic and \$99\/month for Professional/),
    ).toBeVisible();
    await chat.getByLabel('Your message').fill('Which languages do you speak?');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect(log.getByText('How much does it cost?')).toBeVisible();
    await expect(log.getByText(/Voice agents speak 7 languages/)).toBeVisible();
    expect(await noJsFindings(page)).toEqual({ shell: [], page: [] });
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
