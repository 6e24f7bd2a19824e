import { describe, expect, it } from 'vitest';
import { createAgentRequest } from '#content/developers/code-samples.ts';
import { integrations } from '#content/features/integrations.ts';

/** The field names of a sample's JSON body, nested ones as `parent.child`. */
function bodyFields(code: string): string[] {
  const body = code.slice(code.indexOf('{'), code.lastIndexOf('}') + 1);
  const walk = (value: unknown, at: string): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [
          `${at}${key}`,
          ...walk(inner, `${at}${key}.`),
        ])
      : [];
  return walk(JSON.parse(body), '');
}

describe('developer samples', () => {
  it('create an agent with the same body on the developer hub and the integrations page', () => {
    expect(bodyFields(createAgentRequest.code)).toEqual(bodyFields(integrations.api.code));
  });
});
