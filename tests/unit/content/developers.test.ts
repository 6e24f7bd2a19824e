import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiReferenceSchema,
  developersSchema,
  documentationSchema,
  quickStartSchema,
  sdkSchema,
} from '#content/schema/developers.ts';
import { communitySchema } from '#content/schema/community.ts';
import {
  contentCreationSchema,
  customerSupportSchema,
  leadQualificationSchema,
  salesAutomationSchema,
} from '#content/schema/services.ts';
import { implementationSchema } from '#content/schema/resources.ts';
import { industryPageSchema } from '#content/schema/industries.ts';
import { privacyPolicySchema, termsSchema } from '#content/schema/legal.ts';
import { platformBlocksSchema } from '#content/schema/sections.ts';
import { apiReference } from '#content/developers/api-reference.ts';
import {
  analyticsSample,
  chatWidgetSample,
  createAgentRequest,
  crmAgentSample,
} from '#content/developers/code-samples.ts';
import { community } from '#content/community/community.ts';
import { contentCreation } from '#content/services/content-creation.ts';
import { customerSupport } from '#content/services/customer-support.ts';
import { developers } from '#content/developers/developers.ts';
import { documentation } from '#content/developers/documentation.ts';
import { ecommerce } from '#content/industries/ecommerce.ts';
import { healthcare } from '#content/industries/healthcare.ts';
import { implementation } from '#content/resources/implementation.ts';
import { leadQualification } from '#content/services/lead-qualification.ts';
import { privacyPolicy } from '#content/legal/privacy.ts';
import { quickStart } from '#content/developers/quick-start.ts';
import { realEstate } from '#content/industries/real-estate.ts';
import { salesAutomation } from '#content/services/sales-automation.ts';
import { sdks } from '#content/developers/sdks.ts';
import { platformBlocks } from '#content/sections/platform-blocks.ts';
import { terms } from '#content/legal/terms.ts';

const industries = [healthcare, ecommerce, realEstate];

describe('every solutions content file matches its schema', () => {
  it.each([
    ['healthcare', industryPageSchema, healthcare],
    ['ecommerce', industryPageSchema, ecommerce],
    ['real estate', industryPageSchema, realEstate],
    ['lead qualification', leadQualificationSchema, leadQualification],
    ['content creation', contentCreationSchema, contentCreation],
    ['sales automation', salesAutomationSchema, salesAutomation],
    ['customer support', customerSupportSchema, customerSupport],
    ['implementation', implementationSchema, implementation],
    ['developers', developersSchema, developers],
    ['quick start', quickStartSchema, quickStart],
    ['documentation', documentationSchema, documentation],
    ['API reference', apiReferenceSchema, apiReference],
    ['community', communitySchema, community],
    ['privacy policy', privacyPolicySchema, privacyPolicy],
    ['terms', termsSchema, terms],
    ['platform blocks', platformBlocksSchema, platformBlocks],
  ] as const)('%s', (_name, schema, content) => {
    const result = schema.safeParse(content);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it('SDKs', () => {
    for (const sdk of sdks) expect(sdkSchema.safeParse(sdk).success).toBe(true);
    expect(new Set(sdks.map((sdk) => sdk.id)).size).toBe(sdks.length);
  });

  it('every illustration exists under public/', () => {
    const images = [
      ...industries.map((page) => page.hero.illustration),
      leadQualification.hero.illustration,
      contentCreation.hero.illustration,
      salesAutomation.hero.illustration,
      customerSupport.hero.illustration,
      implementation.hero.illustration,
      community.hero.illustration,
    ];
    for (const image of images) {
      expect(image).toBeDefined();
      expect(existsSync(`public${image?.src}`), image?.src).toBe(true);
    }
  });
});

describe('service pages', () => {
  it('content creation: the six content types, four stats and the 49.00 USD offer', () => {
    expect(contentCreation.contentTypes.map((type) => type.title)).toEqual([
      'Blog posts',
      'Social media',
      'Email campaigns',
      'Website copy',
      'Product descriptions',
      'Video scripts',
    ]);
    expect(contentCreation.ctaStats).toHaveLength(4);
    expect(contentCreation.offer).toEqual({
      price: '49.00',
      priceCurrency: 'USD',
      priceValidUntil: '2024-12-31',
    });
  });

  it('sales automation: four funnel stages in order, each with a metric, and the 79.00 offer', () => {
    expect(salesAutomation.funnel.map((stage) => stage.name)).toEqual([
      'Awareness',
      'Interest',
      'Consideration',
      'Action',
    ]);
    for (const stage of salesAutomation.funnel) expect(stage.metric.value).not.toBe('');
    expect(salesAutomation.faqs).toHaveLength(6);
    expect(salesAutomation.offer.price).toBe('79.00');
    expect(salesAutomation.offer.priceValidUntil).toBe('2024-12-31');
  });
});

describe('implementation', () => {
  it('has the five phase durations of the spec', () => {
    expect(implementation.phases.map((phase) => phase.duration)).toEqual([
      '1-2 weeks',
      '2-3 weeks',
      '2-4 weeks',
      '2-3 weeks',
      '1-2 weeks',
    ]);
  });

  it('has Standard, Professional (Recommended) and Enterprise with their prices and support', () => {
    expect(
      implementation.packages.map(({ name, price, highlight, support }) => ({
        name,
        price,
        highlight,
        support,
      })),
    ).toEqual([
      { name: 'Standard', price: 'From $5,000', highlight: undefined, support: '30 days' },
      {
        name: 'Professional',
        price: 'From $10,000',
        highlight: 'Recommended',
        support: '90 days',
      },
      { name: 'Enterprise', price: 'Custom', highlight: undefined, support: '1 year' },
    ]);
  });
});

describe('developer content', () => {
  it('the code samples carry the documented fields', () => {
    for (const field of ['POST', '/v1/agents', 'Bearer', '"name"', '"type"', '"settings"']) {
      expect(createAgentRequest.code).toContain(field);
    }
    for (const field of ['"language"', '"voice"', '"greeting"']) {
      expect(createAgentRequest.code).toContain(field);
    }
    for (const field of ['agents.create', 'integrations', 'crm', 'type', 'fieldMappings']) {
      expect(crmAgentSample.code).toContain(field);
    }
    for (const field of ['analytics.get', 'agent_id', 'start_date', 'end_date', 'metrics']) {
      expect(analyticsSample.code).toContain(field);
    }
    expect(analyticsSample.code).toContain('group_by');
    for (const field of ['agentId', 'containerId', 'theme', 'welcomeMessage', 'position']) {
      expect(chatWidgetSample.code).toContain(field);
    }
  });

  it('lists the spec’s endpoints, resources and start steps', () => {
    expect(developers.endpoints.map((link) => link.label)).toEqual([
      'Agents',
      'Conversations',
      'Analytics',
      'Webhooks',
      'Integrations',
    ]);
    expect(developers.resources.map((link) => link.label)).toEqual([
      'Authentication',
      'Error Handling',
      'Rate Limiting',
      'Pagination',
      'Versioning',
    ]);
    expect(developers.startSteps.map((step) => step.title)).toEqual([
      'Create an Account',
      'Install SDK',
      'Start Building',
    ]);
  });

  it('the documentation hub has the expected anchors', () => {
    expect(documentation.sections.map((section) => section.id)).toEqual([
      'getting-started',
      'agents',
      'conversations',
      'integrations',
      'analytics',
      'webhooks',
    ]);
  });
});

describe('community', () => {
  it('has three upcoming events of the three types and four discussions', () => {
    expect(community.events.map((event) => event.type)).toEqual([
      'Webinar',
      'In-Person',
      'Virtual',
    ]);
    for (const discussion of community.discussions) {
      expect(discussion.replies).toBeGreaterThan(0);
      expect(discussion.views).toBeGreaterThan(discussion.replies);
    }
  });
});

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
