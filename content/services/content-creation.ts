import type { ContentCreationContent } from '../schema/services.ts';

export const contentCreation: ContentCreationContent = {
  hero: {
    eyebrow: 'Content creation service',
    title: 'On-brand content at the speed of AI',
    intro:
      'Blog posts, social media, email campaigns, website copy, product descriptions and video scripts, written by AI in your brand voice and ready to publish.',
    illustration: {
      src: '/images/services/content-creation.svg',
      alt: 'A content calendar with drafted blog, social and email pieces',
      width: 560,
      height: 420,
    },
  },
  sections: {
    features: {
      title: 'Key Features',
      intro: 'Everything you need to plan, write and publish more content with less effort.',
    },
    contentTypes: {
      title: 'Content Types',
      intro: 'One service for every format your marketing calendar needs.',
    },
    benefits: { title: 'Key Benefits', intro: 'More content, better results, less time.' },
    steps: { title: 'How It Works', intro: 'From brief to published piece in four steps.' },
    testimonials: { title: 'What marketers say' },
  },
  features: [
    {
      icon: 'palette',
      title: 'Brand voice training',
      text: 'Learns your tone, vocabulary and style from your existing content and guidelines.',
    },
    {
      icon: 'search',
      title: 'SEO optimization',
      text: 'Keyword research, headings, meta descriptions and internal links built into every draft.',
    },
    {
      icon: 'languages',
      title: 'Multilingual content',
      text: 'Write and adapt content for every market you serve, not just translate it.',
    },
    {
      icon: 'calendar',
      title: 'Content calendar',
      text: 'Plan topics, assign reviewers and schedule publishing in one place.',
    },
    {
      icon: 'users',
      title: 'Team collaboration',
      text: 'Comments, approvals and version history keep editors and stakeholders in sync.',
    },
    {
      icon: 'line-chart',
      title: 'Performance insights',
      text: 'See which pieces drive traffic, engagement and leads, and write more of what works.',
    },
  ],
  contentTypes: [
    {
      icon: 'file-text',
      title: 'Blog posts',
      text: 'Long-form articles and guides that rank and build authority.',
    },
    {
      icon: 'share',
      title: 'Social media',
      text: 'Posts and captions tailored to each network’s format and audience.',
    },
    {
      icon: 'mail',
      title: 'Email campaigns',
      text: 'Newsletters, nurture sequences and promotions with subject lines that get opened.',
    },
    {
      icon: 'globe',
      title: 'Website copy',
      text: 'Landing pages, service pages and about pages that explain and convert.',
    },
    {
      icon: 'cart',
      title: 'Product descriptions',
      text: 'Clear, persuasive descriptions for every item in your catalog, at scale.',
    },
    {
      icon: 'video',
      title: 'Video scripts',
      text: 'Scripts for explainers, ads and social videos, with scenes and calls to action.',
    },
  ],
  benefits: [
    {
      icon: 'zap',
      title: '10x faster production',
      text: 'First drafts in minutes instead of days, so your calendar never runs dry.',
    },
    {
      icon: 'check-circle',
      title: 'Consistent quality',
      text: 'Every piece follows your voice, style guide and compliance rules.',
    },
    {
      icon: 'dollar',
      title: 'Lower cost per piece',
      text: 'Publish more without adding headcount or agency retainers.',
    },
    {
      icon: 'trending-up',
      title: 'Better results',
      text: 'SEO-ready, data-informed content that brings in traffic and leads.',
    },
  ],
  steps: [
    {
      title: 'Share your brand',
      text: 'Upload guidelines and example content; the AI learns your voice and audience.',
    },
    {
      title: 'Brief the AI',
      text: 'Choose a content type, topic and goal, or pick a suggestion from your calendar.',
    },
    {
      title: 'Review and refine',
      text: 'Edit the draft with your team, ask for rewrites and approve with one click.',
    },
    {
      title: 'Publish and measure',
      text: 'Schedule to your channels and track how every piece performs.',
    },
  ],
  testimonials: [
    {
      id: 'content-creation-megan-foster',
      quote:
        'We tripled our blog output without hiring. The drafts already sound like us, so editing takes minutes instead of hours.',
      name: 'Megan Foster',
      role: 'Content Marketing Manager',
      company: 'Greenleaf Wellness',
      rating: 5,
    },
    {
      id: 'content-creation-luis-romero',
      quote:
        'Product descriptions for 2,000 items were a six-month project. With the AI it took two weeks, and organic traffic to those pages is up 40%.',
      name: 'Luis Romero',
      role: 'E-commerce Director',
      company: 'Andes Outdoor Supply',
      rating: 5,
    },
  ],
  cta: {
    title: 'Create more content in less time',
    text: 'Start your 14-day free trial and publish your first AI-written piece today.',
    primary: { label: 'Start Creating Content', href: '/onboarding' },
    secondary: { label: 'Schedule a Demo', href: '/contact' },
  },
  ctaStats: [
    { value: '10x', label: 'Faster content production' },
    { value: '70%', label: 'Time saved on writing' },
    { value: '3x', label: 'More content published' },
    { value: '40%', label: 'More organic traffic' },
  ],
  offer: { price: '49.00', priceCurrency: 'USD', priceValidUntil: '2024-12-31' },
};
