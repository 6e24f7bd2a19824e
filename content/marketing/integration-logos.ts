import type { IntegrationGroup, IntegrationLogo } from '../schema/marketing-pages.ts';

/**
 * The integration catalogue shown as logos. The names are the ones our connectors ship under;
 * each wordmark is drawn for this site (public/images/logos), so no third-party artwork is used.
 */
export const integrationGroups = [
  {
    id: 'crm',
    title: 'CRM & Sales',
    text: 'Contacts, deals and call notes flow into the pipeline your team already works in.',
    icon: 'database',
    logos: [
      { name: 'Salesbridge', logo: '/images/logos/salesbridge.svg' },
      { name: 'Pipewise', logo: '/images/logos/pipewise.svg' },
      { name: 'Dealcraft', logo: '/images/logos/dealcraft.svg' },
      { name: 'Clientnest', logo: '/images/logos/clientnest.svg' },
    ],
  },
  {
    id: 'scheduling',
    title: 'Calendars & Scheduling',
    text: 'Agents check live availability and book, move or cancel appointments during the call.',
    icon: 'calendar-check',
    logos: [
      { name: 'Bookwell', logo: '/images/logos/bookwell.svg' },
      { name: 'Slotwise', logo: '/images/logos/slotwise.svg' },
      { name: 'Timegrid', logo: '/images/logos/timegrid.svg' },
      { name: 'Meetloop', logo: '/images/logos/meetloop.svg' },
    ],
  },
  {
    id: 'communication',
    title: 'Communication & Help Desk',
    text: 'Hand conversations to people with full context: tickets, inbox threads and phone lines.',
    icon: 'messages',
    logos: [
      { name: 'Ticketwave', logo: '/images/logos/ticketwave.svg' },
      { name: 'Ringline', logo: '/images/logos/ringline.svg' },
      { name: 'Inboxly', logo: '/images/logos/inboxly.svg' },
      { name: 'Supportdock', logo: '/images/logos/supportdock.svg' },
    ],
  },
  {
    id: 'analytics',
    title: 'Marketing & Analytics',
    text: 'Send conversions to ad platforms and every metric to your spreadsheets and BI tools.',
    icon: 'bar-chart',
    logos: [
      { name: 'Metricly', logo: '/images/logos/metricly.svg' },
      { name: 'Sheetflow', logo: '/images/logos/sheetflow.svg' },
      { name: 'Adpulse', logo: '/images/logos/adpulse.svg' },
      { name: 'Datapeak', logo: '/images/logos/datapeak.svg' },
    ],
  },
] satisfies IntegrationGroup[];

function logosOf(id: string): IntegrationLogo[] {
  return integrationGroups.find((group) => group.id === id)?.logos ?? [];
}

/** Two of each group: the default row of the integrations strip. */
export const featuredIntegrations: IntegrationLogo[] = integrationGroups.flatMap((group) =>
  group.logos.slice(0, 2),
);

/** Where analytics data goes: BI and marketing tools first, then the CRMs. */
export const analyticsIntegrations: IntegrationLogo[] = [
  ...logosOf('analytics'),
  ...logosOf('crm').slice(0, 2),
];
