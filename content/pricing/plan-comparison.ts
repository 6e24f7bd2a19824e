import type { ComparisonRow } from '../schema/pricing.ts';

/**
 * The /comparison matrix: 19 rows for the three plans. true = included, false = not included,
 * text = the plan's level of that feature. The matrix is kept exactly as the product states it:
 * Business Starter lacks only the six rows marked false, Agency Growth lacks custom branding,
 * advanced security, custom AI training and the SLA guarantee (which Starter lists), and
 * Enterprise has everything.
 */
export const comparisonRows: readonly ComparisonRow[] = [
  {
    id: 'ai-agents',
    name: 'AI Voice & Chat Agents',
    description: 'How many AI agents answer calls and chats for you at the same time.',
    values: { starter: '1 agent', professional: 'Up to 10', enterprise: 'Unlimited' },
  },
  {
    id: 'crm',
    name: 'CRM & Pipelines',
    description: 'Contacts, deals and pipelines, updated by your agents after every conversation.',
    values: { starter: true, professional: true, enterprise: true },
  },
  {
    id: 'funnels',
    name: 'Funnel & Website Builder',
    description: 'Landing pages, funnels and forms that feed leads straight to your agents.',
    values: { starter: true, professional: true, enterprise: true },
  },
  {
    id: 'workflow-automation',
    name: 'Workflow Automation',
    description: 'Triggers and follow-up sequences that run without anyone lifting a finger.',
    values: { starter: true, professional: true, enterprise: true },
  },
  {
    id: 'appointment-scheduling',
    name: 'Appointment Scheduling',
    description: 'Agents book meetings into your calendars and send reminders automatically.',
    values: { starter: true, professional: true, enterprise: true },
  },
  {
    id: 'call-tracking',
    name: 'Call Tracking & Recording',
    description: 'Every call recorded, transcribed and attributed to the campaign that drove it.',
    values: { starter: true, professional: true, enterprise: true },
  },
  {
    id: 'email-sms',
    name: 'Email & SMS Marketing',
    description: 'Broadcasts and two-way texting from the same inbox as your calls and chats.',
    values: { starter: true, professional: true, enterprise: true },
  },
  {
    id: 'dashboard',
    name: 'Dashboard',
    description:
      'Single: one business. Multi-Client: switch between client accounts. White Label: the dashboard under your own brand and domain.',
    values: { starter: 'Single', professional: 'Multi-Client', enterprise: 'White Label' },
  },
  {
    id: 'team-collaboration',
    name: 'Team Collaboration',
    description: 'Shared inboxes, roles, permissions and hand-offs between agents and your staff.',
    values: { starter: false, professional: true, enterprise: true },
  },
  {
    id: 'client-reporting',
    name: 'Client Reporting',
    description: 'Scheduled reports per client with calls, leads, bookings and revenue.',
    values: { starter: false, professional: true, enterprise: true },
  },
  {
    id: 'api-access',
    name: 'API Access',
    description: 'REST API and webhooks to create agents and read conversations from your code.',
    values: { starter: false, professional: true, enterprise: true },
  },
  {
    id: 'custom-integrations',
    name: 'Custom Integrations',
    description: 'Connections to the CRMs, help desks and tools beyond the pre-built connectors.',
    values: { starter: false, professional: true, enterprise: true },
  },
  {
    id: 'custom-branding',
    name: 'Custom Branding',
    description: 'Your logo, colours and domain on the platform, emails and client portal.',
    values: { starter: true, professional: false, enterprise: true },
  },
  {
    id: 'advanced-security',
    name: 'Advanced Security',
    description: 'Single sign-on, audit logs, IP allow-lists and data-retention controls.',
    values: { starter: true, professional: false, enterprise: true },
  },
  {
    id: 'custom-ai-training',
    name: 'Custom AI Training',
    description: 'Agents trained on your scripts, documents and past calls for your exact voice.',
    values: { starter: true, professional: false, enterprise: true },
  },
  {
    id: 'sla-guarantee',
    name: 'SLA Guarantee',
    description: 'A contractual uptime and response-time commitment with service credits.',
    values: { starter: true, professional: false, enterprise: true },
  },
  {
    id: 'support',
    name: 'Support',
    description: 'How you reach our team when you need help.',
    values: {
      starter: 'Priority Support',
      professional: 'Priority Phone Support',
      enterprise: 'Dedicated Support Team',
    },
  },
  {
    id: 'account-manager',
    name: 'Dedicated Account Manager',
    description: 'One named person who knows your account, goals and roadmap.',
    values: { starter: false, professional: true, enterprise: true },
  },
  {
    id: 'training',
    name: 'Training',
    description: 'Live onboarding and training sessions for your team.',
    values: { starter: false, professional: true, enterprise: true },
  },
];
