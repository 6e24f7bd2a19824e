import type { BlogBlock } from '../../schema/blog.ts';

/** The body of the post `ai-lead-qualification`; its title, dates and other details are in ../post-index.ts. */
export const body: BlogBlock[] = [
  {
    type: 'paragraph',
    text: 'Every sales leader knows the feeling: a promising lead fills in a form on Friday evening, and by the time someone calls on Monday morning they have already booked with a competitor. Interest fades quickly. A prospect who is researching right now is far more likely to talk than one who filled in a form two days ago and has moved on with their weekend.',
  },
  {
    type: 'paragraph',
    text: 'Speed to lead is the simplest lever in sales, and the hardest to pull with people alone. AI agents make it automatic.',
  },
  { type: 'heading', text: 'How AI qualification works' },
  {
    type: 'paragraph',
    text: 'The moment a lead arrives from a web form, an ad, a missed call or a chat, the agent reaches out on the channel the lead used. It introduces itself, confirms the request and works through a short qualification conversation. When the lead fits, it books a meeting directly on the right salesperson’s calendar. When it does not, it answers their questions politely and files them for nurturing.',
  },
  {
    type: 'list',
    items: [
      'Instant first contact by phone call, text message or chat, day or night',
      'Natural questions about need, timeline, budget and decision-making',
      'Live calendar booking with the right rep, based on territory or product',
      'A written summary and score saved to the CRM before the meeting starts',
    ],
  },
  { type: 'heading', text: 'Choosing the right questions' },
  {
    type: 'paragraph',
    text: 'Frameworks such as BANT (budget, authority, need, timeline) are a useful starting point, but the best qualification scripts are specific to the business. A roofing company needs to know the property type and whether there is active damage. A software vendor wants team size and current tools. Keep the list short: four or five questions that truly separate a good lead from a poor fit. Every extra question costs you conversations.',
  },
  {
    type: 'paragraph',
    text: 'The agent should also listen for buying signals that are not on the list. A prospect who mentions a deadline, a failed competitor or a specific budget has told you something valuable, and a good agent records it in the summary for the salesperson.',
  },
  { type: 'heading', text: 'Routing and follow-up' },
  {
    type: 'paragraph',
    text: 'Qualification is only half the job. What happens next decides whether the pipeline grows:',
  },
  {
    type: 'list',
    items: [
      'Hot leads are booked on a calendar or transferred live to an available rep',
      'Warm leads get a scheduled follow-up call and a useful resource by email',
      'Leads that are not ready yet enter a nurture sequence instead of being forgotten',
      'Poor fits are thanked, pointed in a better direction and tagged so they are not called again',
    ],
  },
  { type: 'heading', text: 'Keeping salespeople in the loop' },
  {
    type: 'paragraph',
    text: 'Sales teams adopt AI qualification quickly when it makes their calendar better, and resist it when it fills the calendar with poor meetings. Review a sample of conversations with the team every week at the start. Ask reps to rate the meetings they receive and feed that back into the questions and scoring thresholds. Within a few weeks, most teams find that their meetings are better prepared and their evenings are quieter.',
  },
  { type: 'heading', text: 'What to measure' },
  {
    type: 'paragraph',
    text: 'Track time to first contact, contact rate, qualification rate, meetings booked, show rate and, ultimately, closed revenue from AI-qualified leads. Compare against your previous process for the same lead sources. The difference in time to first contact alone is usually dramatic: from hours to seconds.',
  },
  {
    type: 'paragraph',
    text: 'Leads are expensive to generate. Letting them go cold is the most costly mistake in a sales process, and it is now one of the easiest to fix.',
  },
];
