import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { affiliate } from '#content/partners/affiliate.ts';
import { agencies } from '#content/agencies/agencies.ts';
import { analytics } from '#content/features/analytics.ts';
import { chatAgents } from '#content/features/chat.ts';
import { crm } from '#content/crm/crm.ts';
import { enhancedCrm } from '#content/crm/enhanced-crm.ts';
import { featuresHub } from '#content/features/features.ts';
import { analyticsIntegrations, integrationGroups } from '#content/features/integration-logos.ts';
import { integrations } from '#content/features/integrations.ts';
import { partners } from '#content/partners/partners.ts';
import { trialOffer } from '#content/sections/trial-offer.ts';
import { voiceAgents } from '#content/features/voice-agents.ts';
import { affiliatePageSchema, partnersPageSchema } from '#content/schema/partners.ts';
import { agenciesPageSchema } from '#content/schema/agencies.ts';
import {
  agentFeaturePageSchema,
  analyticsPageSchema,
  featuresHubSchema,
  integrationLogoSchema,
  integrationsPageSchema,
} from '#content/schema/features.ts';
import { crmPageSchema, enhancedCrmPageSchema } from '#content/schema/crm.ts';
import { trialOfferSchema } from '#content/schema/sections.ts';
import type { Tier } from '#content/schema/sections.ts';
import { crmJsonLd } from '#shared/pages/crm/crm-json-ld.ts';
import { routeEntries } from '#shared/routing/route-manifest.ts';

const files: [string, z.ZodType, unknown][] = [
  ['features', featuresHubSchema, featuresHub],
  ['voice-agents', agentFeaturePageSchema, voiceAgents],
  ['chat', agentFeaturePageSchema, chatAgents],
  ['analytics', analyticsPageSchema, analytics],
  ['integrations', integrationsPageSchema, integrations],
  ['crm', crmPageSchema, crm],
  ['enhanced-crm', enhancedCrmPageSchema, enhancedCrm],
  ['agencies', agenciesPageSchema, agencies],
  ['affiliate', affiliatePageSchema, affiliate],
  ['partners', partnersPageSchema, partners],
  ['trial', trialOfferSchema, trialOffer],
];

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));
const routePaths = routeEntries.map((entry) => entry.path);

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

function imageSources(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageSources);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      (key === 'src' || key === 'logo') && typeof inner === 'string'
        ? [inner]
        : imageSources(inner),
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

describe.each(files)('content/marketing/%s.ts', (_name, schema, content) => {
  it('matches its schema', () => {
    const result = schema.safeParse(content);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('links only to routes that exist', () => {
    for (const href of internalHrefs(content)) {
      expect(routePaths, href).toContain(href.split(/[?#]/)[0]);
    }
  });

  it('uses images that exist under public/', () => {
    for (const src of imageSources(content)) {
      expect(existsSync(`${publicDir}${src}`), src).toBe(true);
    }
  });
});

describe('voice and chat agent pages', () => {
  it('prices voice agents as the spec states', () => {
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

  it('prices chat agents as the spec states', () => {
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

describe('CRM pages', () => {
  it('prices the structured data at 99 USD and says so on the page', () => {
    const jsonLd = crmJsonLd({
      name: 'CRM',
      description: 'd',
      offer: crm.offer,
      url: 'https://example.com/crm',
    });
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      url: 'https://example.com/crm',
      offers: { '@type': 'Offer', price: 99, priceCurrency: 'USD' },
    });
    expect(crm.hero.highlights).toContain('Plans start at $99/month');
  });
});

describe('agency, affiliate and partner pages', () => {
  it('states the partner tiers, process and payouts', () => {
    expect(partners.tiers.items.map((tier) => [tier.name, tier.description, tier.price])).toEqual([
      ['Silver', '1-5 implementations a year', '10%'],
      ['Gold', '6-15 implementations a year', '15%'],
      ['Platinum', '16+ implementations a year', '20%'],
    ]);
    expect(partners.process.items.map((step) => step.title)).toEqual(['Apply', 'Onboard', 'Grow']);
    expect(partners.process.items[0]?.text).toContain('1-2 weeks');
    expect(partners.process.items[2]?.text).toContain('paid monthly');
    expect(partners.cta.primary.href).toBe('/contact');
  });
});
