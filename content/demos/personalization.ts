import type { DemoSection, Industry, Offer } from '../schema/demos.ts';

// The two lists live apart so the site-wide preferences can use them without this content.
export { demoSectionIds, industries } from './personalization-options.ts';

/** Content of /personalization-demo: the sample site sections and the recommendation offers. */

export const demoSections: readonly DemoSection[] = [
  {
    id: 'hero',
    title: 'Hero',
    summary: 'The first thing visitors see: your promise and a free demo offer.',
    points: ['Headline and demo form', 'Trust badges', 'Key numbers'],
    icon: 'sparkles',
  },
  {
    id: 'how-it-works',
    title: 'How It Works',
    summary: 'Three steps from form to a live demo call with your own AI agent.',
    points: ['Fill out the form', 'Confirm via text', 'Receive a live demo call'],
    icon: 'route',
  },
  {
    id: 'business',
    title: 'Business Benefits',
    summary: 'How AI agents save time and win more customers for growing businesses.',
    points: ['Answer every call', 'Qualify leads instantly', 'Book appointments 24/7'],
    icon: 'briefcase',
  },
  {
    id: 'marketing',
    title: 'Marketing Engine',
    summary: 'Funnels, email, SMS and social tools that keep leads moving.',
    points: ['Funnels and landing pages', 'Email and SMS campaigns', 'Reviews and social'],
    icon: 'megaphone',
  },
  {
    id: 'features',
    title: 'Features',
    summary: 'Voice and chat agents, CRM, automation, scheduling and analytics.',
    points: ['AI voice and chat agents', 'All-in-one CRM', 'Workflow automation'],
    icon: 'layers',
  },
  {
    id: 'faq',
    title: 'FAQ',
    summary: 'Straight answers about setup, accuracy, pricing and the free trial.',
    points: ['Setup in 24 to 48 hours', '95% accuracy', '14-day free trial'],
    icon: 'help',
  },
  {
    id: 'pricing',
    title: 'Pricing',
    summary: 'Plans for a single business, a growing agency or an enterprise.',
    points: ['Business Starter', 'Agency Growth', 'Enterprise & White Label'],
    icon: 'dollar',
  },
];

export const industryLabels: Record<Industry, string> = {
  'real-estate': 'Real Estate',
  finance: 'Finance',
  healthcare: 'Healthcare',
  education: 'Education',
  technology: 'Technology',
  retail: 'Retail',
  manufacturing: 'Manufacturing',
  services: 'Services',
};

const leadQualification = '/services/lead-qualification';
const salesAutomation = '/services/sales-automation';

/** One offer per industry; it wins over the communication preference. */
export const industryOffers: Readonly<Record<Industry, Offer>> = {
  'real-estate': {
    title: 'Qualify Every Buyer and Seller Lead',
    text: 'Call back new property leads within a minute and book viewings automatically.',
    cta: { label: 'Explore Lead Qualification', href: leadQualification },
  },
  finance: {
    title: 'Pre-Qualify Financial Leads Around the Clock',
    text: 'Ask the right questions first, so your advisors only speak to ready prospects.',
    cta: { label: 'Explore Lead Qualification', href: leadQualification },
  },
  healthcare: {
    title: 'Triage Patient Inquiries Automatically',
    text: 'Answer patient calls, collect their details and book appointments, HIPAA compliant.',
    cta: { label: 'Explore Lead Qualification', href: leadQualification },
  },
  education: {
    title: 'Answer Every Enrollment Inquiry',
    text: 'Qualify prospective students and book campus tours while your staff sleeps.',
    cta: { label: 'Explore Lead Qualification', href: leadQualification },
  },
  technology: {
    title: 'Automate Your SaaS Sales Pipeline',
    text: 'Qualify trial sign-ups, book demos and follow up until the deal closes.',
    cta: { label: 'Explore Sales Automation', href: salesAutomation },
  },
  retail: {
    title: 'Turn Shoppers into Repeat Customers',
    text: 'Recover abandoned carts and follow up on every inquiry automatically.',
    cta: { label: 'Explore Sales Automation', href: salesAutomation },
  },
  manufacturing: {
    title: 'Speed Up Quotes for Distributors',
    text: 'Capture order inquiries, qualify them and move deals through your pipeline faster.',
    cta: { label: 'Explore Sales Automation', href: salesAutomation },
  },
  services: {
    title: 'Book More Jobs Without More Calls',
    text: 'Answer every service request, qualify the job and schedule it on the spot.',
    cta: { label: 'Explore Sales Automation', href: salesAutomation },
  },
};

export const communicationOffers: Readonly<Record<'email' | 'phone' | 'default', Offer>> = {
  email: {
    title: 'Automate Your Email Follow-Ups',
    text: 'Send the right email after every call and chat, written and timed by AI.',
    cta: { label: 'See Email Automation', href: '/crm' },
  },
  phone: {
    title: 'Let an AI Voice Agent Take Your Calls',
    text: 'Answer every call in a natural voice, day or night, and never miss a lead.',
    cta: { label: 'See Voice Agents', href: '/features/voice-agents' },
  },
  default: {
    title: 'Grow Your Business with AI',
    text: 'AI voice and chat agents that answer, qualify and book for you, around the clock.',
    cta: { label: 'Get Started', href: '/contact' },
  },
};
