import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '#content/legal/privacy.ts';
import {
  ACCESSIBILITY_STORAGE_KEY,
  PREFERENCES_STORAGE_KEY,
  THEME_STORAGE_KEY,
} from '#shared/document/pre-paint.ts';
import { BLOG_VIEWS_STORAGE_KEY } from '#shared/pages/blog/view-counts.ts';
import { DEMO_PREFERENCES_KEY } from '#shared/pages/demos/personalization-demo-rules.ts';

describe('legal texts', () => {
  it('the privacy policy names exactly the keys the site keeps in local storage', () => {
    expect(new Set(privacyPolicy.storageKeys.map((item) => item.key))).toEqual(
      new Set([
        THEME_STORAGE_KEY,
        PREFERENCES_STORAGE_KEY,
        BLOG_VIEWS_STORAGE_KEY,
        DEMO_PREFERENCES_KEY,
        ACCESSIBILITY_STORAGE_KEY,
      ]),
    );
  });
});
