import type { BlogBlock } from '../../schema/blog.ts';

/** The body of the post `ai-voice-agents-healthcare`; its title, dates and other details are in ../post-index.ts. */
export const body: BlogBlock[] = [
  {
    type: 'paragraph',
    text: 'Ask any practice manager where the day goes and the answer is usually the phone. Patients call to book, reschedule, ask about a bill, check whether a referral arrived or find out if the office is open on a holiday. Front-desk teams juggle those calls while checking people in, and at peak times a large share of calls simply rings out. Every one of those missed calls is a patient who may book somewhere else.',
  },
  {
    type: 'paragraph',
    text: 'AI voice agents change that equation. They answer on the first ring, around the clock, and handle the routine conversations that make up most of the call volume. Staff stay available for the patients standing in front of them and for the calls that genuinely need a person.',
  },
  { type: 'heading', text: 'What a voice agent handles for a practice' },
  {
    type: 'paragraph',
    text: 'A well-configured agent connects to the practice management system and the calendar, so it can do real work rather than take messages. The most common jobs are:',
  },
  {
    type: 'list',
    items: [
      'Booking, moving and cancelling appointments against live provider availability',
      'Reminder and confirmation calls that let patients confirm or reschedule in the same call',
      'Answering frequent questions about hours, locations, parking, insurance accepted and preparation instructions',
      'Collecting intake details before a first visit so check-in takes minutes instead of a clipboard',
      'Routing urgent or clinical questions straight to the right person with a summary of the call',
    ],
  },
  { type: 'heading', text: 'Fewer no-shows, fuller schedules' },
  {
    type: 'paragraph',
    text: 'No-shows are expensive because the slot cannot be resold at the last minute. Reminder calls help, but only if someone has time to make them. An agent can call every patient two days before the visit, confirm attendance, and offer the next open slot when the patient cannot make it. The freed slot then goes to someone on the waitlist, who gets a call of their own. Practices we work with typically see confirmation rates rise within the first month, simply because every patient is reached.',
  },
  { type: 'heading', text: 'Privacy and compliance come first' },
  {
    type: 'paragraph',
    text: 'Healthcare conversations involve protected health information, so the platform behind the agent matters as much as the voice. Before going live, make sure your vendor will sign a business associate agreement and can explain exactly where call recordings and transcripts are stored. Good practice looks like this:',
  },
  {
    type: 'list',
    items: [
      'Verify identity with details the patient knows before discussing any appointment or account information',
      'Keep recordings and transcripts encrypted, access-controlled and retained only as long as policy requires',
      'Never let the agent give medical advice; clinical questions are handed to licensed staff',
      'Tell callers they are speaking with an AI assistant and offer a person at any point',
    ],
  },
  { type: 'heading', text: 'A patient experience that feels human' },
  {
    type: 'paragraph',
    text: 'Patients do not mind talking to an AI agent when it is quick, polite and gets the job done. They do mind repeating themselves. The best deployments pass the full context of the call to staff when a hand-off happens, so the person picking up already knows who is calling and why. Voices should be calm and unhurried, with room for patients to ask the agent to slow down or repeat a date. Offering the most common languages of your community makes a real difference for families who struggle with an English-only phone tree.',
  },
  { type: 'heading', text: 'How to get started' },
  {
    type: 'paragraph',
    text: 'Start with one well-defined workflow, such as appointment reminders or after-hours scheduling, and measure it for a few weeks. Track answered calls, bookings made by the agent, confirmation rate and how often callers ask for a person. Once the numbers look right and your team trusts the hand-offs, expand to intake and frequently asked questions. Most practices are live with a first workflow within days, not months.',
  },
  {
    type: 'paragraph',
    text: 'The goal is not to replace the front desk. It is to give a stretched team its time back, so that every patient who calls gets an answer and every patient who walks in gets full attention.',
  },
];
