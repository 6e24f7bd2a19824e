import type { IntegrationGroup, IntegrationLogo } from '../schema/features.ts';

function logo(name: string): IntegrationLogo {
  return { name, logo: `/images/logos/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg` };
}

/**
 * The integration catalogue as logos, in four groups. The tools are the ones named
 * in the site-wide integrations block; each wordmark is a neutral monogram drawn for this site
 * (public/images/logos), not the vendor's artwork.
 */
export const integrationGroups: IntegrationGroup[] = [
  {
    id: 'crm',
    title: 'CRM & Sales',
    text: 'Contacts, deals and call notes flow into the pipeline your team already works in.',
    icon: 'database',
    logos: ['Salesforce', 'HubSpot', 'Pipedrive', 'Zoho CRM'].map(logo),
  },
  {
    id: 'scheduling',
    title: 'Calendars & Team Chat',
    text: 'Agents book into real availability and alert your team where it already talks.',
    icon: 'calendar-check',
    logos: [
      'Google Calendar',
      'Microsoft Outlook',
      'Calendly',
      'Slack',
      'Microsoft Teams',
      'Gmail',
    ].map(logo),
  },
  {
    id: 'support',
    title: 'Help Desk & Telephony',
    text: 'Tickets created and updated from every conversation, on the phone lines you already own.',
    icon: 'headphones',
    logos: ['Zendesk', 'Freshdesk', 'Intercom', 'Twilio'].map(logo),
  },
  {
    id: 'commerce',
    title: 'Commerce & Data',
    text: 'Orders and payments at hand during a conversation, and every metric in your BI tools.',
    icon: 'cart',
    logos: [
      'Shopify',
      'WooCommerce',
      'Stripe',
      'Google Analytics',
      'Google Sheets',
      'Power BI',
    ].map(logo),
  },
];

/** Where analytics data goes: BI and spreadsheets first, then the CRMs and payments. */
export const analyticsIntegrations: IntegrationLogo[] = [
  'Google Analytics',
  'Google Sheets',
  'Power BI',
  'Salesforce',
  'HubSpot',
  'Stripe',
].map(logo);
