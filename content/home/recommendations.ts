import type { CtaOffer, CtaOffers, Recommendation } from '../schema/home.ts';

/** The recommended list: who each suggestion suits (empty lists = everyone). */
export const recommendations: readonly Recommendation[] = [
  {
    id: 'healthcare',
    title: 'AI agents for healthcare',
    text: 'HIPAA-compliant scheduling and patient follow-up.',
    icon: 'stethoscope',
    link: { label: 'Healthcare solutions', href: '/healthcare' },
    industries: ['healthcare'],
    channels: [],
  },
  {
    id: 'real-estate',
    title: 'AI agents for real estate',
    text: 'Call every portal lead within a minute.',
    icon: 'home',
    link: { label: 'Real estate solutions', href: '/real-estate' },
    industries: ['real-estate'],
    channels: [],
  },
  {
    id: 'ecommerce',
    title: 'AI agents for e-commerce',
    text: 'Order questions and abandoned-cart recovery.',
    icon: 'cart',
    link: { label: 'E-commerce solutions', href: '/ecommerce' },
    industries: ['retail'],
    channels: [],
  },
  {
    id: 'lead-qualification',
    title: 'Lead qualification',
    text: 'Qualify and route every inquiry automatically.',
    icon: 'user-check',
    link: { label: 'Lead qualification', href: '/services/lead-qualification' },
    industries: ['real-estate', 'finance', 'education', 'services', 'healthcare'],
    channels: [],
  },
  {
    id: 'sales-automation',
    title: 'Sales automation',
    text: 'Pipelines that follow up and close on their own.',
    icon: 'trending-up',
    link: { label: 'Sales automation', href: '/services/sales-automation' },
    industries: ['technology', 'manufacturing', 'retail', 'finance'],
    channels: [],
  },
  {
    id: 'customer-support',
    title: 'Customer support',
    text: 'Answer support questions around the clock.',
    icon: 'headphones',
    link: { label: 'Customer support', href: '/services/customer-support' },
    industries: ['services', 'education', 'technology'],
    channels: [],
  },
  {
    id: 'voice-agents',
    title: 'AI voice agents',
    text: 'Natural phone conversations in seven languages.',
    icon: 'mic',
    link: { label: 'Voice agents', href: '/features/voice-agents' },
    industries: [],
    channels: ['phone', 'both'],
  },
  {
    id: 'email-automation',
    title: 'Email campaigns that write themselves',
    text: 'AI-written email sequences for every lead.',
    icon: 'mail',
    link: { label: 'Content creation', href: '/services/content-creation' },
    industries: [],
    channels: ['email', 'both'],
  },
  {
    id: 'chat-agents',
    title: 'AI chat agents',
    text: 'Website and SMS chat in over 20 languages.',
    icon: 'messages',
    link: { label: 'Chat agents', href: '/features/chat' },
    industries: [],
    channels: ['email'],
  },
  {
    id: 'product-tour',
    title: 'Take the product tour',
    text: 'Six short steps through the platform.',
    icon: 'rocket',
    link: { label: 'Start the tour', href: '/product-tour' },
    industries: [],
    channels: [],
  },
  {
    id: 'case-studies',
    title: 'Customer case studies',
    text: 'Results from eight industries.',
    icon: 'award',
    link: { label: 'Read case studies', href: '/case-studies' },
    industries: [],
    channels: [],
  },
  {
    id: 'comparison',
    title: 'Compare plans',
    text: 'Every feature of every plan side by side.',
    icon: 'list-checks',
    link: { label: 'Plan comparison', href: '/comparison' },
    industries: [],
    channels: [],
  },
];

const offer = (title: string, text: string, label: string, href: string): CtaOffer => ({
  title,
  text,
  link: { label, href },
});
const leadOffer = (title: string, text: string) =>
  offer(title, text, 'Qualify leads with AI', '/services/lead-qualification');
const salesOffer = (title: string, text: string) =>
  offer(title, text, 'Automate your sales', '/services/sales-automation');

/**
 * The personalized call to action. Industries that live on inbound inquiries get the lead
 * qualification offer; those with longer sales cycles the sales automation offer (our split).
 */
export const ctaOffers: CtaOffers = {
  default: offer(
    'Grow Your Business with AI',
    'Let AI voice and chat agents answer, qualify and book while you focus on your customers.',
    'Get Started',
    '/contact',
  ),
  email: offer(
    'Put Your Email Follow-Up on Autopilot',
    'AI-written campaigns and sequences that reach every lead at the right moment.',
    'Explore email automation',
    '/services/content-creation',
  ),
  phone: offer(
    'Let an AI Voice Agent Take Your Calls',
    'Natural phone conversations, 24/7, with every call logged in your CRM.',
    'Explore voice agents',
    '/features/voice-agents',
  ),
  industries: {
    'real-estate': leadOffer(
      'Turn Every Property Inquiry into a Showing',
      'Call portal leads within a minute and book viewings automatically.',
    ),
    finance: leadOffer(
      'Qualify Financial Leads Around the Clock',
      'Screen inquiries and book advisor calls while your team focuses on clients.',
    ),
    healthcare: leadOffer(
      'Fill Your Appointment Book Automatically',
      'Answer patient calls, qualify new patients and book visits 24/7.',
    ),
    education: leadOffer(
      'Answer Every Enrollment Question',
      'Qualify prospective students and book campus tours automatically.',
    ),
    technology: salesOffer(
      'Scale Your Sales Pipeline with AI',
      'Book demos and follow up with every trial user automatically.',
    ),
    retail: salesOffer(
      'Recover More Carts and Orders',
      'Follow up with shoppers by phone, text and email without lifting a finger.',
    ),
    manufacturing: salesOffer(
      'Speed Up Quotes and Reorders',
      'Qualify distributor inquiries and follow up on every quote.',
    ),
    services: leadOffer(
      'Book More Jobs, Miss Fewer Calls',
      'Answer, qualify and schedule every service request, day or night.',
    ),
  },
};
