import type { BlogBlock } from '../../schema/blog.ts';

/** The body of the post `ethics-of-ai-voice-agents`; its title, dates and other details are in ../post-index.ts. */
export const body: BlogBlock[] = [
  {
    type: 'paragraph',
    text: 'As AI voices become indistinguishable from human ones, the question is no longer whether an agent can pass for a person. It is whether it should, and what a business owes the people who talk to it. These are not abstract questions. They shape whether customers trust your brand, whether regulators come knocking and whether your agents succeed at all.',
  },
  {
    type: 'paragraph',
    text: 'Here are the principles we apply to every agent we build, and that we encourage every business to adopt.',
  },
  { type: 'heading', text: 'Always disclose' },
  {
    type: 'paragraph',
    text: 'Every caller has the right to know when they are speaking with an AI. Our agents say so at the start of each conversation, in plain words, and confirm it honestly if asked later. Several jurisdictions already require disclosure for automated calls, and more are following. But the stronger argument is practical: callers who discover a deception feel tricked, and that feeling attaches to your brand. Callers who are told up front mostly shrug and carry on, as long as the agent is helpful.',
  },
  { type: 'heading', text: 'Consent for outbound calls and recordings' },
  {
    type: 'paragraph',
    text: 'Outbound calling and recording are governed by rules that vary by country and state, and AI does not change them. Responsible deployments:',
  },
  {
    type: 'list',
    items: [
      'Call only people who have given the consent your jurisdiction requires, and honour opt-outs immediately',
      'Announce recording where the law requires it, and ideally everywhere',
      'Respect calling-hour limits and local do-not-call registries',
      'Keep a record of consent alongside each contact in the CRM',
    ],
  },
  { type: 'heading', text: 'Collect less, keep it safe' },
  {
    type: 'paragraph',
    text: 'Voice conversations can contain sensitive details, from health information to payment data. The safest data is the data you never collect. Design agents to ask only for what the task needs, redact payment details from transcripts, encrypt recordings and set retention periods that match your policy rather than keeping everything forever. Voice cloning deserves particular care: never create a synthetic copy of a real person’s voice without their explicit, documented permission.',
  },
  { type: 'heading', text: 'Test for fairness' },
  {
    type: 'paragraph',
    text: 'Speech recognition has historically worked better for some accents and speaking styles than others. An agent that misunderstands a group of callers more often is not just annoying; it is unfair, and in areas like healthcare, housing or lending it can be discriminatory. We test every agent with a wide range of accents, ages and speech patterns before launch, monitor recognition accuracy by segment afterwards, and make sure that any caller who struggles is offered a person quickly.',
  },
  { type: 'heading', text: 'Keep a human in the loop' },
  {
    type: 'paragraph',
    text: 'AI agents should handle routine work, not make consequential decisions about people on their own. A sensible division of labour looks like this:',
  },
  {
    type: 'list',
    items: [
      'Agents may book, answer questions, collect information and route requests',
      'Decisions about credit, eligibility, diagnosis or complaints are reviewed by a person',
      'Callers can reach a human at any point by asking',
      'Transcripts are sampled and reviewed regularly, with clear ownership for fixing problems',
    ],
  },
  { type: 'heading', text: 'Trust is the product' },
  {
    type: 'paragraph',
    text: 'It is tempting to see these principles as constraints that reduce what an AI agent can achieve. Our experience is the opposite. Customers engage more openly with an agent they trust, businesses avoid costly mistakes, and the whole industry earns the room to keep innovating. Responsible AI is not a compliance checkbox. It is how good agents are built.',
  },
];
