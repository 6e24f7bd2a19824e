import { Icon } from '../../components/icon.tsx';
import { usePersonalization } from '../../personalization/personalization-provider.tsx';
import { DEMO_FIRST_FIELD_ID, goToDemoForm } from './home-view.tsx';

/**
 * Greets first-time visitors and those back after more than 30 days. It appears after
 * hydration as a floating card over the page, so it never pushes content down.
 */
export function WelcomeBanner() {
  const { welcome, dismissWelcome } = usePersonalization();
  if (!welcome) return null;
  const title = welcome === 'first' ? 'Welcome to Voxera AI' : 'Welcome back';
  const text =
    welcome === 'first'
      ? 'Hear what an AI voice agent built for your business sounds like: request a free live demo call in under a minute.'
      : 'A lot has happened since your last visit. Request a fresh live demo to hear the latest voice agents.';
  return (
    <div className="welcome-banner" role="region" aria-label="Welcome">
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
        onClick={dismissWelcome}
      >
        <Icon name="x" />
      </button>
    </div>
  );
}
