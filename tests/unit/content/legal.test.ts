import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '#content/legal/privacy.ts';
import { terms } from '#content/legal/terms.ts';
import { privacyPolicySchema, termsSchema } from '#content/schema/legal.ts';
import { describeContentFiles } from './content-checks.ts';

describeContentFiles('legal', [
  ['privacy', privacyPolicySchema, privacyPolicy],
  ['terms', termsSchema, terms],
]);

describe('legal texts', () => {
  it('the privacy policy names every browser storage key', () => {
    expect(privacyPolicy.storageKeys.map((item) => item.key)).toEqual([
      'color-theme',
      'user-preferences',
      'blog-post-views',
      'user-preferences-demo',
      'accessibility-settings',
    ]);
  });
});
