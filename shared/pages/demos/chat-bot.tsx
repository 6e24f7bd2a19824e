import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { chatFallback, chatGreeting, chatReplies } from '#content/demos/chat-bot.ts';
import { Icon } from '../../components/icon.tsx';
import { useHydrated } from '../../layout/use-hydrated.ts';
import {
  CHAT_FIELDS,
  CHAT_MESSAGE_MAX,
  botReplyFor,
  canSend,
  chatReducer,
  chatStateFromSaid,
  saidSoFar,
  sendChatMessage,
} from './chat-bot-rules.ts';

interface ChatBotProps {
  /** Unique per page, for the input id. */
  readonly idPrefix: string;
  readonly title?: string;
  readonly className?: string;
  /** Focus the message box on mount (the floating widget when it opens). */
  readonly focusOnMount?: boolean;
  /** The page that answers the chat's post without JavaScript (its route action). */
  readonly formPath: string;
  /** What the visitor said before, from the server's answer to a post. */
  readonly said?: readonly string[];
}

const replyFor = (message: string) => botReplyFor(message, chatReplies, chatFallback);

function formatTime(timestamp: number): string {
  return new Date(timestamp).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/** A demo assistant: canned answers by keyword after a short "typing" pause. */
export function ChatBot({
  idPrefix,
  title = 'Voxera Assistant',
  className,
  focusOnMount,
  formPath,
  said = [],
}: ChatBotProps) {
  const [state, dispatch] = useReducer(chatReducer, said, (earlier) =>
    chatStateFromSaid(chatGreeting, earlier, replyFor),
  );
  const [draft, setDraft] = useState('');
  // Send is disabled for a blank message only once the page can send it: in the server HTML it
  // submits the form, and the server skips a blank message.
  const hydrated = useHydrated();
  const latestId = `${idPrefix}-latest`;
  const cancels = useRef<(() => void)[]>([]);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `${idPrefix}-message`;

  useEffect(() => {
    const pending = cancels.current;
    return () => pending.forEach((cancel) => cancel());
  }, []);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  // Keep the newest message in view (inside the log only, never scrolling the page).
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages.length, state.pending]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend(draft)) return;
    cancels.current.push(sendChatMessage(dispatch, draft, replyFor(draft)));
    setDraft('');
  };

  return (
    <div className={['chatbot', className].filter(Boolean).join(' ')}>
      <div className="chatbot__header">
        <span className="icon-tile icon-tile--round chatbot__avatar" aria-hidden="true">
          <Icon name="bot" size={20} />
        </span>
        <span>
          <strong>{title}</strong>
          <span className="chatbot__status">Online · replies in seconds</span>
        </span>
      </div>
      <div
        ref={logRef}
        className="chatbot__log"
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        // A scrollable region must be reachable by keyboard to scroll it (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {state.messages.map((message, index) => (
          <div
            key={message.id}
            // The post's answer lands here (#…-latest), scrolling the log to the newest message.
            id={index === state.messages.length - 1 ? latestId : undefined}
            className={`chatbot__message chatbot__message--${message.sender}`}
          >
            <span className="visually-hidden">{message.sender === 'user' ? 'You' : title}: </span>
            <p>{message.text}</p>
            {message.timestamp !== null ? (
              <time className="chatbot__time" dateTime={new Date(message.timestamp).toISOString()}>
                {formatTime(message.timestamp)}
              </time>
            ) : null}
          </div>
        ))}
        {state.pending > 0 ? (
          <div className="chatbot__message chatbot__message--bot chatbot__typing">
            <span className="visually-hidden">{title} is typing</span>
            <span className="chatbot__dot" aria-hidden="true" />
            <span className="chatbot__dot" aria-hidden="true" />
            <span className="chatbot__dot" aria-hidden="true" />
          </div>
        ) : null}
      </div>
      {/* Without JavaScript a POST (typed text stays out of URLs and logs), answered in full. */}
      <form
        method="post"
        action={`${formPath}#${latestId}`}
        className="chatbot__form"
        onSubmit={onSubmit}
      >
        {saidSoFar(state).map((text, index) => (
          <input key={index} type="hidden" name={CHAT_FIELDS.said} value={text} />
        ))}
        <label htmlFor={inputId} className="visually-hidden">
          Your message
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name={CHAT_FIELDS.message}
          type="text"
          maxLength={CHAT_MESSAGE_MAX}
          autoComplete="off"
          placeholder="Ask about pricing, integrations..."
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button
          type="submit"
          className="button button--primary chatbot__send"
          disabled={hydrated && !canSend(draft)}
          aria-label="Send message"
        >
          <Icon name="send" size={18} />
        </button>
      </form>
    </div>
  );
}
