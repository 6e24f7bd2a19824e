import type { AffiliatePage } from '../schema/partners.ts';

/** /affiliate. Commission, timing, earnings claim and age limit are fixed program facts. */
export const affiliate: AffiliatePage = {
  hero: {
    eyebrow: 'Affiliate Program',
    title: 'Earn a 25% lifetime commission on every business you refer',
    intro:
      'Recommend our AI voice and chat agents to your audience and earn 25% of every recurring payment your referrals make, for as long as they stay customers.',
    primary: { label: 'Join Affiliate Program', href: '/contact' },
    secondary: { label: 'Explore the Partner Program', href: '/partners' },
    highlights: ['25% lifetime commission', '$150+ per month per referred account'],
  },
  facts: [
    { value: '25%', label: 'Lifetime commission on recurring payments' },
    { value: '$150+', label: 'Per month per referred account' },
    {
      value: 'After month 2',
      label: 'Commissions start after the second month of the referred subscription',
    },
  ],
  benefits: {
    title: 'Why join',
    items: [
      {
        icon: 'repeat',
        title: 'Recurring income',
        text: 'You earn on every recurring payment, not just the first one, for the life of the account.',
      },
      {
        icon: 'megaphone',
        title: 'Ready-made marketing kit',
        text: 'Banners, email templates, demo videos and landing pages that convert.',
      },
      {
        icon: 'bar-chart',
        title: 'Real-time tracking',
        text: 'See clicks, sign-ups and commissions in your affiliate dashboard as they happen.',
      },
      {
        icon: 'user-check',
        title: 'A dedicated affiliate manager',
        text: 'Get tips, custom offers for your audience and answers from one person who knows your account.',
      },
    ],
  },
  steps: {
    title: 'How it works',
    intro: 'Three steps from sign-up to your first commission.',
    items: [
      {
        title: 'Sign Up',
        text: 'Apply in a few minutes. Tell us about your audience and receive your unique referral link.',
      },
      {
        title: 'Promote',
        text: 'Share your link in your content, newsletters and social posts, using our ready-made banners and videos.',
      },
      {
        title: 'Earn',
        text: 'Earn 25% of every recurring payment, starting after the second month of each referred subscription.',
      },
    ],
  },
  terms: {
    title: 'Program details',
    items: [
      '25% lifetime commission on recurring payments',
      'Commissions start after the second month of the referred subscription',
      'Earn $150+ per month per referred account',
      'You must be 18 or older to join',
    ],
  },
  faqs: {
    title: 'Frequently asked questions',
    items: [
      {
        id: 'who',
        question: 'Who can join the affiliate program?',
        answer:
          'Anyone 18 or older whose audience includes business owners: consultants, creators, bloggers, agencies and happy customers.',
      },
      {
        id: 'when',
        question: 'When do commissions start?',
        answer:
          'After the second month of each referred subscription. From then on you earn 25% of every recurring payment for as long as the account stays subscribed.',
      },
      {
        id: 'how-much',
        question: 'How much can I earn?',
        answer:
          'A referred account earns you $150+ per month, and there is no limit on the number of accounts you refer.',
      },
      {
        id: 'partners',
        question: 'How is this different from the partner program?',
        answer:
          'Affiliates refer businesses and earn a commission. Partners also sell and implement our agents for their clients, with Silver, Gold and Platinum tiers.',
      },
    ],
  },
  cta: {
    title: 'Start earning with every referral',
    text: 'Join in a few minutes and get your referral link, marketing kit and dashboard.',
    primary: { label: 'Join Affiliate Program', href: '/contact' },
    secondary: { label: 'Explore the Partner Program', href: '/partners' },
  },
};
