/**
 * Brand facts. The company name, phone and email are our choices, kept in one place so that
 * an editor changes them once.
 */
export const site = {
  name: 'Voxera AI',
  legalName: 'Voxera AI, Inc.',
  tagline: 'AI voice and chat agents that answer, qualify and book for you.',
  phone: '+1 (512) 555-0142',
  phoneHref: 'tel:+15125550142',
  email: 'hello@voxera.ai',
  address: {
    street: '500 W 2nd St, Suite 1900',
    city: 'Austin',
    region: 'TX',
    postalCode: '78701',
    country: 'US',
  },
  socials: [
    { name: 'X (Twitter)', href: 'https://x.com/voxeraai' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/voxeraai' },
    { name: 'Facebook', href: 'https://www.facebook.com/voxeraai' },
    { name: 'YouTube', href: 'https://www.youtube.com/@voxeraai' },
  ],
  /** Shown when a page has no illustration of its own (Open Graph, JSON-LD). */
  socialImage: '/images/og-default.svg',
} as const;

export type Site = typeof site;
