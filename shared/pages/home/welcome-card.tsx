import { useRef } from 'react';
import { Icon } from '../../components/icon.tsx';
import { handOffFocus } from '../../layout/hand-off-focus.ts';
import { DEMO_FIRST_FIELD_ID, goToDemoForm } from './home-view.tsx';

interface WelcomeCardProps {
  readonly welcome: 'first' | 'back';
  readonly onDismiss: () => void;
}

/** The welcome banner's card, floating over the page (its own chunk, see WelcomeBanner). */
export function WelcomeCard({ welcome, onDismiss: dismissWelcome }: WelcomeCardProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const title = welcome === 'first' ? 'Welcome to Voxera AI' : 'Welcome back';
  const text =
    welcome === 'first'
      ? 'Hear what an AI voice agent built for your business sounds like: request a free live demo call in under a minute.'
      : 'A lot has happened since your last visit. Request a fresh live demo to hear the latest voice agents.';
  return (
    <div className="welcome-banner" role="region" aria-label="Welcome" ref={cardRef}>
      <span className="icon-tile icon-tile--round welcome-banner__icon" aria-hidden="true">
        <Icon name="sparkles" />
      </span>
      <div className="welcome-banner__body">
        <p className="welcome-banner__title">{title}</p>
        <p className="welcome-banner__text">{text}</p>
        <a
          className="welcome-banner__link"
          href={`#${DEMO_FIRST_FIELD_ID}`}
          onClick={(event) => {
            dismissWelcome();
            goToDemoForm(event);
          }}
        >
          Request my free demo
        </a>
      </div>
      <button
        type="button"
        className="close-button welcome-banner__close"
        aria-label="Close welcome message"
        onClick={() => {
          // The banner comes first in the page, just before its heading: focus goes on there.
          handOffFocus(cardRef.current, document.querySelector<HTMLElement>('main h1'));
          dismissWelcome();
        }}
      >
        <Icon name="x" />
      </button>
    </div>
  );
}
