import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const MESSAGE = 'Remove `.only` before committing: it skips every other test in the run.';
// Built, not written out: a plain `.only(` in this file would trip every search for left-in ones.
const ONLY = '.only';

describe('a focused test left in', () => {
  it('is an ESLint error in vitest and Playwright files', { timeout: 60_000 }, async () => {
    const eslint = new ESLint();
    const samples: [string, string][] = [
      ['tests/unit/sample.test.ts', `import { it } from 'vitest';\nit${ONLY}('x', () => {});\n`],
      [
        'tests/integration/sample.test.ts',
        `import { describe } from 'vitest';\ndescribe${ONLY}('x', () => {});\n`,
      ],
      [
        'tests/e2e/sample.e2e.ts',
        `import { test } from '@playwright/test';\ntest.describe${ONLY}('x', () => {});\n`,
      ],
    ];
    for (const [filePath, code] of samples) {
      const [result] = await eslint.lintText(code, { filePath });
      const messages = (result?.messages ?? []).map((message) => message.message);
      expect([filePath, messages]).toEqual([filePath, [MESSAGE]]);
    }
  });

  it('fails the vitest and Playwright runs unless ALLOW_ONLY is set', async () => {
    expect(process.env.ALLOW_ONLY).toBeUndefined();
    const vitestConfig = (await import('../../../vitest.config.ts')).default;
    const playwrightConfig = (await import('../../../playwright.config.ts')).default;
    expect(vitestConfig.test?.allowOnly).toBe(false);
    expect(playwrightConfig.forbidOnly).toBe(true);
  });
});
