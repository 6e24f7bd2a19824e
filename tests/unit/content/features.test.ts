import { describe, expect, it } from 'vitest';
import { analytics } from '#content/features/analytics.ts';
import { chatAgents } from '#content/features/chat.ts';
import { featuresHub } from '#content/features/features.ts';
import { analyticsIntegrations, integrationGroups } from '#content/features/integration-logos.ts';
import { integrations } from '#content/features/integrations.ts';
import { voiceAgents } from '#content/features/voice-agents.ts';
import {
  agentFeaturePageSchema,
  analyticsPageSchema,
  featuresHubSchema,
  integrationLogoSchema,
  integrationsPageSchema,
} from '#content/schema/features.ts';
import type { Tier } from '#content/schema/sections.ts';
import { describeContentFiles } from './content-checks.ts';

describeContentFiles('features', [
  ['features', featuresHubSchema, featuresHub],
  ['voice-agents', agentFeaturePageSchema, voiceAgents],
  ['chat', agentFeaturePageSchema, chatAgents],
  ['analytics', analyticsPageSchema, analytics],
  ['integrations', integrationsPageSchema, integrations],
]);

/** Every internal link of a content value, found anywhere in it. */
function internalHrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(internalHrefs);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'href' && typeof inner === 'string' && inner.startsWith('/')
        ? [inner]
        : internalHrefs(inner),
    );
  }
  return [];
}

function tierText(tiers: readonly Tier[]) {
  return tiers.map((tier) => ({
    name: tier.name,
    price: `${tier.price}${tier.priceNote ?? ''}`,
    features: tier.features,
    highlight: tier.highlight,
  }));
}

describe('voice and chat agent pages', () => {
  it('prices voice agents at $499, $999 and Custom', () => {
    const [starter, professional, enterprise] = tierText(voiceAgents.pricing.items);
    expect(starter).toMatchObject({
      name: 'Starter',
      price: '$499/mo',
      features: ['1 agent', 'Up to 500 minutes', 'Basic analytics', 'Email support'],
    });
    expect(professional).toMatchObject({
      name: 'Professional',
      price: '$999/mo',
      features: [
        '3 agents',
        '2,000 minutes',
        'Advanced analytics',
        'CRM integration',
        'Priority support',
      ],
      highlight: 'Most Popular',
    });
    expect(enterprise).toMatchObject({ name: 'Enterprise', price: 'Custom' });
  });

  it('prices chat agents at $299, $699 and Custom', () => {
    const [starter, professional, enterprise] = tierText(chatAgents.pricing.items);
    expect(starter?.price).toBe('$299/mo');
    expect(starter?.features.slice(0, 2)).toEqual(['1 agent', '1,000 conversations']);
    expect(professional).toMatchObject({
      price: '$699/mo',
      features: ['3 agents', '5,000 conversations', 'CRM integration', 'Priority support'],
    });
    expect(enterprise?.price).toBe('Custom');
  });
});

describe('analytics page', () => {
  it('shows integration logos that all belong to the catalogue', () => {
    const catalogue = integrationGroups.flatMap((group) => group.logos.map((logo) => logo.name));
    for (const logo of analyticsIntegrations) {
      expect(integrationLogoSchema.parse(logo)).toEqual(logo);
      expect(catalogue).toContain(logo.name);
    }
  });
});

describe('integrations page', () => {
  it('samples POST /v1/agents with a bearer key and name, type and settings', () => {
    const [requestLine, auth] = integrations.api.code.split('\n');
    expect(requestLine).toMatch(/^POST https:\/\/[^/]+\/v1\/agents$/);
    expect(auth).toBe('Authorization: Bearer YOUR_API_KEY');
    const body = JSON.parse(integrations.api.code.slice(integrations.api.code.indexOf('{')));
    expect(Object.keys(body)).toEqual(['name', 'type', 'settings']);
    expect(Object.keys(body.settings)).toEqual(['language', 'voice', 'greeting']);
  });

  it('links to the developer hub and the API docs', () => {
    const hrefs = internalHrefs(integrations);
    expect(hrefs).toContain('/developers');
    expect(hrefs).toContain('/api');
  });
});
