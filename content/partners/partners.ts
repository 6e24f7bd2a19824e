import type { PartnersPage } from '../schema/partners.ts';

/** /partners. Tiers, review time and payout rhythm are fixed program facts. */
export const partners: PartnersPage = {
  hero: {
    eyebrow: 'Partner Program',
    title: 'Grow your business as a partner',
    intro:
      'Resell, refer or build on our AI voice and chat agents. Earn recurring commissions, get expert training and support, and move up from Silver to Gold and Platinum as you grow.',
    primary: { label: 'Become a Partner', href: '/contact' },
    secondary: { label: 'See the Affiliate Program', href: '/affiliate' },
    highlights: ['Up to 20% commission', 'Paid monthly', 'Training and co-marketing'],
    image: {
      src: '/images/marketing/partners-network.svg',
      alt: 'Partner businesses connected to the platform, with Silver, Gold and Platinum badges.',
      width: 560,
      height: 440,
    },
  },
  types: {
    title: 'Three ways to partner',
    intro: 'Choose the model that fits how you work with clients.',
    items: [
      {
        icon: 'briefcase',
        title: 'Reseller Partner',
        text: 'Sell and implement our AI agents under your own brand and own the client relationship from start to finish.',
      },
      {
        icon: 'handshake',
        title: 'Referral Partner',
        text: 'Introduce clients to us. We handle the sale and the implementation, and you earn a commission.',
      },
      {
        icon: 'puzzle',
        title: 'Technology Partner',
        text: 'Build integrations on our open API and reach businesses that run their calls and chats with AI agents.',
        link: { label: 'Visit the Developer Hub', href: '/developers' },
      },
    ],
  },
  benefits: {
    title: 'Partner benefits',
    items: [
      {
        icon: 'dollar',
        title: 'Recurring commissions',
        text: 'Earn up to 20% on every client you bring, paid monthly.',
      },
      {
        icon: 'graduation',
        title: 'Training and certification',
        text: 'Sales and technical training so your team can sell, build and support agents with confidence.',
      },
      {
        icon: 'megaphone',
        title: 'Co-marketing',
        text: 'Joint campaigns, case studies and a listing in our partner directory.',
      },
      {
        icon: 'headphones',
        title: 'Priority support',
        text: 'A direct line to our partner team for pre-sales questions and client escalations.',
      },
    ],
  },
  tiers: {
    title: 'Partner tiers',
    intro: 'Your tier follows the implementations you complete each year.',
    items: [
      {
        id: 'silver',
        name: 'Silver',
        price: '10%',
        priceNote: 'commission',
        description: '1-5 implementations a year',
        features: [
          '10% commission',
          'Partner portal and training',
          'Marketing kit',
          'Email support',
        ],
        cta: { label: 'Apply Now', href: '/contact' },
      },
      {
        id: 'gold',
        name: 'Gold',
        price: '15%',
        priceNote: 'commission',
        description: '6-15 implementations a year',
        features: [
          '15% commission',
          'Everything in Silver',
          'Co-marketing campaigns',
          'Priority support',
        ],
        highlight: 'Recommended',
        cta: { label: 'Apply Now', href: '/contact' },
      },
      {
        id: 'platinum',
        name: 'Platinum',
        price: '20%',
        priceNote: 'commission',
        description: '16+ implementations a year',
        features: [
          '20% commission',
          'Everything in Gold',
          'Dedicated partner manager',
          'Early access to new features',
        ],
        cta: { label: 'Apply Now', href: '/contact' },
      },
    ],
  },
  process: {
    title: 'How to become a partner',
    items: [
      {
        title: 'Apply',
        duration: '1-2 weeks',
        text: 'Tell us about your business and your clients. We review every application within 1-2 weeks.',
      },
      {
        title: 'Onboard',
        text: 'Complete partner training, get access to the partner portal and plan your first client launches with us.',
      },
      {
        title: 'Grow',
        text: 'Sell, implement and earn. Commissions are paid monthly, and your tier rises with your implementations.',
      },
    ],
  },
  stories: {
    title: 'Partner success stories',
    items: [
      {
        id: 'apex',
        company: 'Apex Growth Partners',
        kind: 'Reseller · Platinum partner',
        title: 'A new service line that now drives a third of revenue',
        text: 'Apex added white-label voice agents to its marketing retainers. Within a year it had launched agents for dental, legal and home-service clients across three states.',
        results: [
          { value: '22', label: 'implementations last year' },
          { value: '20%', label: 'commission on every client' },
        ],
        quote: {
          id: 'rachel-kim',
          name: 'Rachel Kim',
          role: 'Managing Partner',
          company: 'Apex Growth Partners',
          quote:
            'The training got our team selling in weeks, and the partner manager joins our biggest client calls. Platinum paid for itself many times over.',
        },
      },
      {
        id: 'meridian',
        company: 'Meridian IT Solutions',
        kind: 'Referral · Gold partner',
        title: 'Recurring income from clients who were already asking',
        text: 'Meridian’s clients kept asking for help with missed calls. Instead of building it, Meridian refers them to us and earns a monthly commission while our team implements.',
        results: [
          { value: '11', label: 'clients referred last year' },
          { value: '15%', label: 'commission, paid monthly' },
        ],
        quote: {
          id: 'omar-haddad',
          name: 'Omar Haddad',
          role: 'CEO',
          company: 'Meridian IT Solutions',
          quote:
            'We make one introduction and the partner team does the rest. The monthly commissions now cover two of our support salaries.',
        },
      },
    ],
  },
  faqs: {
    title: 'Frequently asked questions',
    items: [
      {
        id: 'application',
        question: 'How long does the application take?',
        answer:
          'Applications take 1-2 weeks. We review your business and clients and then schedule an onboarding call.',
      },
      {
        id: 'payouts',
        question: 'How and when are commissions paid?',
        answer: 'Commissions are paid monthly for every active client you brought to us.',
      },
      {
        id: 'tiers',
        question: 'How do I move up a tier?',
        answer:
          'Tiers follow the implementations you complete in a year: Silver for 1-5 (10% commission), Gold for 6-15 (15%) and Platinum for 16 or more (20%).',
      },
      {
        id: 'technical',
        question: 'Do I need technical expertise?',
        answer:
          'No. Referral partners only make introductions, and resellers get full training. Technology partners use our open API and developer documentation.',
      },
    ],
  },
  cta: {
    title: 'Let’s grow together',
    text: 'Apply today and start earning recurring commissions on every client you bring.',
    primary: { label: 'Become a Partner', href: '/contact' },
    secondary: { label: 'See the Affiliate Program', href: '/affiliate' },
  },
};
