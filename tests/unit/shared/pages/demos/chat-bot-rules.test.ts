import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatFallback, chatGreeting, chatReplies } from '#content/demos/chat-bot.ts';
import {
  botReplyFor,
  canSend,
  chatReducer,
  initialChatState,
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
