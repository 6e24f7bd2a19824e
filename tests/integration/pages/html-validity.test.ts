import { HtmlValidate } from 'html-validate';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sweepTargets } from '../../e2e/sweep-routes.ts';
import { createTestApp } from '../app-harness.ts';
import { NU_EQUIVALENT_RULES } from './nu-rules.ts';

const app = createTestApp();
const validator = new HtmlValidate(NU_EQUIVALENT_RULES);

describe('server HTML is valid', () => {
  // The generous time limit covers the first render, which also compiles the shared modules.
  it.each(sweepTargets())(
    '$id ($path)',
    async ({ path }) => {
      const response = await request(app).get(path);
      expect(response.type).toBe('text/html');
      const report = await validator.validateString(response.text, path);
      const errors = report.results
        .flatMap((result) => result.messages)
        .map((message) => `${message.ruleId} at ${message.selector ?? '?'}: ${message.message}`);
      expect(errors).toEqual([]);
    },
    60_000,
  );
});
