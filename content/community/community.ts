import type { CommunityContent } from '../schema/community.ts';

export const community: CommunityContent = {
  hero: {
    eyebrow: 'Community',
    title: 'Learn, share and build with fellow AI agent builders',
    intro:
      'Join thousands of business owners, agencies and developers who swap conversation scripts, integration tips and results from their AI voice and chat agents.',
    illustration: {
      src: '/images/community/community.svg',
      alt: 'People connected in a network of conversations and shared ideas',
      width: 560,
      height: 420,
    },
  },
  sections: {
    features: {
      title: 'What the community offers',
      intro: 'Four ways to get help, give help and grow faster.',
    },
    events: {
      title: 'Upcoming events',
      intro: 'Live sessions with our team and community experts.',
    },
    discussions: {
      title: 'Popular discussions',
      intro: 'What members are talking about this week.',
    },
    resources: { title: 'Community resources', intro: 'Go deeper on your own schedule.' },
    testimonials: { title: 'What members say' },
    guidelines: {
      title: 'Community guidelines',
      intro: 'A few simple rules keep this a helpful place for everyone.',
    },
  },
  features: [
    {
      icon: 'messages',
      title: 'Discussion forums',
      text: 'Ask questions and share answers on setup, conversation design, integrations and growth.',
    },
    {
      icon: 'calendar',
      title: 'Live events',
      text: 'Webinars, virtual workshops and in-person meetups with product experts.',
    },
    {
      icon: 'book',
      title: 'Shared templates',
      text: 'Scripts, prompts and workflows other members have tested in real businesses.',
    },
    {
      icon: 'award',
      title: 'Expert network',
      text: 'Certified partners and our own engineers answer the hardest questions.',
    },
  ],
  events: [
    {
      id: 'scaling-outbound-sales-webinar',
      title: 'Scaling Outbound Sales with AI Voice Agents',
      isoDate: '2026-12-10',
      date: 'December 10, 2026',
      time: '11:00 AM - 12:00 PM CST',
      type: 'Webinar',
      description:
        'How sales teams use AI agents to call, qualify and book meetings with every lead, and hand warm prospects to reps at the right moment.',
      presenter: 'Alex Rivera, Head of Sales Solutions',
      link: { label: 'See webinars', href: '/webinars' },
    },
    {
      id: 'austin-meetup',
      title: 'Austin AI Agents Meetup',
      isoDate: '2027-01-21',
      date: 'January 21, 2027',
      time: '6:00 PM - 8:30 PM CST',
      type: 'In-Person',
      description:
        'An evening of lightning talks, live demos and networking at our Austin office. Drinks and tacos on us.',
      presenter: 'Marcus Johnson, Community Lead',
      link: { label: 'Request an invitation', href: '/contact' },
    },
    {
      id: 'integrations-workshop',
      title: 'Hands-on Workshop: CRM Integrations',
      isoDate: '2027-02-04',
      date: 'February 4, 2027',
      time: '1:00 PM - 3:00 PM CST',
      type: 'Virtual',
      description:
        'Build a lead-qualification agent that writes to your CRM, step by step, with engineers on hand to help.',
      presenter: 'Priya Patel, Solutions Engineer',
      link: { label: 'Prepare with tutorials', href: '/tutorials' },
    },
  ],
  discussions: [
    {
      id: 'after-hours-scripts',
      title: 'Best greeting scripts for after-hours calls?',
      category: 'Conversation Design',
      replies: 48,
      views: 1920,
      lastActivity: '2 hours ago',
    },
    {
      id: 'hubspot-field-mapping',
      title: 'Mapping qualification answers to custom HubSpot properties',
      category: 'Integrations',
      replies: 31,
      views: 1204,
      lastActivity: '5 hours ago',
    },
    {
      id: 'no-show-results',
      title: 'How we cut appointment no-shows by 40% with reminder calls',
      category: 'Success Stories',
      replies: 67,
      views: 3480,
      lastActivity: '1 day ago',
    },
    {
      id: 'agency-pricing',
      title: 'How are agencies pricing AI agents for their clients?',
      category: 'Agencies',
      replies: 54,
      views: 2755,
      lastActivity: '2 days ago',
    },
  ],
  resources: [
    {
      icon: 'video',
      title: 'Tutorials',
      text: 'Step-by-step videos from first setup to advanced conversation design.',
      link: { label: 'Watch tutorials', href: '/tutorials' },
    },
    {
      icon: 'calendar',
      title: 'Webinar library',
      text: 'Recordings of past sessions on sales, support and industry playbooks.',
      link: { label: 'Browse webinars', href: '/webinars' },
    },
    {
      icon: 'file-text',
      title: 'Blog',
      text: 'Articles on AI agents, customer experience and growth strategy.',
      link: { label: 'Read the blog', href: '/blog' },
    },
    {
      icon: 'code',
      title: 'Developer docs',
      text: 'API reference, SDKs and integration guides for builders.',
      link: { label: 'Open the docs', href: '/documentation' },
    },
  ],
  testimonials: [
    {
      id: 'community-alicia-grant',
      quote:
        'I posted a question about call transfers at 10 PM and had three working answers by breakfast. This community saved my launch.',
      name: 'Alicia Grant',
      role: 'Owner',
      company: 'Grant Dental Studio',
      rating: 5,
    },
    {
      id: 'community-noah-fischer',
      quote:
        'The shared templates are gold. We adapted a member’s real estate script and had a working agent for a client the same afternoon.',
      name: 'Noah Fischer',
      role: 'Agency Founder',
      company: 'Brightside Digital',
      rating: 5,
    },
  ],
  guidelines: [
    {
      title: 'Be respectful',
      text: 'Treat every member with courtesy. Disagree with ideas, never with people.',
    },
    {
      title: 'Stay on topic',
      text: 'Keep posts about AI agents, automation and growing a business with them.',
    },
    {
      title: 'Protect privacy',
      text: 'Never share customer data, call recordings with personal details or API keys.',
    },
    {
      title: 'Share generously',
      text: 'Post what worked and what did not. Detailed answers help the next person.',
    },
    {
      title: 'No spam or self-promotion',
      text: 'Sharing your work is welcome; unsolicited ads and cold pitches are not.',
    },
    {
      title: 'Report problems',
      text: 'Flag posts that break these rules; moderators review every report within one business day.',
    },
  ],
  cta: {
    title: 'Join the conversation',
    text: 'Tell us a little about what you are building and we will send you an invitation to the community.',
    primary: { label: 'Request an Invitation', href: '/contact' },
    secondary: { label: 'Browse Webinars', href: '/webinars' },
  },
};
