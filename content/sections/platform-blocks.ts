import type { PlatformBlocks } from '../schema/sections.ts';

/**
 * Copy of the site-wide blocks embedded on industry, service and feature pages. The platform
 * figures are the rounded ones used on pages other than home (1.3B+, 190M+, 19M+).
 */
export const platformBlocks: PlatformBlocks = {
  platformStats: {
    title: 'Trusted by businesses at scale',
    intro:
      'The platform behind our AI agents already carries a serious share of the world’s business conversations.',
    stats: [
      { value: '2M+', label: 'Businesses' },
      { value: '1.3B+', label: 'Monthly messages' },
      { value: '190M+', label: 'Monthly leads' },
      { value: '19M+', label: 'Monthly conversations' },
    ],
  },
  integrations: {
    title: 'Works with the tools you already use',
    intro:
      'Your AI agents read from and write to the systems your team lives in, so every call and chat ends up where it belongs.',
    groups: [
      {
        id: 'crm',
        name: 'CRM',
        text: 'Contacts, deals and notes synced both ways.',
        icon: 'database',
        tools: ['Salesforce', 'HubSpot', 'Pipedrive', 'Zoho CRM'],
      },
      {
        id: 'calendars',
        name: 'Calendars',
        text: 'Appointments booked into real availability.',
        icon: 'calendar-check',
        tools: ['Google Calendar', 'Microsoft Outlook', 'Calendly'],
      },
      {
        id: 'support',
        name: 'Help desk & messaging',
        text: 'Tickets, alerts and hand-offs where your team works.',
        icon: 'headphones',
        tools: ['Zendesk', 'Intercom', 'Slack', 'Microsoft Teams', 'Twilio'],
      },
      {
        id: 'commerce',
        name: 'Commerce & payments',
        text: 'Orders, carts and payments at hand.',
        icon: 'cart',
        tools: ['Shopify', 'WooCommerce', 'Stripe'],
      },
    ],
    link: { label: 'Explore all integrations', href: '/features/integrations' },
  },
};
