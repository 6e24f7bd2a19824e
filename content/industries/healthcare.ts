import type { IndustryPage } from '../schema/industries.ts';

export const healthcare: IndustryPage = {
  id: 'healthcare',
  name: 'Healthcare',
  hero: {
    eyebrow: 'AI agents for healthcare',
    title: 'Every patient call answered, every appointment kept',
    intro:
      'HIPAA-compliant AI voice and chat agents that book appointments, answer patient questions around the clock and cut no-shows, so your front desk can focus on the people in the waiting room.',
    points: ['HIPAA compliant', 'Live in 24-48 hours', 'Works with your EHR and calendar'],
    illustration: {
      src: '/images/industries/healthcare.svg',
      alt: 'A clinic dashboard showing booked appointments and answered patient calls',
      width: 560,
      height: 420,
    },
  },
  sections: {
    solutions: {
      title: 'Solutions built for practices and clinics',
      intro: 'Three agents that take the repetitive work off your front desk from day one.',
    },
    benefits: {
      title: 'Why healthcare teams choose Voxera AI',
      intro: 'Better access for patients, calmer days for staff and a fuller schedule.',
    },
    useCases: {
      title: 'Use cases in practice',
      intro: 'How clinics like yours put AI agents to work.',
    },
    testimonials: { title: 'What healthcare providers say' },
  },
  solutions: [
    {
      icon: 'calendar-check',
      title: 'Appointment scheduling',
      text: 'Patients book, reschedule and cancel by phone or chat at any hour, straight into your practice calendar.',
      points: ['Real-time availability', 'Provider and location rules', 'Waitlist back-fill'],
    },
    {
      icon: 'bell',
      title: 'Reminders and follow-ups',
      text: 'Automated reminder calls and texts confirm visits, share preparation instructions and collect post-visit feedback.',
      points: ['Two-way confirmations', 'Pre-visit instructions', 'Recall campaigns'],
    },
    {
      icon: 'stethoscope',
      title: 'Patient questions and intake',
      text: 'Answers questions on hours, insurance and services, collects intake details and routes urgent calls to your staff.',
      points: ['Insurance FAQs', 'Pre-registration', 'Urgent-call escalation'],
    },
  ],
  benefits: [
    {
      icon: 'shield-check',
      title: 'HIPAA compliance',
      text: 'Encryption in transit and at rest, access controls, audit logs and a Business Associate Agreement.',
    },
    {
      icon: 'clock',
      title: '24/7 patient access',
      text: 'After-hours and weekend calls are answered instead of going to voicemail.',
    },
    {
      icon: 'trending-up',
      title: 'Fewer no-shows',
      text: 'Confirmations and easy rescheduling keep your schedule full.',
    },
    {
      icon: 'users',
      title: 'Relief for staff',
      text: 'Your team spends time with patients in the room, not on hold music.',
    },
  ],
  assurance: {
    icon: 'shield-check',
    title: 'Built for HIPAA compliance',
    text: 'Protected health information is handled under the HIPAA Privacy and Security Rules. We sign a Business Associate Agreement with every healthcare customer.',
    points: [
      'Business Associate Agreement (BAA) included',
      'Encryption in transit (TLS 1.2+) and at rest (AES-256)',
      'Role-based access and full audit trails',
      'Configurable retention of call recordings and transcripts',
    ],
  },
  useCases: [
    {
      title: 'Multi-location dental group',
      scenario:
        'Four offices were missing a third of their calls during lunch hours and after 5 PM, and new patients went to the next practice on the list.',
      outcome:
        'A voice agent now answers every call, books cleanings into each office’s calendar and sends confirmation texts.',
      results: [
        { value: '100%', label: 'of calls answered' },
        { value: '38%', label: 'more new-patient bookings' },
      ],
    },
    {
      title: 'Physical therapy clinic',
      scenario:
        'Missed follow-up sessions were interrupting treatment plans and costing the clinic revenue every week.',
      outcome:
        'Reminder calls confirm each session, offer a new time when a patient cannot make it and fill gaps from a waitlist.',
      results: [
        { value: '45%', label: 'fewer no-shows' },
        { value: '12 hrs', label: 'of staff time saved weekly' },
      ],
    },
  ],
  testimonials: [
    {
      id: 'healthcare-priya-raman',
      quote:
        'Our phones used to ring off the hook at 8 AM. Now the AI agent handles scheduling and insurance questions, and my front-desk team finally has time to greet patients properly.',
      name: 'Dr. Priya Raman',
      role: 'Medical Director',
      company: 'Lakeside Family Medicine',
      rating: 5,
    },
    {
      id: 'healthcare-tom-becker',
      quote:
        'The BAA and the audit logs made our compliance review simple. Within a month our no-show rate dropped by almost half.',
      name: 'Tom Becker',
      role: 'Practice Manager',
      company: 'Summit Physical Therapy',
      rating: 5,
    },
  ],
  cta: {
    title: 'See an AI agent answer your patients',
    text: 'Schedule a demo and hear a HIPAA-compliant agent book an appointment for your practice.',
    // Schedule Demo leads to the contact page, where demos are booked (our choice).
    primary: { label: 'Schedule Demo', href: '/contact' },
    secondary: { label: 'View Case Studies', href: '/case-studies' },
  },
};
