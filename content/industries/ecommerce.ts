import type { IndustryPage } from '../schema/industries.ts';

export const ecommerce: IndustryPage = {
  id: 'ecommerce',
  name: 'E-commerce',
  hero: {
    eyebrow: 'AI agents for e-commerce',
    title: 'Turn every shopper question into a sale',
    intro:
      'AI chat and voice agents that answer shoppers instantly, recover abandoned carts and handle order questions around the clock, in your store’s voice.',
    points: [
      'Answers in seconds, 24/7',
      'Connects to Shopify and WooCommerce',
      'Chat in 20+ languages',
    ],
    illustration: {
      src: '/images/industries/ecommerce.svg',
      alt: 'A storefront chat recommending products and confirming an order',
      width: 560,
      height: 420,
    },
  },
  sections: {
    solutions: {
      title: 'Solutions for online stores',
      intro:
        'From the first question to the delivered parcel, an agent is there for your customers.',
    },
    benefits: {
      title: 'Why online retailers choose Voxera AI',
      intro: 'More revenue from the traffic you already have and fewer tickets for your team.',
    },
    useCases: {
      title: 'Use cases in practice',
      intro: 'How stores of different sizes put AI agents to work.',
    },
    testimonials: { title: 'What store owners say' },
  },
  solutions: [
    {
      icon: 'sparkles',
      title: 'Shopping assistant',
      text: 'Guides shoppers to the right product with questions about size, use and budget, and adds it to the cart.',
      points: ['Product recommendations', 'Size and fit guidance', 'Upsell and cross-sell'],
    },
    {
      icon: 'cart',
      title: 'Abandoned cart recovery',
      text: 'Follows up by chat, SMS or a friendly call, answers the question that stopped the checkout and offers help to finish.',
      points: ['Timed follow-ups', 'Objection handling', 'Discount rules you control'],
    },
    {
      icon: 'boxes',
      title: 'Order support',
      text: 'Answers “where is my order?”, starts returns and exchanges and updates addresses without a ticket.',
      points: ['Live order status', 'Returns and exchanges', 'Hand-off to your team'],
    },
  ],
  benefits: [
    {
      icon: 'trending-up',
      title: 'Higher conversion',
      text: 'Shoppers who get an answer buy more often and spend more per order.',
    },
    {
      icon: 'clock',
      title: 'Always open',
      text: 'Night owls and other time zones get the same instant help as your daytime visitors.',
    },
    {
      icon: 'headphones',
      title: 'Fewer support tickets',
      text: 'Routine order questions are resolved before they reach your inbox.',
    },
    {
      icon: 'languages',
      title: 'Global reach',
      text: 'Chat agents reply in over 20 languages, so every market feels local.',
    },
  ],
  useCases: [
    {
      title: 'Fashion brand on Shopify',
      scenario:
        'Seven in ten carts were abandoned, most of them over sizing doubts, and the support inbox was full of “where is my order?” emails.',
      outcome:
        'A chat agent now gives fit advice from the size charts, follows up abandoned carts by SMS and answers order-status questions from live data.',
      results: [
        { value: '27%', label: 'of abandoned carts recovered' },
        { value: '60%', label: 'fewer order-status tickets' },
      ],
    },
    {
      title: 'Home goods retailer',
      scenario:
        'Phone orders and delivery questions kept two people on the phone all day during the holiday season.',
      outcome:
        'A voice agent takes phone orders, schedules deliveries and routes damaged-item claims to the right person with photos requested by text.',
      results: [
        { value: '3x', label: 'calls handled in peak season' },
        { value: '4.8/5', label: 'customer satisfaction' },
      ],
    },
  ],
  testimonials: [
    {
      id: 'ecommerce-jasmine-cole',
      quote:
        'The shopping assistant answers fit questions better than our old FAQ page ever did. Our conversion rate on mobile went up the first week.',
      name: 'Jasmine Cole',
      role: 'Founder',
      company: 'Thread & Loom',
      rating: 5,
    },
    {
      id: 'ecommerce-daniel-ortiz',
      quote:
        'Black Friday used to mean a week of overtime for support. This year the AI agent handled most order questions and our team focused on the tricky ones.',
      name: 'Daniel Ortiz',
      role: 'Head of Customer Experience',
      company: 'Hearth Home Goods',
      rating: 5,
    },
  ],
  cta: {
    title: 'Give every shopper an instant answer',
    text: 'Schedule a demo and see an AI agent recommend products and recover a cart in your store.',
    // Schedule Demo leads to the contact page, where demos are booked (our choice).
    primary: { label: 'Schedule Demo', href: '/contact' },
    secondary: { label: 'View Case Studies', href: '/case-studies' },
  },
};
