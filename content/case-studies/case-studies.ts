import type { CaseStudy } from '../schema/case-studies.ts';

/**
 * The eight customer case studies, one per industry. Figures and quotes are marketing copy.
 * `id` equals `slug` so that links built from either (success stories use the id) resolve.
 * Checked against the zod schema by tests/unit/content/content-schemas.test.ts.
 */
export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'premier-realty-lead-conversion',
    slug: 'premier-realty-lead-conversion',
    title: 'Premier Realty Group Triples Lead Conversion with AI Voice Agents',
    company: 'Premier Realty Group',
    industry: 'Real Estate',
    summary:
      'A 40-agent brokerage now calls every portal lead within a minute, day or night, and books three times as many showings.',
    challenge:
      'Premier Realty Group received more than 1,200 portal and website leads a month, but agents were showing homes during the day and most inquiries waited hours for a call back. By then many buyers had already booked a viewing with another brokerage, and nobody had time to follow up with the long tail of cold leads.',
    solution:
      'We deployed an AI voice agent that calls every new lead within 60 seconds, asks about budget, timeline, preferred neighbourhoods and financing, and books showings straight into each agent’s calendar. Leads that are not ready yet receive a text and email nurture sequence, and every conversation is logged in the CRM with a summary for the agent.',
    results: [
      { value: '312%', label: 'Increase in lead-to-showing conversion' },
      { value: '< 60 s', label: 'Average response time to new leads' },
      { value: '18 hrs', label: 'Saved per agent every week' },
      { value: '$2.4M', label: 'Additional commission in the first year' },
    ],
    testimonial: {
      quote:
        'Our agents used to spend their evenings returning calls. Now the AI qualifies every lead instantly and they walk into the office with a calendar full of showings.',
      author: 'Sarah Mitchell',
      position: 'Managing Broker',
      company: 'Premier Realty Group',
    },
    imageSrc: '/images/case-studies/premier-realty-lead-conversion.svg',
  },
  {
    id: 'summit-financial-client-onboarding',
    slug: 'summit-financial-client-onboarding',
    title: 'Summit Financial Advisors Cuts Client Onboarding Time in Half',
    company: 'Summit Financial Advisors',
    industry: 'Finance',
    summary:
      'An independent advisory firm automated appointment setting and document reminders while staying compliant.',
    challenge:
      'Summit’s advisors spent a large part of their week scheduling discovery meetings, chasing missing documents and answering routine questions about account transfers. New clients often waited two weeks before their first planning session, and several dropped out during onboarding.',
    solution:
      'An AI voice and chat agent now handles first contact, books discovery meetings, sends personalised document checklists and follows up until every form is in. Scripts were reviewed by Summit’s compliance team, sensitive questions are routed to a licensed advisor, and every interaction is recorded for audit.',
    results: [
      { value: '52%', label: 'Faster client onboarding' },
      { value: '3x', label: 'More discovery meetings booked per month' },
      { value: '94%', label: 'Of document requests completed on time' },
    ],
    testimonial: {
      quote:
        'Clients get an answer the moment they reach out, and our advisors finally spend their time on planning instead of paperwork.',
      author: 'Daniel Okafor',
      position: 'Chief Operating Officer',
      company: 'Summit Financial Advisors',
    },
    imageSrc: '/images/case-studies/summit-financial-client-onboarding.svg',
  },
  {
    id: 'coastal-health-patient-scheduling',
    slug: 'coastal-health-patient-scheduling',
    title: 'Coastal Health Partners Reduces No-Shows by 47%',
    company: 'Coastal Health Partners',
    industry: 'Healthcare',
    summary:
      'A multi-location clinic group lets patients book, confirm and reschedule by phone around the clock, with HIPAA-compliant AI agents.',
    challenge:
      'Coastal Health Partners runs six clinics with one shared front desk. Phones rang constantly between 8 and 10 AM, hold times exceeded eight minutes, and no-shows cost the practice an estimated $40,000 a month in empty appointment slots.',
    solution:
      'A HIPAA-compliant AI voice agent now answers every call, books and reschedules appointments in the practice management system, and calls patients two days before their visit to confirm. Questions about symptoms or results are transferred to nursing staff with the context already captured.',
    results: [
      { value: '47%', label: 'Fewer missed appointments' },
      { value: '0 min', label: 'Average hold time during peak hours' },
      { value: '2,800', label: 'Calls handled by AI every month' },
      { value: '4.8/5', label: 'Patient satisfaction score' },
    ],
    testimonial: {
      quote:
        'Patients love that they can reschedule at 10 PM without waiting on hold, and our front desk can finally focus on the people standing in front of them.',
      author: 'Dr. Emily Chen',
      position: 'Medical Director',
      company: 'Coastal Health Partners',
    },
    imageSrc: '/images/case-studies/coastal-health-patient-scheduling.svg',
  },
  {
    id: 'cloudnova-support-automation',
    slug: 'cloudnova-support-automation',
    title: 'CloudNova Resolves 68% of Support Requests Without a Human',
    company: 'CloudNova',
    industry: 'Technology',
    summary:
      'A fast-growing SaaS company scaled support across time zones without growing the team at the same pace.',
    challenge:
      'CloudNova’s customer base doubled in a year while the support team grew by only two people. First response times stretched past 11 hours for customers outside US business hours, and churn among new accounts started to climb.',
    solution:
      'We connected chat and voice agents to CloudNova’s knowledge base, status page and billing system. The agents answer how-to questions, reset access, explain invoices and open fully documented tickets for issues that need an engineer, in 14 languages.',
    results: [
      { value: '68%', label: 'Of requests resolved without escalation' },
      { value: '2 min', label: 'Median first response, around the clock' },
      { value: '23%', label: 'Lower churn among new accounts' },
    ],
    testimonial: {
      quote:
        'Our engineers now get tickets that are already triaged and reproducible. The AI handles the rest, at three in the morning just as well as at noon.',
      author: 'Marcus Lee',
      position: 'VP of Customer Experience',
      company: 'CloudNova',
    },
    imageSrc: '/images/case-studies/cloudnova-support-automation.svg',
  },
  {
    id: 'brightpath-academy-enrollment',
    slug: 'brightpath-academy-enrollment',
    title: 'BrightPath Academy Grows Enrollment 41% with Always-On Admissions',
    company: 'BrightPath Academy',
    industry: 'Education',
    summary:
      'An online academy turned its enrollment campaigns into conversations and answered prospective students within minutes.',
    challenge:
      'BrightPath’s marketing campaigns generated thousands of course inquiries, but the two-person admissions team could only call back a fraction of them. Prospective students asked the same questions about schedules, financing and prerequisites again and again.',
    solution:
      'An AI admissions assistant now replies to every inquiry by phone, text or chat, recommends the right programme, explains payment plans and books calls with an advisor for students ready to enrol. Campaign results flow back into the CRM so marketing can see which channels bring students, not just clicks.',
    results: [
      { value: '41%', label: 'Increase in enrolled students' },
      { value: '5x', label: 'More inquiries answered the same day' },
      { value: '36%', label: 'Lower cost per enrollment' },
    ],
    testimonial: {
      quote:
        'Every student who raises a hand now hears from us within minutes. That single change transformed our enrollment numbers.',
      author: 'Priya Raman',
      position: 'Director of Admissions',
      company: 'BrightPath Academy',
    },
    imageSrc: '/images/case-studies/brightpath-academy-enrollment.svg',
  },
  {
    id: 'urban-threads-customer-service',
    slug: 'urban-threads-customer-service',
    title: 'Urban Threads Recovers 27% of Abandoned Carts with Conversational AI',
    company: 'Urban Threads',
    industry: 'Retail',
    summary:
      'An apparel retailer answers order questions instantly and wins back shoppers who leave items in their cart.',
    challenge:
      'Urban Threads sells apparel online and in 12 stores. During seasonal peaks, order-status and return questions overwhelmed the service team, and more than 70% of online carts were abandoned without any follow-up.',
    solution:
      'Chat and voice agents now answer order, sizing and return questions using live data from the store platform. Shoppers who abandon a cart receive a friendly message offering help with size or delivery questions, and store staff get appointment requests for in-store fittings.',
    results: [
      { value: '27%', label: 'Of abandoned carts recovered' },
      { value: '81%', label: 'Of order questions answered instantly' },
      { value: '$640K', label: 'Recovered revenue in six months' },
    ],
    testimonial: {
      quote:
        'Black Friday used to mean a week of unanswered emails. This year every customer got an answer in seconds, and our sales were up across the board.',
      author: 'Jessica Alvarez',
      position: 'Head of E-commerce',
      company: 'Urban Threads',
    },
    imageSrc: '/images/case-studies/urban-threads-customer-service.svg',
  },
  {
    id: 'apex-manufacturing-order-processing',
    slug: 'apex-manufacturing-order-processing',
    title: 'Apex Manufacturing Automates Distributor Orders and Quote Requests',
    company: 'Apex Manufacturing',
    industry: 'Manufacturing',
    summary:
      'An industrial parts maker answers distributor calls instantly and turns quote requests around the same day.',
    challenge:
      'Apex’s inside sales team took hundreds of calls a week from distributors checking stock levels, lead times and order status. Quote requests sat in shared inboxes for days, and the team had no time left for proactive account management.',
    solution:
      'An AI voice agent connected to the ERP now answers stock, lead-time and order-status questions, captures structured quote requests and routes complex technical questions to the right engineer. Sales reps receive a daily summary of opportunities the agent identified.',
    results: [
      { value: '74%', label: 'Of routine calls handled by AI' },
      { value: 'Same day', label: 'Quote turnaround, down from 4 days' },
      { value: '19%', label: 'Growth in distributor order volume' },
    ],
    testimonial: {
      quote:
        'Our distributors get accurate answers at any hour, and my team spends its time growing accounts instead of reading stock levels over the phone.',
      author: 'Robert Kowalski',
      position: 'Sales Director',
      company: 'Apex Manufacturing',
    },
    imageSrc: '/images/case-studies/apex-manufacturing-order-processing.svg',
  },
  {
    id: 'greenleaf-home-services-booking',
    slug: 'greenleaf-home-services-booking',
    title: 'GreenLeaf Home Services Never Misses an After-Hours Call',
    company: 'GreenLeaf Home Services',
    industry: 'Services',
    summary:
      'A landscaping and HVAC company books jobs around the clock and dispatches technicians faster.',
    challenge:
      'GreenLeaf missed roughly a third of incoming calls, most of them in the evening and at weekends when homeowners finally had time to call. Every missed call was a job that usually went to a competitor.',
    solution:
      'An AI voice agent now answers every call, quotes standard services, books visits into the dispatch calendar and flags emergencies to the on-call technician by text. Customers receive a confirmation and a reminder before the technician arrives.',
    results: [
      { value: '100%', label: 'Of calls answered, 24/7' },
      { value: '38%', label: 'More jobs booked per month' },
      { value: '2.5x', label: 'Return on investment in the first quarter' },
    ],
    imageSrc: '/images/case-studies/greenleaf-home-services-booking.svg',
  },
];

export function findCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}
