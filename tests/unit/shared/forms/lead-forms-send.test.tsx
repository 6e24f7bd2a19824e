// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS, contactValidator } from '#shared/forms/contact/contact-fields.ts';
import { ContactForm } from '#shared/forms/contact/contact-form.tsx';
import { demoRequestValidator } from '#shared/forms/demo-request/demo-request-fields.ts';
import { DemoRequestForm } from '#shared/forms/demo-request/demo-request-form.tsx';
import { EnhancedContactForm } from '#shared/forms/enhanced-contact/enhanced-contact-form.tsx';
import { action as contactAction } from '#shared/pages/contact/contact-page.tsx';
import { action as enhancedAction } from '#shared/pages/contact/enhanced-contact-page.tsx';
import { action as demoAction } from '#shared/pages/forms/demo-request-page.tsx';
import { useSubmissionClock } from './form-helpers.ts';
import { focused, typeInto, useFormInPage } from './form-in-page.tsx';

const byId = (id: string) => document.getElementById(id);
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((item) => item.textContent === name) ?? null;

function choose(id: string, value: string): void {
  const select = byId(id);
  if (!(select instanceof HTMLSelectElement)) throw new Error(`no select #${id}`);
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Presses `name` and checks what the press shows before anything else runs. */
function press(name: string, busyLabel: string, focus: string): void {
  act(() => {
    button(name)?.click();
    expect(button(busyLabel)?.disabled).toBe(true);
    expect(focused()).toBe(focus);
  });
}

describe('every lead form, sent: busy at the press, focus on its status, then its first field', () => {
  useSubmissionClock();
  const page = useFormInPage();

  it('the contact form', async () => {
    // The checks and the action's schema loaded ahead, so the 1 s starts at the press.
    await contactValidator.load();
    await import('#shared/forms/contact/contact-schema.ts');
    await page.mount(<ContactForm />, { '/contact': contactAction });
    typeInto(byId('contact-name'), 'Pat Doe');
    typeInto(byId('contact-email'), 'pat@example.com');
    choose('contact-subject', 'sales');
    typeInto(byId('contact-message'), 'We would like an AI receptionist.');
    byId('contact-message')?.focus();
    press('Send Message', 'Sending...', 'status: Sending your message...');
    await page.advance(1000);
    expect(focused()).toBe(`status: ${CONTACT_SUCCESS}`);
    await page.advance(3000);
    expect(document.activeElement).toBe(byId('contact-name'));
  });

  it('the demo request form, until another is asked for', async () => {
    await demoRequestValidator.load();
    await import('#shared/forms/demo-request/demo-request-schema.ts');
    await page.mount(<DemoRequestForm idPrefix="demo" />, { '/demo-request': demoAction });
    typeInto(byId('demo-name'), 'Pat Doe');
    typeInto(byId('demo-email'), 'pat@example.com');
    typeInto(byId('demo-website'), 'example.com');
    typeInto(byId('demo-phone'), '+1 512 555 0142');
    byId('demo-phone')?.focus();
    press('Get My Free Demo', 'Sending Request...', 'status: Sending your demo request...');
    await page.advance(1000);
    expect(focused()).toMatch(/^status: Thanks, Pat! Your demo request is in\./);
    act(() => button('Request another demo')?.click());
    expect(document.activeElement).toBe(byId('demo-name'));
  });

  it('the enhanced contact form', async () => {
    await import('#shared/forms/enhanced-contact/enhanced-contact-schema.ts');
    await page.mount(<EnhancedContactForm />, { '/enhanced-contact': enhancedAction });
    typeInto(byId('enhanced-contact-name'), 'Pat Doe');
    typeInto(byId('enhanced-contact-email'), 'pat@example.com');
    await act(async () => button('Next')?.click());
    choose('enhanced-contact-subject', 'billing');
    typeInto(byId('enhanced-contact-message'), 'An invoice question.');
    await act(async () => button('Next')?.click());
    button('Complete')?.focus();
    press('Complete', 'Processing...', 'status: Processing...');
    await page.advance(1000);
    expect(focused()).toBe('h2: Thank You!');
    await page.advance(3000);
    expect(document.activeElement).toBe(byId('enhanced-contact-name'));
  });
});
