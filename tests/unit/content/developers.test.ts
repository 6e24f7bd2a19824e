import { describe, expect, it } from 'vitest';
import { apiReference } from '#content/developers/api-reference.ts';
import {
  analyticsSample,
  chatWidgetSample,
  createAgentRequest,
  crmAgentSample,
} from '#content/developers/code-samples.ts';
import { developers } from '#content/developers/developers.ts';
import { documentation } from '#content/developers/documentation.ts';
import { quickStart } from '#content/developers/quick-start.ts';
import { sdks } from '#content/developers/sdks.ts';
import {
  apiReferenceSchema,
  developersSchema,
  documentationSchema,
  quickStartSchema,
  sdkSchema,
} from '#content/schema/developers.ts';
import { describeContentFiles } from './content-checks.ts';

describeContentFiles('developers', [
  ['developers', developersSchema, developers],
  ['quick-start', quickStartSchema, quickStart],
  ['documentation', documentationSchema, documentation],
  ['api-reference', apiReferenceSchema, apiReference],
]);

describe('SDKs', () => {
  it('match their schema, one per id', () => {
    for (const sdk of sdks) expect(sdkSchema.safeParse(sdk).success).toBe(true);
    expect(new Set(sdks.map((sdk) => sdk.id)).size).toBe(sdks.length);
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

  it('lists the five endpoint groups, the five API topics and the three start steps', () => {
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
