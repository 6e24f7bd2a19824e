/** The demo chat bot: messages, typing indicator and canned replies by keyword. */

export interface ChatMessage {
  readonly id: number;
  readonly text: string;
  readonly sender: 'user' | 'bot';
  /** Milliseconds since the epoch; null for the greeting rendered on the server. */
  readonly timestamp: number | null;
}

export interface ChatState {
  readonly messages: readonly ChatMessage[];
  /** Replies still being "typed"; the indicator shows while above zero. */
  readonly pending: number;
  readonly nextId: number;
}

/** Null timestamps: messages the server rendered (a post without JavaScript) show no time. */
export type ChatAction =
  | { type: 'send'; text: string; timestamp: number | null }
  | { type: 'reply'; text: string; timestamp: number | null };

interface ReplyRule {
  readonly keywords: readonly string[];
  readonly reply: string;
}

export const CHAT_REPLY_MS = 1500;

export function initialChatState(greeting: string): ChatState {
  return {
    messages: [{ id: 1, text: greeting, sender: 'bot', timestamp: null }],
    pending: 0,
    nextId: 2,
  };
}

/** Empty or whitespace-only messages are never sent. */
export function canSend(text: string): boolean {
  return text.trim().length > 0;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'send': {
      if (!canSend(action.text)) return state;
      const message: ChatMessage = {
        id: state.nextId,
        text: action.text.trim(),
        sender: 'user',
        timestamp: action.timestamp,
      };
      return {
        messages: [...state.messages, message],
        pending: state.pending + 1,
        nextId: state.nextId + 1,
      };
    }
    case 'reply': {
      const message: ChatMessage = {
        id: state.nextId,
        text: action.text,
        sender: 'bot',
        timestamp: action.timestamp,
      };
      return {
        messages: [...state.messages, message],
        pending: Math.max(0, state.pending - 1),
        nextId: state.nextId + 1,
      };
    }
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matches(message: string, keyword: string): boolean {
  const prefix = keyword.endsWith('*');
  const word = escapeRegExp(prefix ? keyword.slice(0, -1) : keyword);
  return new RegExp(`\\b${word}${prefix ? '' : '\\b'}`, 'i').test(message);
}

/** The first rule with a keyword in the message answers; otherwise the fallback. */
export function botReplyFor(
  message: string,
  rules: readonly ReplyRule[],
  fallback: string,
): string {
  const rule = rules.find((candidate) => candidate.keywords.some((kw) => matches(message, kw)));
  return rule?.reply ?? fallback;
}

/**
 * Sends a message and schedules the bot's answer after 1.5 s. Returns a cancel function for
 * unmount. Does nothing (and schedules nothing) for a blank message.
 */
export function sendChatMessage(
  dispatch: (action: ChatAction) => void,
  text: string,
  reply: string,
  now: () => number = Date.now,
  delay = CHAT_REPLY_MS,
): () => void {
  if (!canSend(text)) return () => undefined;
  dispatch({ type: 'send', text, timestamp: now() });
  const timer = setTimeout(() => dispatch({ type: 'reply', text: reply, timestamp: now() }), delay);
  return () => clearTimeout(timer);
}

// Without JavaScript ------------------------------------------------------------------------

/**
 * Field names of the chat's form. Without JavaScript it is a POST (what a visitor types never
 * goes into a URL): `message` is the new message and every `said` one the visitor sent before,
 * so the server can show the whole conversation again with the bot's answers.
 */
export const CHAT_FIELDS = { message: 'message', said: 'said' } as const;

/** The page whose route action answers the chat's post. */
export const CHAT_FORM_PATH = '/interactive-elements';

/** Longest message the box takes (`maxLength`); longer posted ones are ignored. */
export const CHAT_MESSAGE_MAX = 300;

/**
 * Earlier messages carried in a post, counted in URL-encoded characters: the newest that fit.
 * Keeps the body well under the server's 8 KB form limit whatever the alphabet.
 */
export const CHAT_HISTORY_BUDGET = 4000;

/** The most recent messages whose URL-encoded length fits the budget, oldest first. */
export function recentMessages(
  said: readonly string[],
  budget = CHAT_HISTORY_BUDGET,
): readonly string[] {
  const kept: string[] = [];
  let used = 0;
  for (let index = said.length - 1; index >= 0; index -= 1) {
    const text = said[index] ?? '';
    used += encodeURIComponent(text).length;
    if (used > budget) break;
    kept.unshift(text);
  }
  return kept;
}

/** The conversation for what a visitor said, each message followed at once by its answer. */
export function chatStateFromSaid(
  greeting: string,
  said: readonly string[],
  replyFor: (message: string) => string,
): ChatState {
  return said.reduce(
    (state, text) =>
      canSend(text)
        ? chatReducer(chatReducer(state, { type: 'send', text, timestamp: null }), {
            type: 'reply',
            text: replyFor(text),
            timestamp: null,
          })
        : state,
    initialChatState(greeting),
  );
}

/** What the visitor has said so far: the user messages of a conversation, oldest first. */
export function saidSoFar(state: ChatState): readonly string[] {
  return state.messages
    .filter((message) => message.sender === 'user')
    .map((message) => message.text);
}
