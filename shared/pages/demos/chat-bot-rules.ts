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

export type ChatAction =
  | { type: 'send'; text: string; timestamp: number }
  | { type: 'reply'; text: string; timestamp: number };

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
