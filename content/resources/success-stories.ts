import type { SuccessStory } from '../schema/resources.ts';

/**
 * The six success stories. Each id is the slug of the full case study, so "Read the full story"
 * opens /case-studies/{id}; a unit test checks that every id resolves.
 */
export const successStories: readonly SuccessStory[] = [
  {
    id: 'premier-realty-lead-conversion',
    title: 'Tripling showings by calling every lead within a minute',
    company: 'Premier Realty Group',
    industry: 'real-estate',
    challenge:
      'Over 1,200 portal leads a month waited hours for a call back while agents were out showing homes.',
    solution:
      'An AI voice agent calls each new lead within 60 seconds, qualifies budget and timeline, and books showings into agents’ calendars.',
    results: [
      { value: '312%', label: 'More lead-to-showing conversions' },
      { value: '18 hrs', label: 'Saved per agent weekly' },
    ],
    testimonial:
      'Our agents walk into the office with a calendar full of qualified showings instead of a list of missed calls.',
    author: 'Sarah Mitchell',
    role: 'Managing Broker',
    logoUrl: '/images/success-stories/premier-realty-lead-conversion.svg',
    featured: true,
  },
  {
    id: 'coastal-health-patient-scheduling',
    title: 'Cutting no-shows by 47% across six clinics',
    company: 'Coastal Health Partners',
    industry: 'healthcare',
    challenge:
      'Peak-hour hold times topped eight minutes and missed appointments cost about $40,000 a month.',
    solution:
      'A HIPAA-compliant voice agent books, confirms and reschedules visits around the clock and hands clinical questions to nurses.',
    results: [
      { value: '47%', label: 'Fewer missed appointments' },
      { value: '0 min', label: 'Hold time at peak hours' },
    ],
    testimonial:
      'Patients can reschedule at 10 PM without waiting on hold, and our front desk can focus on the people in the room.',
    author: 'Dr. Emily Chen',
    role: 'Medical Director',
    logoUrl: '/images/success-stories/coastal-health-patient-scheduling.svg',
    featured: true,
  },
  {
    id: 'cloudnova-support-automation',
    title: 'Resolving two thirds of support requests automatically',
    company: 'CloudNova',
    industry: 'technology',
    challenge:
      'The customer base doubled in a year and first responses outside US hours took more than 11 hours.',
    solution:
      'Chat and voice agents connected to the knowledge base and billing answer how-to questions and open triaged tickets in 14 languages.',
    results: [
      { value: '68%', label: 'Resolved without escalation' },
      { value: '23%', label: 'Lower new-account churn' },
    ],
    testimonial:
      'The AI handles routine questions at three in the morning just as well as at noon, and engineers get tickets that are ready to work on.',
    author: 'Marcus Lee',
    role: 'VP of Customer Experience',
    logoUrl: '/images/success-stories/cloudnova-support-automation.svg',
    featured: true,
  },
  {
    id: 'urban-threads-customer-service',
    title: 'Winning back 27% of abandoned carts',
    company: 'Urban Threads',
    industry: 'ecommerce',
    challenge:
      'Seasonal peaks buried the service team in order-status questions and most online carts were abandoned without follow-up.',
    solution:
      'Conversational agents answer order, sizing and return questions from live store data and reach out to shoppers who leave items behind.',
    results: [
      { value: '27%', label: 'Abandoned carts recovered' },
      { value: '$640K', label: 'Recovered revenue in six months' },
    ],
    testimonial:
      'Every customer got an answer in seconds during Black Friday, and our sales were up across the board.',
    author: 'Jessica Alvarez',
    role: 'Head of E-commerce',
    logoUrl: '/images/success-stories/urban-threads-customer-service.svg',
    featured: false,
  },
  {
    id: 'greenleaf-home-services-booking',
    title: 'Answering every call, day and night',
    company: 'GreenLeaf Home Services',
    industry: 'customer-service',
    challenge:
      'A third of calls went unanswered, most of them in the evening and at weekends, and each one was a lost job.',
    solution:
      'A voice agent answers every call, quotes standard services, books visits and alerts the on-call technician to emergencies.',
    results: [
      { value: '100%', label: 'Of calls answered, 24/7' },
      { value: '38%', label: 'More jobs booked per month' },
    ],
    testimonial:
      'Customers used to hit voicemail after five. Now they get a booked appointment and a confirmation text, whatever the hour.',
    author: 'Tom Becker',
    role: 'Owner',
    logoUrl: '/images/success-stories/greenleaf-home-services-booking.svg',
    featured: false,
  },
  {
    id: 'brightpath-academy-enrollment',
    title: 'Turning enrollment campaigns into conversations',
    company: 'BrightPath Academy',
    industry: 'marketing',
    challenge:
      'Campaigns produced thousands of course inquiries but a two-person admissions team could only call back a fraction.',
    solution:
      'An AI admissions assistant replies by phone, text or chat, recommends programmes and books advisor calls, with results tracked per campaign.',
    results: [
      { value: '41%', label: 'More enrolled students' },
      { value: '36%', label: 'Lower cost per enrollment' },
    ],
    testimonial:
      'Every student who raises a hand now hears from us within minutes. That single change transformed our enrollment numbers.',
    author: 'Priya Raman',
    role: 'Director of Admissions',
    logoUrl: '/images/success-stories/brightpath-academy-enrollment.svg',
    featured: false,
  },
];
