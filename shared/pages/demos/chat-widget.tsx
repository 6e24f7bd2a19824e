import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/icon.tsx';
import { ChatBot } from './chat-bot.tsx';
import { CHAT_FORM_PATH } from './chat-bot-rules.ts';

/** The floating chat button and its panel (closed by default; Escape closes it). */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={open ? 'chatbot-widget js-only is-open' : 'chatbot-widget js-only'}>
      {open ? (
        <div
          id="chat-widget-panel"
          className="chatbot-widget__panel"
          role="dialog"
          aria-label="Chat with us"
        >
          <ChatBot
            idPrefix="chat-widget"
            formPath={CHAT_FORM_PATH}
            title="Voxera Assistant"
            focusOnMount
            className="chatbot--widget"
          />
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        className="chatbot-widget__toggle"
        aria-expanded={open}
        aria-controls={open ? 'chat-widget-panel' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'x' : 'message'} size={22} />
        <span>{open ? 'Close chat' : 'Chat with us'}</span>
      </button>
    </div>
  );
}
