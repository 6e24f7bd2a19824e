import type { ApiReferenceContent } from '../schema/developers.ts';
import { API_HOST } from './code-samples.ts';

export const apiReference: ApiReferenceContent = {
  hero: {
    eyebrow: 'Developers',
    title: 'API Reference',
    intro:
      'The REST API for agents, conversations, analytics, webhooks and integrations: JSON over HTTPS, bearer-key authentication and predictable errors.',
  },
  baseUrl: `${API_HOST}/v1`,
  authentication: {
    text: 'Authenticate every request with a secret API key sent as a bearer token in the Authorization header. Create and revoke keys in the developer settings of your dashboard. Keys are secret: keep them on your server and never ship them in browser or mobile code.',
    code: {
      id: 'auth-header',
      label: 'Authentication',
      title: 'Authenticated request',
      language: 'bash',
      description: 'List your agents with a bearer key.',
      code: `curl ${API_HOST}/v1/agents \\
  -H "Authorization: Bearer vx_live_your_secret_key"`,
    },
  },
  endpointGroups: [
    {
      id: 'agents',
      name: 'Agents',
      text: 'Create, configure and deploy voice and chat agents.',
      operations: [
        { method: 'GET', path: '/v1/agents', description: 'List agents.' },
        {
          method: 'POST',
          path: '/v1/agents',
          description: 'Create an agent with name, type and settings (language, voice, greeting).',
        },
        { method: 'GET', path: '/v1/agents/{agent_id}', description: 'Retrieve one agent.' },
        {
          method: 'PATCH',
          path: '/v1/agents/{agent_id}',
          description: 'Update settings, knowledge or integrations.',
        },
        { method: 'DELETE', path: '/v1/agents/{agent_id}', description: 'Delete an agent.' },
      ],
    },
    {
      id: 'conversations',
      name: 'Conversations',
      text: 'Calls and chats handled by your agents, with transcripts and outcomes.',
      operations: [
        {
          method: 'GET',
          path: '/v1/conversations',
          description: 'List conversations, filtered by agent, channel, outcome or date.',
        },
        {
          method: 'GET',
          path: '/v1/conversations/{conversation_id}',
          description: 'Retrieve a conversation with its summary and extracted fields.',
        },
        {
          method: 'GET',
          path: '/v1/conversations/{conversation_id}/transcript',
          description: 'Retrieve the full, speaker-labelled transcript.',
        },
        {
          method: 'POST',
          path: '/v1/conversations',
          description: 'Start an outbound call or message to a contact.',
        },
      ],
    },
    {
      id: 'analytics',
      name: 'Analytics',
      text: 'Metrics and reports by agent, campaign and period.',
      operations: [
        {
          method: 'GET',
          path: '/v1/analytics',
          description:
            'Query metrics with agent_id, start_date, end_date, metrics and group_by parameters.',
        },
        { method: 'GET', path: '/v1/analytics/metrics', description: 'List available metrics.' },
        {
          method: 'POST',
          path: '/v1/analytics/exports',
          description: 'Export a report as CSV, Excel, PDF or PowerPoint.',
        },
      ],
    },
    {
      id: 'webhooks',
      name: 'Webhooks',
      text: 'Subscriptions that deliver events to your HTTPS endpoint.',
      operations: [
        { method: 'GET', path: '/v1/webhooks', description: 'List webhook subscriptions.' },
        {
          method: 'POST',
          path: '/v1/webhooks',
          description: 'Subscribe a URL to one or more events.',
        },
        {
          method: 'DELETE',
          path: '/v1/webhooks/{webhook_id}',
          description: 'Remove a subscription.',
        },
      ],
    },
    {
      id: 'integrations',
      name: 'Integrations',
      text: 'Connections to CRMs, calendars, help desks and communication tools.',
      operations: [
        { method: 'GET', path: '/v1/integrations', description: 'List connected integrations.' },
        {
          method: 'POST',
          path: '/v1/integrations',
          description: 'Connect an integration by type with its credentials.',
        },
        {
          method: 'PUT',
          path: '/v1/integrations/{integration_id}/field-mappings',
          description: 'Replace the field mappings of an integration.',
        },
      ],
    },
  ],
  errors: {
    text: 'The API uses conventional HTTP status codes: 2xx for success, 4xx for a problem with the request and 5xx for a problem on our side. Error responses carry a JSON error object with a machine-readable code, a message and the request id to quote to support.',
    codes: [
      { status: 400, meaning: 'Bad request: a parameter is missing or invalid.' },
      { status: 401, meaning: 'Unauthorized: the API key is missing or invalid.' },
      { status: 403, meaning: 'Forbidden: the key may not perform this action.' },
      { status: 404, meaning: 'Not found: the resource does not exist.' },
      { status: 409, meaning: 'Conflict: the request clashes with the current state.' },
      { status: 429, meaning: 'Too many requests: slow down and retry later.' },
      { status: 500, meaning: 'Server error: retry with backoff; we have been alerted.' },
    ],
    code: {
      id: 'error-object',
      label: 'Error',
      title: 'Error response',
      language: 'json',
      description: 'The shape of every error response.',
      code: `{
  "error": {
    "type": "invalid_request_error",
    "code": "parameter_missing",
    "message": "The parameter 'name' is required.",
    "param": "name",
    "request_id": "req_4Kd92xTq"
  }
}`,
    },
  },
  rateLimiting: {
    text: 'Requests are limited per API key to keep the platform fast for everyone. Every response tells you where you stand.',
    points: [
      '100 requests per second and 10,000 per minute per live key; 25 per second for test keys.',
      'X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset headers on every response.',
      'A 429 response includes a Retry-After header; the SDKs wait and retry automatically.',
    ],
  },
  pagination: {
    text: 'List endpoints return at most 100 items per page (20 by default) and use cursors. Pass the next_cursor of a response as the cursor parameter of the next request until has_more is false.',
    code: {
      id: 'pagination',
      label: 'Pagination',
      title: 'Next page of conversations',
      language: 'bash',
      description: 'Request the page after a cursor.',
      code: `curl "${API_HOST}/v1/conversations?limit=50&cursor=cur_9XkQ2" \\
  -H "Authorization: Bearer $VOXERA_API_KEY"

# { "data": [ ... ], "has_more": true, "next_cursor": "cur_9XkR7" }`,
    },
  },
  versioning: {
    text: 'The major version is part of the URL (/v1). Within a version we only make backward-compatible changes: new endpoints, new optional parameters and new fields in responses.',
    points: [
      'Breaking changes ship in a new major version, announced at least 12 months ahead.',
      'Write clients that ignore unknown response fields.',
      'The changelog lists every change with its date.',
    ],
  },
};
