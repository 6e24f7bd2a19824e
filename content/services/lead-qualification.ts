import type { LeadQualificationContent } from '../schema/services.ts';

export const leadQualification: LeadQualificationContent = {
  hero: {
    eyebrow: 'Lead qualification service',
    title: 'Qualify every lead in seconds, not days',
    intro:
      'AI agents call, text and chat with every new lead the moment it arrives, ask your qualifying questions and book the ready ones straight onto your sales calendar.',
    illustration: {
      src: '/images/services/lead-qualification.svg',
      alt: 'Incoming leads scored and sorted into hot, warm and nurture lists',
      width: 560,
      height: 420,
    },
  },
  primary: { label: 'Start Qualifying Leads', href: '/onboarding' },
  // Where the demo is booked.
  secondary: { label: 'Schedule a Demo', href: '/contact' },
  trialBadges: ['14-day free trial', 'No credit card required', 'Cancel anytime'],
  sections: {
    benefits: {
      title: 'Key Benefits',
      intro: 'Faster follow-up, better conversations and a pipeline your reps can trust.',
    },
    steps: {
      title: 'How It Works',
      intro: 'From first touch to booked meeting in four automated steps.',
    },
    advanced: {
      title: 'Advanced Features',
      intro: 'Tune qualification to your sales process. Select the info icons for details.',
    },
    testimonials: { title: 'What sales teams say' },
  },
  benefits: [
    {
      icon: 'zap',
      title: 'Instant response',
      text: 'Every lead hears from you within seconds, day or night, while their interest is at its peak.',
    },
    {
      icon: 'target',
      title: 'Consistent qualification',
      text: 'The same questions, asked the same way, every time: budget, authority, need and timeline.',
    },
    {
      icon: 'calendar-check',
      title: 'Booked meetings',
      text: 'Qualified leads pick a slot on your reps’ calendars before the conversation ends.',
    },
    {
      icon: 'database',
      title: 'CRM updated for you',
      text: 'Answers, scores and call summaries are written to the contact record automatically.',
    },
    {
      icon: 'trending-up',
      title: 'Higher conversion',
      text: 'Reps spend their time on leads that are ready to buy, not on chasing voicemails.',
    },
    {
      icon: 'clock',
      title: 'Hours saved',
      text: 'No more manual first calls: the agent handles the dialing, the questions and the notes.',
    },
  ],
  steps: [
    {
      title: 'Capture',
      text: 'Leads arrive from your forms, ads, portals or phone lines and reach the agent instantly.',
    },
    {
      title: 'Engage',
      text: 'The agent calls or messages the lead within seconds and starts a natural conversation.',
    },
    {
      title: 'Qualify',
      text: 'It asks your qualifying questions, handles objections and scores the lead against your criteria.',
    },
    {
      title: 'Route',
      text: 'Hot leads are booked or transferred live; the rest go to the right nurture sequence.',
    },
  ],
  advancedFeatures: [
    {
      icon: 'brain',
      title: 'Custom scoring models',
      text: 'Weight every answer to match your ideal customer profile.',
      tooltip:
        'Give each answer a weight (for example budget over $10k = +30) and set the score that marks a lead as sales-ready.',
    },
    {
      icon: 'route',
      title: 'Intelligent routing',
      text: 'Send each qualified lead to the right rep, team or territory.',
      tooltip:
        'Route by territory, product line, deal size or round-robin, with live transfer when a rep is available.',
    },
    {
      icon: 'repeat',
      title: 'Multi-channel follow-up',
      text: 'Voice, SMS, email and chat in one sequence.',
      tooltip:
        'If a lead does not pick up, the agent follows up by text and email on the schedule you set, then tries again by phone.',
    },
    {
      icon: 'bar-chart',
      title: 'Qualification analytics',
      text: 'See which sources and questions produce the best leads.',
      tooltip:
        'Dashboards show qualification rate, speed to lead and booked meetings by source, campaign and rep.',
    },
  ],
  testimonials: [
    {
      id: 'lead-qualification-rachel-kim',
      quote:
        'We went from calling leads back the next morning to talking to them in under a minute. Our reps now only see leads that are ready for a real sales conversation.',
      name: 'Rachel Kim',
      role: 'VP of Sales',
      company: 'BrightPath Solar',
      rating: 5,
    },
    {
      id: 'lead-qualification-omar-haddad',
      quote:
        'The scoring matches what our best rep would ask. Booked demos are up 70% and nobody on the team misses the cold first calls.',
      name: 'Omar Haddad',
      role: 'Founder',
      company: 'Keystone Home Services',
      rating: 5,
    },
  ],
  cta: {
    title: 'Ready to qualify every lead automatically?',
    text: 'Start your 14-day free trial today. No credit card required, cancel anytime.',
    primary: { label: 'Start Qualifying Leads', href: '/onboarding' },
    secondary: { label: 'Schedule a Demo', href: '/contact' },
  },
};
