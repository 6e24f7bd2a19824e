import type { AgenciesPage } from '../schema/agencies.ts';

/** /agencies. The four stats are fixed figures, quoted word for word. */
export const agencies: AgenciesPage = {
  hero: {
    eyebrow: 'For agencies',
    title: 'Grow your agency with white-label AI agents',
    intro:
      'Add AI voice and chat agents to every client account under your own brand. Win more clients, convert more of their leads and give your team hours back every week.',
    primary: { label: 'Schedule Agency Demo', href: '/contact' },
    secondary: { label: 'Explore the Partner Program', href: '/partners' },
    highlights: ['Your brand, your domain', 'Multi-client dashboard', 'Client-ready reports'],
  },
  preview: {
    title: 'Your agency · This month',
    label:
      'Example multi-client dashboard: Harbor Dental 412 calls, up 18%; Summit Roofing 287 calls, up 24%; Oak & Iron Fitness 198 calls, up 11%.',
    clients: [
      { name: 'Harbor Dental', calls: '412 calls', trend: '+18%' },
      { name: 'Summit Roofing', calls: '287 calls', trend: '+24%' },
      { name: 'Oak & Iron Fitness', calls: '198 calls', trend: '+11%' },
    ],
    footer: 'White-label reports sent every Monday',
  },
  benefits: {
    title: 'Built for agencies',
    intro: 'Everything you need to sell, deliver and report on AI agents for every client.',
    items: [
      {
        icon: 'palette',
        title: 'White-label everything',
        text: 'Your logo, colours and domain on the platform, the agents and every report your clients see.',
      },
      {
        icon: 'layers',
        title: 'Multi-client dashboard',
        text: 'Manage every client account, agent and campaign from one login with role-based access.',
      },
      {
        icon: 'dollar',
        title: 'New recurring revenue',
        text: 'Package AI agents as a monthly service and set your own prices for every client.',
      },
      {
        icon: 'file-text',
        title: 'Automated client reporting',
        text: 'Branded reports with calls, leads and bookings land in your clients’ inboxes on schedule.',
      },
    ],
  },
  story: {
    title: 'Success story',
    story: {
      id: 'northline',
      company: 'Northline Digital Agency',
      kind: 'Digital marketing agency',
      title: 'From a handful of retainers to 38 clients on white-label AI agents',
      text: 'Northline offered AI voice agents under its own brand to local service businesses. Every client now gets 24/7 call answering, instant lead follow-up and a weekly branded report, and AI agents became the agency’s fastest-growing service line within a year.',
      results: [
        { value: '38', label: 'clients on AI agents' },
        { value: '3x', label: 'monthly recurring revenue' },
        { value: '12 hrs', label: 'saved per account manager each week' },
      ],
      quote: {
        id: 'marcus-reed',
        name: 'Marcus Reed',
        role: 'Founder',
        company: 'Northline Digital Agency',
        quote:
          'We resell the platform under our own brand to 38 clients. The multi-client dashboard and white-label reports turned AI agents into our fastest-growing service line.',
        rating: 5,
      },
    },
  },
  stats: {
    title: 'Results agencies see',
    items: [
      { value: '300%', label: 'Client growth' },
      { value: '72%', label: 'Lead conversion' },
      { value: '24/7', label: 'Support' },
      { value: '40hrs', label: 'Saved weekly' },
    ],
  },
  trial: {
    title: 'Try the white-label platform free for 14 days',
    text: 'Set up your first client account, brand it as your own and see the results before you pay anything.',
  },
  cta: {
    title: 'Ready to scale your agency?',
    text: 'See the white-label platform, the multi-client dashboard and partner pricing on a live call.',
    primary: { label: 'Schedule Agency Demo', href: '/contact' },
    secondary: { label: 'Explore the Partner Program', href: '/partners' },
  },
};
