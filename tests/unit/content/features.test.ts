import { describe, expect, it } from 'vitest';
import { API_HOST } from '#content/developers/code-samples.ts';
import { chatAgents } from '#content/features/chat.ts';
import { analyticsIntegrations, integrationGroups } from '#content/features/integration-logos.ts';
import { integrations } from '#content/features/integrations.ts';
import { voiceAgents } from '#content/features/voice-agents.ts';

/** A display price as a number: '$1,499' is 1499; 'Custom' has none. */
const amount = (price: string) => Number(price.replace(/[$,]/g, ''));

describe('voice and chat agent pricing', () => {
  it.each([
    ['voice agents', voiceAgents],
    ['chat agents', chatAgents],
  ])('%s: each tier costs more than the one before, Custom last, one highlighted', (_, page) => {
    const tiers = page.pricing.items;
    const priced = tiers.slice(0, -1).map((tier) => amount(tier.price));
    expect(priced.every((price) => Number.isFinite(price))).toBe(true);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(new Set(priced).size).toBe(priced.length);
    expect(tiers.at(-1)?.price).toBe('Custom');
    expect(tiers.filter((tier) => tier.highlight)).toHaveLength(1);
  });
});

describe('analytics page', () => {
  it('shows integration logos that all belong to the catalogue', () => {
    const catalogue = integrationGroups.flatMap((group) => group.logos.map((logo) => logo.name));
    for (const logo of analyticsIntegrations) expect(catalogue).toContain(logo.name);
  });
});

describe('integrations page', () => {
  it('samples a request to the documented API host with a JSON body', () => {
    const [requestLine] = integrations.api.code.split('\n');
    expect(requestLine).toMatch(new RegExp(`^POST ${API_HOST}/v1/agents$`));
    const body = integrations.api.code.slice(integrations.api.code.indexOf('{'));
    expect(() => JSON.parse(body)).not.toThrow();
  });
});
