import { z } from 'zod';
import { webinarSchema, type Webinar } from './schema/webinar.ts';

/**
 * Live and on-demand webinars. `upcoming` is editorial, not computed from today's date, so the
 * page renders the same HTML for every visitor (and an editor flips it after the session).
 */
const entries: Webinar[] = [
  {
    id: 'scaling-outbound-sales-ai',
    title: 'Scaling Outbound Sales with AI Voice Agents',
    description:
      'See how sales teams use AI agents to call, qualify and book meetings with every lead, and how to hand warm prospects to reps at the right moment.',
    date: '2026-12-10',
    time: '11:00 AM CST',
    duration: 60,
    presenter: 'Alex Rivera',
    presenterRole: 'Head of Sales Solutions',
    category: 'sales',
    thumbnailUrl: '/images/webinars/scaling-outbound-sales-ai.svg',
    agenda: [
      'Designing a qualification script that sounds human',
      'Routing hot leads to reps in real time',
      'Measuring pipeline created by AI conversations',
    ],
    upcoming: true,
    featured: true,
  },
  {
    id: 'hipaa-compliant-patient-communication',
    title: 'HIPAA-Compliant Patient Communication with AI',
    description:
      'A practical session for clinics and practices: automate scheduling, reminders and intake calls while protecting patient data.',
    date: '2027-01-14',
    time: '1:00 PM CST',
    duration: 55,
    presenter: 'Dr. Emily Chen',
    presenterRole: 'Medical Director, Coastal Health Partners',
    category: 'healthcare',
    thumbnailUrl: '/images/webinars/hipaa-compliant-patient-communication.svg',
    agenda: [
      'What HIPAA requires from voice and chat automation',
      'Reducing no-shows with confirmation calls',
      'Escalating clinical questions to staff safely',
    ],
    upcoming: true,
    featured: true,
  },
  {
    id: 'building-24-7-support-team',
    title: 'Building a 24/7 Support Team with AI Agents',
    description:
      'Learn how to combine AI chat and voice agents with your help desk so customers get instant answers and your team handles only what needs a human.',
    date: '2027-02-11',
    time: '11:00 AM CST',
    duration: 50,
    presenter: 'Marcus Lee',
    presenterRole: 'VP of Customer Experience, CloudNova',
    category: 'customer-service',
    thumbnailUrl: '/images/webinars/building-24-7-support-team.svg',
    agenda: [
      'Connecting agents to your knowledge base',
      'Writing escalation rules that customers appreciate',
      'Tracking resolution rate and satisfaction',
    ],
    upcoming: true,
    featured: false,
  },
  {
    id: 'getting-started-ai-voice-agents',
    title: 'Getting Started with AI Voice Agents',
    description:
      'A step-by-step introduction: create your first agent, choose a voice, write a greeting and connect it to your calendar in under an hour.',
    date: '2026-10-15',
    time: '11:00 AM CDT',
    duration: 45,
    presenter: 'Jordan Patel',
    presenterRole: 'Customer Success Lead',
    category: 'getting-started',
    thumbnailUrl: '/images/webinars/getting-started-ai-voice-agents.svg',
    agenda: [
      'Creating and configuring your first agent',
      'Choosing a voice and language',
      'Booking appointments into your calendar',
    ],
    upcoming: false,
    featured: true,
  },
  {
    id: 'ai-marketing-funnels',
    title: 'AI-Powered Marketing Funnels That Convert',
    description:
      'Turn campaign clicks into conversations: follow up every form fill by text, chat or phone and see which channels bring customers.',
    date: '2026-09-17',
    time: '1:00 PM CDT',
    duration: 50,
    presenter: 'Priya Raman',
    presenterRole: 'Director of Admissions, BrightPath Academy',
    category: 'marketing',
    thumbnailUrl: '/images/webinars/ai-marketing-funnels.svg',
    agenda: [
      'Instant follow-up for every inbound lead',
      'Nurture sequences across text, email and voice',
      'Attributing revenue to campaigns',
    ],
    upcoming: false,
    featured: false,
  },
  {
    id: 'recovering-abandoned-carts',
    title: 'Recovering Abandoned Carts with Conversational AI',
    description:
      'How online stores answer order questions instantly and win back shoppers who leave items in their cart, without sounding pushy.',
    date: '2026-08-20',
    time: '11:00 AM CDT',
    duration: 45,
    presenter: 'Jessica Alvarez',
    presenterRole: 'Head of E-commerce, Urban Threads',
    category: 'ecommerce',
    thumbnailUrl: '/images/webinars/recovering-abandoned-carts.svg',
    agenda: [
      'Connecting agents to your store platform',
      'Timing and tone of cart recovery messages',
      'Handling returns and sizing questions',
    ],
    upcoming: false,
    featured: false,
  },
  {
    id: 'real-estate-lead-qualification',
    title: 'AI Lead Qualification for Real Estate Teams',
    description:
      'Respond to portal leads in under a minute, qualify buyers and sellers, and fill your agents’ calendars with showings.',
    date: '2026-07-16',
    time: '1:00 PM CDT',
    duration: 60,
    presenter: 'Sarah Mitchell',
    presenterRole: 'Managing Broker, Premier Realty Group',
    category: 'real-estate',
    thumbnailUrl: '/images/webinars/real-estate-lead-qualification.svg',
    agenda: [
      'Speed-to-lead and why the first minute matters',
      'Questions that separate buyers from browsers',
      'Nurturing leads that are not ready yet',
    ],
    upcoming: false,
    featured: false,
  },
  {
    id: 'designing-natural-conversations',
    title: 'Designing Natural Conversations: Voice Agent Best Practices',
    description:
      'Greetings, pacing, interruptions and hand-offs: the conversation design habits that make callers forget they are talking to an AI.',
    date: '2026-06-18',
    time: '11:00 AM CDT',
    duration: 45,
    presenter: 'Jordan Patel',
    presenterRole: 'Customer Success Lead',
    category: 'getting-started',
    thumbnailUrl: '/images/webinars/designing-natural-conversations.svg',
    agenda: [
      'Writing greetings that set expectations',
      'Handling interruptions and unclear answers',
      'Graceful hand-offs to a human',
    ],
    upcoming: false,
    featured: false,
  },
];

export const webinars: readonly Webinar[] = z.array(webinarSchema).parse(entries);
