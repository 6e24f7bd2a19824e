import type { ImplementationContent } from '../schema/resources.ts';

export const implementation: ImplementationContent = {
  hero: {
    eyebrow: 'Implementation services',
    title: 'Launch your AI agents with experts at your side',
    intro:
      'Our implementation team plans, builds, integrates and launches your AI voice and chat agents with you, in five proven phases, so you see results from the first week live.',
    illustration: {
      src: '/images/services/implementation.svg',
      alt: 'A project timeline with five phases from discovery to launch',
      width: 560,
      height: 420,
    },
  },
  sections: {
    phases: {
      title: 'Our implementation process',
      intro: 'Five phases, each with a clear deliverable and a dedicated specialist.',
    },
    packages: {
      title: 'Implementation packages',
      intro: 'Choose the level of support that fits your team and timeline.',
    },
    benefits: {
      title: 'Why implement with our team',
      intro: 'A faster launch, fewer surprises and agents that perform from day one.',
    },
    testimonials: { title: 'What our customers say' },
    faqs: { title: 'Frequently Asked Questions' },
  },
  phases: [
    {
      title: 'Discovery & Planning',
      duration: '1-2 weeks',
      text: 'We map your call flows, customer journeys and goals, and agree on success metrics and a launch plan.',
    },
    {
      title: 'Design & Configuration',
      duration: '2-3 weeks',
      text: 'Conversation design, voice and persona, knowledge base and business rules are built and reviewed with you.',
    },
    {
      title: 'Integration & Development',
      duration: '2-4 weeks',
      text: 'We connect your CRM, calendars, phone system and other tools, and build any custom workflows.',
    },
    {
      title: 'Testing & Training',
      duration: '2-3 weeks',
      text: 'Scenario testing, quality review and hands-on training for your team before anything goes live.',
    },
    {
      title: 'Launch & Optimization',
      duration: '1-2 weeks',
      text: 'A staged go-live with close monitoring, then tuning from real conversations and analytics.',
    },
  ],
  packages: [
    {
      id: 'standard',
      name: 'Standard',
      price: 'From $5,000',
      description: 'For a single AI agent with standard integrations.',
      features: [
        'One AI voice or chat agent',
        'Up to 2 standard integrations',
        'Conversation design workshop',
        'Team training session',
      ],
      support: '30 days',
      cta: { label: 'Get Started', href: '/contact' },
    },
    {
      id: 'professional',
      name: 'Professional',
      price: 'From $10,000',
      description: 'For multiple agents and custom workflows across teams.',
      features: [
        'Up to 3 AI agents',
        'Up to 5 integrations, including CRM',
        'Custom workflows and routing',
        'Dedicated implementation manager',
        'Advanced analytics setup',
      ],
      support: '90 days',
      highlight: 'Recommended',
      cta: { label: 'Get Started', href: '/contact' },
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      price: 'Custom',
      description: 'For complex, multi-location or regulated organisations.',
      features: [
        'Unlimited AI agents',
        'Custom integrations and API development',
        'Security and compliance review',
        'Dedicated solutions architect',
        'On-site training available',
      ],
      support: '1 year',
      cta: { label: 'Contact Sales', href: '/contact' },
    },
  ],
  benefits: [
    {
      icon: 'rocket',
      title: 'Faster time to value',
      text: 'A proven playbook gets your agents live in weeks, not months.',
    },
    {
      icon: 'award',
      title: 'Expert guidance',
      text: 'Specialists who have launched hundreds of AI agents across industries.',
    },
    {
      icon: 'puzzle',
      title: 'Seamless integration',
      text: 'Your CRM, calendars and phone system connected and tested end to end.',
    },
    {
      icon: 'shield-check',
      title: 'Reduced risk',
      text: 'Thorough testing and a staged launch protect your customer experience.',
    },
    {
      icon: 'graduation',
      title: 'Team enablement',
      text: 'Your staff learn to manage, monitor and improve the agents themselves.',
    },
    {
      icon: 'trending-up',
      title: 'Optimised performance',
      text: 'Tuning after launch, based on real conversations and results.',
    },
  ],
  testimonials: [
    {
      id: 'implementation-karen-holt',
      quote:
        'The implementation team understood our call flows better than some of our own staff. We were live in seven weeks with three agents and every integration working.',
      name: 'Karen Holt',
      role: 'Director of Operations',
      company: 'Meridian Health Partners',
      rating: 5,
    },
    {
      id: 'implementation-ben-adeyemi',
      quote:
        'Testing and training were what sold me. By launch day my team knew exactly how to read the analytics and adjust the agents.',
      name: 'Ben Adeyemi',
      role: 'Head of Customer Experience',
      company: 'Northwind Logistics',
      rating: 5,
    },
  ],
  faqs: [
    {
      id: 'duration',
      question: 'How long does implementation take?',
      answer:
        'Most projects take about 8 weeks from kickoff to launch. Simple single-agent setups can be faster; complex enterprise projects with custom integrations can take longer.',
    },
    {
      id: 'team',
      question: 'What do you need from our team?',
      answer:
        'A project owner, access to the systems we integrate with and a few hours a week from subject-matter experts during discovery, design reviews and testing.',
    },
    {
      id: 'after-launch',
      question: 'What support do we get after launch?',
      answer:
        'Every package includes post-launch support: 30 days with Standard, 90 days with Professional and a full year with Enterprise. Ongoing support plans are available afterwards.',
    },
    {
      id: 'existing-systems',
      question: 'Can you integrate with our existing systems?',
      answer:
        'Yes. We work with all major CRMs, calendars, help desks and phone systems, and build custom integrations through our API when needed.',
    },
  ],
  cta: {
    title: 'Plan your implementation',
    text: 'Explore our solution guides for checklists, best practices and industry playbooks, or talk to our team about your project.',
    primary: { label: 'Browse Solution Guides', href: '/solution-guides' },
    secondary: { label: 'Talk to Our Team', href: '/contact' },
  },
  offers: { lowPrice: 5000, highPrice: 25000, offerCount: 3, priceCurrency: 'USD' },
  totalTime: 'P8W',
};
