import type { CodeSample } from '../schema/developers.ts';

/**
 * Documentation samples. They describe the product's API for readers; the site itself
 * never calls it.
 */
export const API_HOST = 'https://api.voxera.ai';

export const createAgentRequest: CodeSample = {
  id: 'create-agent-rest',
  label: 'REST',
  title: 'Create an agent with the REST API',
  language: 'bash',
  description: 'Send a POST request to /v1/agents with your API key as a bearer token.',
  code: `curl -X POST ${API_HOST}/v1/agents \\
  -H "Authorization: Bearer $VOXERA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "name": "Front Desk",
    "type": "voice",
    "settings": {
      "language": "en-US",
      "voice": "aria",
      "greeting": "Thanks for calling! How can I help?"
    }
  }'`,
};

export const crmAgentSample: CodeSample = {
  id: 'crm-agent',
  label: 'CRM agent',
  title: 'create-crm-agent.js',
  language: 'javascript',
  description:
    'Create a lead-qualification agent that writes every answer to your CRM through field mappings.',
  code: `import { Voxera } from '@voxera/sdk';

const client = new Voxera({ apiKey: process.env.VOXERA_API_KEY });

const agent = await client.agents.create({
  name: 'Lead Qualifier',
  type: 'voice',
  integrations: {
    crm: {
      type: 'salesforce',
      fieldMappings: {
        fullName: 'Lead.Name',
        email: 'Lead.Email',
        phone: 'Lead.Phone',
        budget: 'Lead.Budget__c',
        timeline: 'Lead.Purchase_Timeline__c',
      },
    },
  },
});

console.log(\`Agent \${agent.id} is ready\`);`,
};

export const chatWidgetSample: CodeSample = {
  id: 'chat-widget',
  label: 'Website chat widget',
  title: 'index.html',
  language: 'html',
  description:
    'Embed a chat agent on any website: load the widget script once, then initialise it.',
  code: `<div id="voxera-chat"></div>
<script src="https://cdn.voxera.ai/widget/v1/voxera-chat.js" defer></script>
<script>
  window.addEventListener('load', () => {
    VoxeraChat.init({
      agentId: 'agt_8f2k41',
      containerId: 'voxera-chat',
      theme: 'light',
      welcomeMessage: 'Hi there! How can I help you today?',
      position: 'bottom-right',
    });
  });
</script>`,
};

export const analyticsSample: CodeSample = {
  id: 'analytics',
  label: 'Analytics',
  title: 'fetch-analytics.js',
  language: 'javascript',
  description: 'Fetch call and conversion metrics for one agent, grouped by day.',
  code: `import { Voxera } from '@voxera/sdk';

const client = new Voxera({ apiKey: process.env.VOXERA_API_KEY });

const report = await client.analytics.get({
  agent_id: 'agt_8f2k41',
  start_date: '2026-01-01',
  end_date: '2026-01-31',
  metrics: ['calls', 'conversations', 'conversions', 'avg_duration'],
  group_by: 'day',
});

for (const row of report.data) {
  console.log(row.date, row.calls, row.conversions);
}`,
};

export const webhookSample: CodeSample = {
  id: 'webhook',
  label: 'Webhook',
  title: 'Subscribe to conversation events',
  language: 'javascript',
  description: 'Receive an HTTPS POST whenever a conversation ends.',
  code: `const webhook = await client.webhooks.create({
  url: 'https://example.com/hooks/voxera',
  events: ['conversation.completed', 'lead.qualified'],
});

// Verify each delivery with the signing secret:
// X-Voxera-Signature: sha256=<HMAC of the raw body with webhook.secret>`,
};
