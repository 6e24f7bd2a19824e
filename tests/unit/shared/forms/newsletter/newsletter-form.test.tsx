// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { newsletterValidator } from '#shared/forms/newsletter/newsletter-fields.ts';
import { NEWSLETTER_SUCCESS, NewsletterForm } from '#shared/forms/newsletter/newsletter-form.tsx';
import { newsletterAction } from '#shared/pages/forms/newsletter-action.ts';
import { useSubmissionClock } from '../form-helpers.ts';
import { focused, typeInto, useFormInPage } from '../form-in-page.tsx';

const field = () => document.querySelector<HTMLInputElement>('input[type="email"]');
const button = () => document.querySelector<HTMLButtonElement>('button[type="submit"]');
const status = () => document.querySelector<HTMLElement>('[role="status"]');

describe('a newsletter box, sent', () => {
  useSubmissionClock();
  const page = useFormInPage();

  async function send(disableAfterSuccess: boolean) {
    // The checks and the action's schema, loaded ahead: the send's 1 s then starts at the press
    // (the press while they load is use-send-press.test.tsx's).
    await newsletterValidator.load();
    await import('#shared/forms/newsletter/newsletter-schema.ts');
    await page.mount(
      <NewsletterForm variant="footer" idPrefix="test" disableAfterSuccess={disableAfterSuccess} />,
      { '/newsletter': newsletterAction('newsletter', 'newsletter') },
    );
    typeInto(field(), 'pat@example.com');
    field()?.focus();
    act(() => {
      button()?.click();
      // What the press leaves in the page when its handlers return, before anything else runs.
      expect(button()?.textContent).toBe('Subscribing...');
      expect(button()?.disabled).toBe(true);
      expect(focused()).toBe('status: Subscribing...');
    });
  }

  it('holds focus on its status through the second of sending and the 3 s of thanks, then in its field', async () => {
    await send(false);
    await page.advance(999);
    expect(focused()).toBe('status: Subscribing...');
    await page.advance(1);
    expect(focused()).toBe(`status: ${NEWSLETTER_SUCCESS}`);
    await page.advance(2999);
    expect(focused()).toBe(`status: ${NEWSLETTER_SUCCESS}`);
    await page.advance(1);
    expect(document.activeElement).toBe(field());
    expect(field()?.value).toBe('');
    expect(status()?.textContent).toBe('');
  });

  it('leaves focus on the status of a blog box that stays subscribed', async () => {
    await send(true);
    await page.advance(1000);
    expect(focused()).toBe(`status: ${NEWSLETTER_SUCCESS}`);
    await page.advance(3000);
    expect(field()?.disabled).toBe(true);
    expect(focused()).toBe("status: You're subscribed.");
  });
});
