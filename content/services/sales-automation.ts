import type { SalesAutomationContent } from '../schema/services.ts';

export const salesAutomation: SalesAutomationContent = {
  hero: {
    eyebrow: 'Sales automation service',
    title: 'A sales team that works every lead, every hour',
    intro:
      'Automate your funnel from awareness to action with AI agents that engage prospects, nurture them with the right message and hand your closers warm, ready-to-buy conversations.',
    illustration: {
      src: '/images/services/sales-automation.svg',
      alt: 'A sales funnel with prospects moving from awareness to closed deals',
      width: 560,
      height: 420,
    },
  },
  sections: {
    features: {
      title: 'Automate the busywork, keep the relationships',
      intro: 'Three capabilities that keep deals moving without manual follow-up.',
    },
    funnel: {
      title: 'Automation at every stage of your funnel',
      intro: 'The right touch at the right moment, from first impression to signed deal.',
    },
    faqs: { title: 'Frequently Asked Questions' },
  },
  features: [
    {
      icon: 'workflow',
      title: 'Automated follow-up sequences',
      text: 'Calls, texts and emails triggered by what each prospect does, so no lead goes cold.',
      points: ['Behavior-based triggers', 'Voice, SMS and email', 'Smart send times'],
    },
    {
      icon: 'target',
      title: 'AI lead scoring',
      text: 'Every prospect is scored on fit and intent, so reps call the right people first.',
      points: ['Fit and intent signals', 'Live score updates', 'Hot-lead alerts'],
    },
    {
      icon: 'pie-chart',
      title: 'Pipeline management',
      text: 'Deals move through stages automatically as conversations happen, with forecasts you can trust.',
      points: ['Auto-updated stages', 'Revenue forecasting', 'CRM sync'],
    },
  ],
  funnel: [
    {
      name: 'Awareness',
      icon: 'megaphone',
      text: 'Capture attention and respond to every inquiry from ads, social and your website instantly.',
      automations: ['Instant replies to ad and form leads', 'Chat on every landing page'],
      metric: { value: '3x', label: 'more leads engaged' },
    },
    {
      name: 'Interest',
      icon: 'eye',
      text: 'Nurture new prospects with personalised content and conversations based on what they care about.',
      automations: ['Personalised nurture sequences', 'Content matched to interests'],
      metric: { value: '45%', label: 'higher engagement' },
    },
    {
      name: 'Consideration',
      icon: 'list-checks',
      text: 'Answer objections, share proof and book demos while prospects compare their options.',
      automations: ['Objection handling by voice and chat', 'Automatic demo booking'],
      metric: { value: '60%', label: 'more demos booked' },
    },
    {
      name: 'Action',
      icon: 'handshake',
      text: 'Send proposals, follow up on quotes and remind buyers until the deal is signed.',
      automations: ['Proposal and quote follow-up', 'Payment and signature reminders'],
      metric: { value: '35%', label: 'higher close rate' },
    },
  ],
  faqs: [
    {
      id: 'setup-time',
      question: 'How long does it take to set up sales automation?',
      answer:
        'Most teams are live within 24 to 48 hours for standard sequences. Custom workflows with several integrations usually take one to two weeks.',
    },
    {
      id: 'crm',
      question: 'Does it work with my CRM?',
      answer:
        'Yes. We connect to Salesforce, HubSpot, Pipedrive, Zoho CRM and many more, and the open API covers anything else. Contacts, stages and activities sync both ways.',
    },
    {
      id: 'human-handoff',
      question: 'Can a prospect talk to a real person?',
      answer:
        'Always. Agents transfer live calls to an available rep or book a meeting with the owner of the account whenever a prospect asks or your rules say so.',
    },
    {
      id: 'personalization',
      question: 'How personal are the automated messages?',
      answer:
        'Each message uses what the prospect told you and what they did: pages visited, emails opened, answers given. Nothing reads like a mass mailing.',
    },
    {
      id: 'compliance',
      question: 'Is automated calling and texting compliant?',
      answer:
        'The platform honours opt-outs, quiet hours and consent records, and gives you the controls to follow TCPA and similar rules in your market.',
    },
    {
      id: 'results',
      question: 'How do I measure the results?',
      answer:
        'Dashboards track response time, engagement, booked meetings, pipeline value and closed revenue by sequence, source and rep.',
    },
  ],
  cta: {
    title: 'Put your sales pipeline on autopilot',
    text: 'Start your 14-day free trial or see sales automation working on your own funnel.',
    primary: { label: 'Start Free Trial', href: '/onboarding' },
    secondary: { label: 'Schedule a Demo', href: '/contact' },
  },
  ctaStats: [
    { value: '3x', label: 'More qualified leads' },
    { value: '50%', label: 'Shorter sales cycle' },
    { value: '24/7', label: 'Prospect follow-up' },
  ],
  offer: { price: '79.00', priceCurrency: 'USD', priceValidUntil: '2024-12-31' },
};
