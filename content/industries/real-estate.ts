import type { IndustryPage } from '../schema/industries.ts';

export const realEstate: IndustryPage = {
  id: 'real-estate',
  name: 'Real Estate',
  hero: {
    eyebrow: 'AI agents for real estate',
    title: 'Never miss a buyer, seller or showing again',
    intro:
      'AI agents that call new leads within seconds, qualify buyers and sellers, book showings and follow up for months, so you spend your time on appointments, not on the phone.',
    points: [
      'Responds to new leads in seconds',
      'Books showings on your calendar',
      'Syncs with your CRM',
    ],
    illustration: {
      src: '/images/industries/real-estate.svg',
      alt: 'A property listing with a booked showing and a qualified buyer lead',
      width: 560,
      height: 420,
    },
  },
  sections: {
    solutions: {
      title: 'Solutions for agents, teams and brokerages',
      intro: 'Speed to lead, qualification and follow-up, handled for you.',
    },
    benefits: {
      title: 'Why real estate professionals choose Voxera AI',
      intro: 'More appointments from the same lead spend.',
    },
    useCases: {
      title: 'Use cases in practice',
      intro: 'How teams and brokerages put AI agents to work.',
    },
    testimonials: { title: 'What real estate professionals say' },
  },
  solutions: [
    {
      icon: 'user-check',
      title: 'Lead qualification',
      text: 'Calls every portal, ad and website lead within seconds and asks about budget, timeline, pre-approval and location.',
      points: ['Instant speed to lead', 'Buyer and seller scripts', 'Hot-lead alerts'],
    },
    {
      icon: 'home',
      title: 'Showing scheduling',
      text: 'Books, confirms and reschedules showings and listing appointments around your real availability.',
      points: ['Calendar sync', 'Confirmation texts', 'Open-house sign-ups'],
    },
    {
      icon: 'repeat',
      title: 'Long-term nurturing',
      text: 'Keeps in touch with leads who are months away with market updates and check-in calls until they are ready.',
      points: ['Drip calls and texts', 'New-listing alerts', 'Past-client check-ins'],
    },
  ],
  benefits: [
    {
      icon: 'zap',
      title: 'Speed to lead',
      text: 'A call within seconds of the inquiry, while the buyer is still on the listing page.',
    },
    {
      icon: 'calendar',
      title: 'More appointments',
      text: 'Qualified buyers and sellers land on your calendar, ready to meet.',
    },
    {
      icon: 'clock',
      title: 'Time back',
      text: 'No more cold-calling old lists; the agent does the dialing and the follow-up.',
    },
    {
      icon: 'database',
      title: 'Clean CRM',
      text: 'Every conversation is summarised and logged against the contact automatically.',
    },
  ],
  useCases: [
    {
      title: 'Residential sales team',
      scenario:
        'A six-agent team bought portal leads but answered most of them hours later, after the buyer had already talked to someone else.',
      outcome:
        'A voice agent now calls every new lead within a minute, qualifies them and books a call or showing with the agent on duty.',
      results: [
        { value: '< 60 s', label: 'average response time' },
        { value: '2.4x', label: 'more booked appointments' },
      ],
    },
    {
      title: 'Property management company',
      scenario:
        'Rental inquiries and maintenance calls flooded the office line every evening and weekend.',
      outcome:
        'An agent pre-screens rental applicants, schedules viewings and logs maintenance requests with the right urgency.',
      results: [
        { value: '90%', label: 'of inquiries handled without staff' },
        { value: '15 hrs', label: 'saved every week' },
      ],
    },
  ],
  testimonials: [
    {
      id: 'real-estate-elena-vasquez',
      quote:
        'Leads from the portals get a call before I have even seen the notification. My calendar is full of people who are actually pre-approved.',
      name: 'Elena Vasquez',
      role: 'Broker',
      company: 'Coastal Homes Realty',
      rating: 5,
    },
    {
      id: 'real-estate-james-whitfield',
      quote:
        'The nurture calls revived leads we had written off a year ago. Three of them closed this spring.',
      name: 'James Whitfield',
      role: 'Team Lead',
      company: 'Whitfield Property Group',
      rating: 5,
    },
  ],
  cta: {
    title: 'Put your lead follow-up on autopilot',
    text: 'Schedule a demo and hear an AI agent qualify a buyer and book a showing.',
    // Schedule Demo leads to the contact page, where demos are booked (our choice).
    primary: { label: 'Schedule Demo', href: '/contact' },
    secondary: { label: 'View Case Studies', href: '/case-studies' },
  },
};
