import type { BlogBlock } from '../../schema/blog.ts';

/** The body of the post `ai-voice-agents-real-estate`; its title, dates and other details are in ../post-index.ts. */
export const body: BlogBlock[] = [
  {
    type: 'paragraph',
    text: 'Real estate runs on the phone, and agents are rarely free to answer it. You are in the middle of a showing, negotiating an offer or finally sitting down with your family when a buyer calls about the listing that went live this morning. If they reach voicemail, there is a good chance they call the next agent on the list. In a market where one transaction can be worth months of marketing spend, every missed call hurts.',
  },
  { type: 'heading', text: 'What an AI voice agent does for an agent or brokerage' },
  {
    type: 'paragraph',
    text: 'An AI voice agent answers your line on the first ring, in your name, at any hour. It knows your active listings and can hold a genuinely useful conversation about them:',
  },
  {
    type: 'list',
    items: [
      'Answer questions about price, bedrooms, square footage, school districts and open house times',
      'Ask whether the caller is pre-approved, working with an agent and planning to buy or sell soon',
      'Book showings on your calendar, respecting travel time between properties',
      'Capture seller leads and schedule listing appointments',
      'Send a text with the listing link and your contact details after every call',
    ],
  },
  { type: 'heading', text: 'Qualifying buyers without the awkwardness' },
  {
    type: 'paragraph',
    text: 'Experienced agents know which questions separate a serious buyer from someone browsing, but asking them on every call takes time and can feel pushy. A voice agent asks them consistently and conversationally: timeline, financing, must-haves, current housing situation. The answers arrive in your CRM before you call back, so your first real conversation starts where it should, with the homes that fit.',
  },
  { type: 'heading', text: 'Following up with old leads' },
  {
    type: 'paragraph',
    text: 'Most brokerages sit on a database of past enquiries that nobody has time to call. Many of those people are still planning a move, just not on the timeline they first mentioned. An AI agent can work through that list politely, check whether plans have changed and hand back the ones who are ready to talk. For many teams this is the fastest return of all, because the leads are already paid for.',
  },
  { type: 'heading', text: 'Staying compliant' },
  {
    type: 'paragraph',
    text: 'Real estate conversations come with rules. Fair housing laws mean the agent must never steer callers toward or away from neighbourhoods based on protected characteristics, so we keep its answers to the facts of the property and the caller’s stated criteria. Outbound calls must respect consent and do-not-call rules. And the agent should introduce itself as an AI assistant working for you, which buyers generally appreciate.',
  },
  { type: 'heading', text: 'Getting started' },
  {
    type: 'paragraph',
    text: 'The simplest first step is to forward missed and after-hours calls to the agent, connected to your listings and your calendar. Within a week you will see how many calls you were missing and how many of them were worth taking. From there, add outbound follow-up for new web leads and, later, reactivation of your older database.',
  },
  {
    type: 'list',
    items: [
      'Week one: after-hours and missed-call answering with showing requests',
      'Week two: instant call-back for every new portal and website lead',
      'Month two: reactivation calls to past enquiries and past clients',
    ],
  },
  {
    type: 'paragraph',
    text: 'You became an agent to help people find homes, not to chase your phone. Let the AI answer it, so you can be fully present for the client in front of you.',
  },
];
