import type { BlogBlock } from '../../schema/blog.ts';

/** The body of the post `measuring-roi-ai-voice-agents`; its title, dates and other details are in ../post-index.ts. */
export const body: BlogBlock[] = [
  {
    type: 'paragraph',
    text: 'When a business considers AI voice agents, the first question from the finance team is always the same: what will we get back? It is the right question, and it deserves a better answer than a vendor’s headline statistic. The return on an AI agent comes from three places, and a credible business case measures all of them against a clear baseline.',
  },
  { type: 'heading', text: 'Start with a baseline' },
  {
    type: 'paragraph',
    text: 'You cannot measure improvement without knowing where you started. Before switching anything on, collect four to six weeks of data on the calls and chats the agent will handle:',
  },
  {
    type: 'list',
    items: [
      'Total inbound volume by hour of day and day of week',
      'Answer rate, abandonment rate and average wait time',
      'Average handling time and the fully loaded cost of an hour of staff time',
      'Conversion rates for the calls that matter: bookings, sales or qualified leads',
    ],
  },
  { type: 'heading', text: 'Return one: time saved' },
  {
    type: 'paragraph',
    text: 'The easiest return to measure is the work the agent takes off your team. Multiply the number of conversations the agent resolves without a person by the average handling time, and you have the hours saved. Multiply those hours by the loaded hourly cost and you have a monetary figure. Be honest here: saved time only becomes savings if it is redeployed to valuable work or avoids future hiring. Both are legitimate, but they should be named.',
  },
  { type: 'heading', text: 'Return two: revenue recovered' },
  {
    type: 'paragraph',
    text: 'For many businesses this is the larger number. Missed calls, slow follow-ups and after-hours enquiries all leak revenue. To estimate what the agent recovers, count the conversations it handles that would previously have been missed or delayed, apply your normal conversion rate and multiply by the average value of a sale or appointment. A dental practice that recovers a few new-patient bookings a week, or a home services company that answers every emergency call at night, often pays for the agent from this line alone.',
  },
  { type: 'heading', text: 'Return three: customers kept' },
  {
    type: 'paragraph',
    text: 'Faster answers and shorter queues improve satisfaction, and satisfied customers stay longer. This effect is real but slower and harder to isolate. Track satisfaction scores and churn for customers who interacted with the agent and compare them with the period before launch. Treat this return as upside in the business case rather than the foundation of it.',
  },
  { type: 'heading', text: 'Count the full cost' },
  {
    type: 'paragraph',
    text: 'A fair calculation includes every cost, not just the subscription:',
  },
  {
    type: 'list',
    items: [
      'Platform fees and any usage-based charges for minutes or conversations',
      'Setup and integration work, whether done by your team or a partner',
      'Ongoing time to review transcripts, update knowledge and tune the agent',
      'Telephony changes such as new numbers or call forwarding',
    ],
  },
  { type: 'heading', text: 'Put it together' },
  {
    type: 'paragraph',
    text: 'ROI is simply the total monthly return minus the monthly cost, divided by the cost. Calculate it for a conservative scenario and an expected one, and revisit it after ninety days with real numbers. Most teams find that the payback period is measured in weeks rather than years, but the real value of the exercise is the dashboard it leaves behind. Once you measure answer rates, conversions and hours saved every month, you can keep improving them.',
  },
  {
    type: 'paragraph',
    text: 'The businesses that get the most from AI agents are not the ones with the biggest budgets. They are the ones that know exactly what they are trying to improve, and check every month whether they did.',
  },
];
