import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatFallback, chatGreeting, chatReplies } from '#content/demos/chat-bot.ts';
import { parseChatPost } from '#shared/pages/demos/chat-bot-post.ts';
import {
  CHAT_FIELDS,
  CHAT_MESSAGE_MAX,
  botReplyFor,
  canSend,
  chatReducer,
  chatStateFromSaid,
  initialChatState,
  recentMessages,
  saidSoFar,
  sendChatMessage,
  type ChatAction,
  type ChatState,
} from '#shared/pages/demos/chat-bot-rules.ts';

const reply = (text: string) => botReplyFor(text, chatReplies, chatFallback);

describe('chat bot replies', () => {
  it('pricing questions get the $49 Basic / $99 Professional answer', () => {
    for (const text of ['How much does it cost?', 'What are your prices', 'pricing please']) {
      expect(reply(text)).toContain('$49/month for Basic and $99/month for Professional');
    }
  });

  it('matches whole words or marked prefixes, not fragments', () => {
    expect(reply('Do you integrate with my CRM?')).toContain('pre-built connectors');
    expect(reply('Which languages do you speak?')).toContain('7 languages');
    expect(reply('hi')).toContain('Hi there');
    // "this" contains "hi" but is not a greeting.
    expect(reply('this is unrelated')).toBe(chatFallback);
  });

  it('unknown questions get the fallback', () => {
    expect(reply('What is the weather tomorrow?')).toBe(chatFallback);
  });
});

describe('chat state', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('blank messages are not sendable and not sent', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('   \n ')).toBe(false);
    expect(canSend(' hi ')).toBe(true);
    const state = initialChatState(chatGreeting);
    expect(chatReducer(state, { type: 'send', text: '   ', timestamp: 1 })).toBe(state);
    const dispatch = vi.fn();
    sendChatMessage(dispatch, '  ', 'reply');
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('send adds the trimmed user message and shows typing until the reply after 1.5 s', () => {
    vi.useFakeTimers();
    let state: ChatState = initialChatState(chatGreeting);
    const dispatch = (action: ChatAction) => {
      state = chatReducer(state, action);
    };
    sendChatMessage(dispatch, '  What does it cost? ', reply('What does it cost?'), () => 42);
    expect(state.messages.map((message) => [message.sender, message.text])).toEqual([
      ['bot', chatGreeting],
      ['user', 'What does it cost?'],
    ]);
    expect(state.pending).toBe(1);

    vi.advanceTimersByTime(1499);
    expect(state.messages).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(state.messages).toHaveLength(3);
    expect(state.messages[2]).toMatchObject({ sender: 'bot', timestamp: 42 });
    expect(state.messages[2]?.text).toContain('$49/month for Basic');
    expect(state.pending).toBe(0);
    expect(new Set(state.messages.map((message) => message.id)).size).toBe(3);
  });

  it('cancelling (unmount) drops the pending reply', () => {
    vi.useFakeTimers();
    const dispatch = vi.fn();
    const cancel = sendChatMessage(dispatch, 'hello', 'Hi there');
    cancel();
    vi.advanceTimersByTime(2000);
    expect(dispatch).toHaveBeenCalledTimes(1);
  });
});

describe('the chat without JavaScript', () => {
  it('shows each message the visitor sent followed by its answer, without times', () => {
    const state = chatStateFromSaid(chatGreeting, ['How much does it cost?', '  ', 'hi'], reply);
    expect(state.messages.map((message) => [message.sender, message.text])).toEqual([
      ['bot', chatGreeting],
      ['user', 'How much does it cost?'],
      ['bot', reply('How much does it cost?')],
      ['user', 'hi'],
      ['bot', reply('hi')],
    ]);
    expect(state.messages.every((message) => message.timestamp === null)).toBe(true);
    expect(state.pending).toBe(0);
    expect(saidSoFar(state)).toEqual(['How much does it cost?', 'hi']);
  });

  it('carries only the newest messages that fit the history budget', () => {
    const said = ['a'.repeat(30), 'b'.repeat(30), 'é'.repeat(10)];
    // "é" is 6 characters URL-encoded: 60 + 30 fit in 90, the oldest does not.
    expect(recentMessages(said, 90)).toEqual(said.slice(1));
    expect(recentMessages(said, 59)).toEqual([]);
  });

  it('a post adds the new message to the earlier ones and drops blank or over-long ones', () => {
    const form = new FormData();
    form.append(CHAT_FIELDS.said, 'hello');
    form.append(CHAT_FIELDS.said, 'x'.repeat(CHAT_MESSAGE_MAX + 1));
    form.append(CHAT_FIELDS.message, '  What does it cost?  ');
    expect(parseChatPost(form).said).toEqual(['hello', 'What does it cost?']);

    const blank = new FormData();
    blank.append(CHAT_FIELDS.said, 'hello');
    blank.append(CHAT_FIELDS.message, '   ');
    expect(parseChatPost(blank).said).toEqual(['hello']);
  });
});
