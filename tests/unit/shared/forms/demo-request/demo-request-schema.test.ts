import { describe, expect, it, vi } from 'vitest';
import {
  submitDemoRequest,
  validateDemoRequest,
  type DemoRequestValues,
} from '#shared/forms/demo-request/demo-request-schema.ts';
import { formData, loggedText, useSubmissionClock } from '../form-helpers.ts';

const valid: DemoRequestValues = {
  name: 'Sam Rivera',
  email: 'sam@example.com',
  website: 'example.com',
  phone: '(512) 555-0142',
  additionalInfo: '',
};

describe('demo request rules', () => {
  it('needs a name, an email, a website and a phone; only the additional info is optional', () => {
    expect(
      validateDemoRequest({ name: '', email: '', website: '', phone: '', additionalInfo: '' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      website: 'Website is required',
      phone: 'Phone number is required',
    });
    expect(validateDemoRequest({ ...valid, website: '   ' })).toEqual({
      website: 'Website is required',
    });
  });

  it('checks the email and phone formats', () => {
    expect(validateDemoRequest({ ...valid, email: 'sam@', phone: '555' })).toEqual({
      email: 'Invalid email address',
      phone: 'Invalid phone number',
    });
  });

  it.each([
    'example.com',
    'www.example.co.uk',
    'https://example.com/about?x=1',
    'http://shop.example.io:8080',
  ])('accepts the website %j (scheme optional)', (website) => {
    expect(validateDemoRequest({ ...valid, website })).toEqual({});
  });

  it.each(['example', 'not a site', 'ftp://example.com'])('rejects the website %j', (website) => {
    expect(validateDemoRequest({ ...valid, website })).toEqual({
      website: 'Invalid website address',
    });
  });
});

describe('demo request submission', () => {
  const leads = useSubmissionClock();

  it('confirms after 1 s, greeting by first name, without logging personal data', async () => {
    let result: unknown;
    void submitDemoRequest(formData({ ...valid, extra: 'x' }), 1000).then((value) => {
      result = value;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ status: 'success', firstName: 'Sam' });
    // Only the form's own fields are kept: the unknown one is dropped.
    expect(leads.recorded.map((lead) => [lead.form, lead.values])).toEqual([
      ['demo-request', valid],
    ]);
    const logged = loggedText();
    expect(logged).not.toContain('Sam');
    expect(logged).not.toContain('555');
  });
});
