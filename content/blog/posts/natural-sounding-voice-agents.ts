import type { BlogBlock } from '../../schema/blog.ts';

/** The body of the post `natural-sounding-voice-agents`; its title, dates and other details are in ../post-index.ts. */
export const body: BlogBlock[] = [
  {
    type: 'paragraph',
    text: 'Most people have had the experience of calling a business and knowing within two seconds that they are talking to a machine. The voice is flat, the pauses are wrong and the system talks over them the moment they draw breath. Modern voice agents can sound remarkably human, but only when the whole conversation is designed with the same care as the voice itself.',
  },
  { type: 'heading', text: 'Latency is the first impression' },
  {
    type: 'paragraph',
    text: 'In a human conversation, the gap between one person finishing and the other replying is typically a fraction of a second. Leave a caller waiting much longer than that and the exchange starts to feel like a walkie-talkie. Every part of the pipeline adds delay: recognising the speech, deciding what to say, generating the audio and sending it down the line. Natural-sounding agents stream each step into the next, so the first words of the reply are playing while the rest is still being prepared.',
  },
  { type: 'heading', text: 'Turn-taking and interruptions' },
  {
    type: 'paragraph',
    text: 'People interrupt each other constantly, and that is a feature, not a bug. A caller who says “yes, yes, Tuesday is fine” halfway through the agent’s sentence expects it to stop and move on. Good agents handle this gracefully:',
  },
  {
    type: 'list',
    items: [
      'Stop speaking within moments when the caller starts talking, then respond to what they said',
      'Tell a real interruption apart from a cough, a “mm-hm” or background noise',
      'Wait a little longer after a caller trails off mid-thought, instead of jumping in',
      'Use short acknowledgements such as “got it” or “sure” to show they are listening',
    ],
  },
  { type: 'heading', text: 'Write for the ear, not the eye' },
  {
    type: 'paragraph',
    text: 'Text that reads well on a screen often sounds stiff when spoken. Conversation designers rewrite prompts and responses so they work aloud. That means shorter sentences, one idea at a time, contractions, and numbers spoken the way people say them. A date reads as “Tuesday the fourteenth at two thirty”, not a string of digits. Lists longer than three items are broken up or turned into a question: “Would mornings or afternoons work better?”',
  },
  { type: 'heading', text: 'Prosody and personality' },
  {
    type: 'paragraph',
    text: 'Prosody is the music of speech: rhythm, stress and intonation. Modern voice models handle much of it automatically, but the words you give them still shape how they sound. A question should rise at the end. Empathy should slow down. A confirmation should sound settled. Choose a voice and a personality that match your brand and your callers, and keep it consistent. A warm, unhurried voice suits a dental practice; a crisp, energetic one may suit a software company’s sales line.',
  },
  { type: 'heading', text: 'Handling the unexpected' },
  {
    type: 'paragraph',
    text: 'Real callers go off script. They ask two questions at once, change their mind, mishear a time or mention something unrelated. A natural agent copes without breaking character:',
  },
  {
    type: 'list',
    items: [
      'Confirm important details such as names, dates and phone numbers by reading them back',
      'Repair misunderstandings plainly: “Sorry, I meant Thursday, not Tuesday”',
      'Answer the side question briefly, then return to the task',
      'Offer a person when the conversation moves beyond what the agent can do',
    ],
  },
  { type: 'heading', text: 'Natural, but never deceptive' },
  {
    type: 'paragraph',
    text: 'Sounding human is not the same as pretending to be human. Our agents say they are AI assistants at the start of every call, and callers can reach a person whenever they ask. In our experience that honesty costs nothing: callers care far more about being understood quickly than about who or what is on the other end of the line.',
  },
];
