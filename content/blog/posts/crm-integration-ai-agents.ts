import type { BlogBlock } from '../../schema/blog.ts';

/** The body of the post `crm-integration-ai-agents`; its title, dates and other details are in ../post-index.ts. */
export const body: BlogBlock[] = [
  {
    type: 'paragraph',
    text: 'An AI agent that cannot see your customer records is a polite answering machine. An agent connected to your CRM is something else entirely: it recognises returning customers, knows their history, books meetings against real calendars and leaves behind a tidy record of every conversation. The integration is where most of the value lives, and also where most projects stumble.',
  },
  { type: 'heading', text: 'Decide what the agent may read and write' },
  {
    type: 'paragraph',
    text: 'Start by mapping the data the agent needs, field by field, and give it access to nothing more. A typical setup looks like this:',
  },
  {
    type: 'list',
    items: [
      'Read: contact name, company, owner, open deals or tickets, recent activity and preferred language',
      'Create: new contacts and leads, with the source and campaign recorded',
      'Update: qualification answers, lead status, appointment details and next steps',
      'Log: a call or chat activity with a summary, the outcome and a link to the transcript',
    ],
  },
  {
    type: 'paragraph',
    text: 'Use a dedicated integration user with its own permissions, so every change the agent makes is clearly attributed and easy to audit.',
  },
  { type: 'heading', text: 'Identify callers reliably' },
  {
    type: 'paragraph',
    text: 'Matching a caller to the right record is harder than it sounds. Phone numbers come in different formats, families share numbers and people call from work. Normalise numbers to a single international format before matching, match on email when the conversation provides one, and when there is any doubt, have the agent confirm a detail with the caller before reading out account information.',
  },
  { type: 'heading', text: 'Prevent duplicates before they happen' },
  {
    type: 'paragraph',
    text: 'Duplicate records are the most common side effect of automation. An agent that creates a new contact for every call will fill your CRM with near-identical entries within weeks. Search before you create, merge on a clear rule and record the lead source on the existing contact rather than starting a new one. If your CRM has duplicate rules, make sure the integration user is subject to them too.',
  },
  { type: 'heading', text: 'Map fields deliberately' },
  {
    type: 'paragraph',
    text: 'Free-text summaries are useful for people, but reports need structured fields. Decide which answers from the conversation land in which CRM properties, and use picklists rather than free text where you can. “Timeline: within 3 months” in a dropdown can be reported on; the same words buried in a note cannot. A short field-mapping document, agreed with sales and operations before launch, saves weeks of clean-up later.',
  },
  { type: 'heading', text: 'Plan for failure' },
  {
    type: 'paragraph',
    text: 'APIs go down, tokens expire and rate limits are reached at the worst moment. A robust integration keeps the conversation going regardless:',
  },
  {
    type: 'list',
    items: [
      'Queue updates and retry them automatically instead of dropping them',
      'Let the agent take a message and promise a call-back if a booking cannot be confirmed',
      'Alert an administrator when errors persist, not after a customer complains',
      'Monitor the sync with a simple daily report of created, updated and failed records',
    ],
  },
  { type: 'heading', text: 'Test with real conversations' },
  {
    type: 'paragraph',
    text: 'Before going live, run a set of realistic test calls through a sandbox copy of your CRM: new callers, returning customers, shared numbers, cancellations and angry callers who hang up halfway. Check every resulting record by hand. It is slow, careful work, and it is the difference between an agent your sales team trusts and one they quietly work around.',
  },
  {
    type: 'paragraph',
    text: 'Get the integration right and the CRM stops being a chore that salespeople fill in after the fact. It becomes an accurate, up-to-the-minute picture of every conversation your business has.',
  },
];
