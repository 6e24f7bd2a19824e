import { describe, expect, it } from 'vitest';
import { formAnswerStatus } from '#shared/forms/sending/form-answer.ts';

describe('a form answer’s HTTP status', () => {
  it('is 400 for invalid fields, 429 when rate-limited, 503 when not stored, else 200', () => {
    expect(formAnswerStatus({ status: 'error' })).toBe(400);
    expect(formAnswerStatus({ status: 'failed', reason: 'rate-limited' })).toBe(429);
    expect(formAnswerStatus({ status: 'failed', reason: 'unavailable' })).toBe(503);
    expect(formAnswerStatus({ status: 'success' })).toBe(200);
  });
});
