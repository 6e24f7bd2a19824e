import type { AgentFeaturePage } from '../schema/features.ts';

/** /features/voice-agents. Prices, languages and setup times are fixed product figures. */
export const voiceAgents: AgentFeaturePage = {
  hero: {
    eyebrow: 'AI Voice Agents',
    title: 'AI voice agents that answer every call like your best receptionist',
    intro:
      'Natural-sounding agents answer and make calls 24/7, qualify callers, route them to the right person and book appointments straight into your calendar.',
    primary: { label: 'Start Free Trial', href: '/onboarding' },
    secondary: { label: 'Schedule a Demo', href: '/contact' },
    highlights: ['Live in 24-48 hours', '7 languages', 'Answers 24/7'],
    image: {
      src: '/images/features/voice-agents.svg',
      alt: 'A live call with a voice agent: the caller asks for a cleaning and the agent offers two open times and books one.',
      width: 560,
      height: 440,
    },
  },
  features: {
    title: 'Key features',
    intro: 'Everything a great receptionist does, on every line, at any hour.',
    items: [
      {
        icon: 'mic',
        title: 'Natural conversations',
        text: 'Human-sounding voices that handle interruptions, accents and follow-up questions and reply in well under a second.',
      },
      {
        icon: 'clock',
        title: 'Available 24/7',
        text: 'Nights, weekends and holidays: every call is answered on the first ring, with unlimited concurrent calls and no hold music.',
      },
      {
        icon: 'route',
        title: 'Intelligent routing',
        text: 'Recognises intent and urgency, then transfers to the right person or department with a summary, or takes a message.',
      },
      {
        icon: 'calendar-check',
        title: 'Appointment booking',
        text: 'Checks live availability, books and reschedules appointments and texts the caller a confirmation.',
      },
      {
        icon: 'user-check',
        title: 'Lead qualification',
        text: 'Asks your qualifying questions, scores every answer and alerts your team the moment a hot lead calls.',
      },
      {
        icon: 'file-text',
        title: 'Transcripts and summaries',
        text: "Every call is transcribed and summarised, and the caller's details are saved to your CRM.",
      },
    ],
  },
  howItWorks: {
    title: 'How it works',
    intro:
      'Simple agents go live in 24-48 hours; custom agents with bespoke call flows take 1-2 weeks.',
    items: [
      {
        title: 'Configure',
        text: 'Pick a voice and language, add your services, hours and answers, and choose the questions your agent asks. Our team builds it with you.',
      },
      {
        title: 'Integrate',
        text: 'Forward your existing number or get a new local or toll-free one, then connect your calendar and CRM in a few clicks.',
      },
      {
        title: 'Optimize',
        text: 'Review transcripts and analytics, refine answers and routing rules, and watch your booking rate climb week after week.',
      },
    ],
  },
  benefits: {
    title: 'Why businesses switch to AI voice',
    items: [
      {
        icon: 'phone-call',
        title: 'Never miss a lead',
        text: 'A missed call is missed revenue. Your agent answers every one and calls back those who hang up.',
      },
      {
        icon: 'dollar',
        title: 'Lower cost per call',
        text: 'Handle busy hours without hiring for them, at a fraction of the cost of an answering service.',
      },
      {
        icon: 'smile',
        title: 'A consistent experience',
        text: 'The same friendly, accurate answer every time, in English, Spanish, French, German, Italian, Portuguese and Japanese.',
      },
      {
        icon: 'timer',
        title: 'Time back for your team',
        text: 'Save up to 70% of the time spent on routine calls, booking and data entry.',
      },
    ],
  },
  useCases: {
    title: 'Use cases',
    intro: 'Results our customers report after their first three months.',
    items: [
      {
        icon: 'stethoscope',
        title: 'Medical and dental practices',
        text: 'Books, reschedules and confirms appointments and answers insurance questions around the clock.',
        result: { value: '45%', label: 'fewer no-shows' },
      },
      {
        icon: 'home',
        title: 'Real estate teams',
        text: 'Qualifies buyers and sellers who call about a listing and books showings with the right agent.',
        result: { value: '60%', label: 'more showings booked' },
      },
      {
        icon: 'wrench',
        title: 'Home services',
        text: 'Takes emergency calls at night, quotes standard jobs and texts the on-call technician.',
        result: { value: '35%', label: 'more jobs booked after hours' },
      },
    ],
  },
  technology: {
    title: 'The technology behind every call',
    items: [
      {
        icon: 'mic',
        title: 'Speech recognition',
        text: 'Over 95% accuracy across accents and noisy lines, tuned to the vocabulary of your industry.',
      },
      {
        icon: 'brain',
        title: 'Conversational AI',
        text: 'Understands intent, keeps context for the whole call and answers only from the knowledge you approve.',
      },
      {
        icon: 'headphones',
        title: 'Neural voices',
        text: 'Lifelike voices with natural pauses and intonation in seven languages.',
      },
      {
        icon: 'phone',
        title: 'Real-time telephony',
        text: 'Carrier-grade call handling with live transfers, call recording and unlimited concurrent calls.',
      },
    ],
  },
  testimonials: {
    title: 'What our customers say',
    items: [
      {
        id: 'anita-patel',
        name: 'Dr. Anita Patel',
        role: 'Practice Owner',
        company: 'Brightside Family Dental',
        quote:
          'We used to miss a third of our calls at lunch and after five. Now every call is answered and cleanings go straight into the schedule. Our no-show rate dropped by almost half.',
        rating: 5,
      },
      {
        id: 'james-carter',
        name: 'James Carter',
        role: 'Operations Manager',
        company: 'Carter & Sons Plumbing',
        quote:
          'Night calls used to go to voicemail and then to a competitor. The agent takes the details, quotes standard jobs and texts our on-call tech. It paid for itself in the first month.',
        rating: 5,
      },
    ],
  },
  pricing: {
    title: 'Voice agent pricing',
    intro: 'Every plan starts with a 14-day free trial. No credit card required, cancel anytime.',
    items: [
      {
        id: 'starter',
        name: 'Starter',
        price: '$499',
        priceNote: '/mo',
        description: 'For a single location answering its first calls with AI.',
        features: ['1 agent', 'Up to 500 minutes', 'Basic analytics', 'Email support'],
        cta: { label: 'Start Free Trial', href: '/onboarding' },
      },
      {
        id: 'professional',
        name: 'Professional',
        price: '$999',
        priceNote: '/mo',
        description: 'For growing teams that want every call in their CRM.',
        features: [
          '3 agents',
          '2,000 minutes',
          'Advanced analytics',
          'CRM integration',
          'Priority support',
        ],
        highlight: 'Most Popular',
        cta: { label: 'Start Free Trial', href: '/onboarding' },
      },
      {
        id: 'enterprise',
        name: 'Enterprise',
        price: 'Custom',
        description: 'For multi-location businesses with custom call flows.',
        // Enterprise is priced as custom without a feature list;
        // these describe what "custom" covers.
        features: [
          'Agents and minutes sized to your volume',
          'Custom voices and integrations',
          'Dedicated account manager',
          'Security review and SLA',
        ],
        cta: { label: 'Contact Sales', href: '/contact' },
      },
    ],
  },
  faqs: {
    title: 'Frequently asked questions',
    items: [
      {
        id: 'setup',
        question: 'How long does it take to set up a voice agent?',
        answer:
          'A simple voice agent is live in 24-48 hours. Custom agents with bespoke call flows and integrations take 1-2 weeks.',
      },
      {
        id: 'languages',
        question: 'Which languages do voice agents speak?',
        answer:
          'Seven: English, Spanish, French, German, Italian, Portuguese and Japanese. Each agent can greet callers in the language of your choice.',
      },
      {
        id: 'handoff',
        question: 'Can callers still reach a real person?',
        answer:
          'Yes. Intelligent routing transfers the call to the right person or department with a short summary, or takes a message when nobody is available.',
      },
      {
        id: 'trial',
        question: 'Is there a free trial?',
        answer:
          'Yes. Every plan includes a 14-day free trial. No credit card is required and you can cancel anytime.',
      },
    ],
  },
  cta: {
    title: 'See what voice agents did for businesses like yours',
    text: 'Read how practices, agencies and service companies answer every call and book more appointments.',
    primary: { label: 'View Case Studies', href: '/case-studies' },
    secondary: { label: 'Schedule a Demo', href: '/contact' },
  },
};
