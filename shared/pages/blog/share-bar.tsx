import { useEffect, useRef, useState } from 'react';
import { trackEngagementClick } from '../../analytics/events.ts';
import { Icon } from '../../components/icon.tsx';
import { createCopyFeedback, type CopyState } from '../../components/copy-feedback.ts';
import { shareLinks } from './share-bar-rules.ts';

const copyLabels: Record<CopyState, string> = {
  idle: 'Copy link',
  copied: 'Copied!',
  failed: 'Copy failed',
};

/** Copies the post's address; shows "Copied!" for two seconds. */
export function CopyLinkButton({ url }: { url: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const feedback = useRef<ReturnType<typeof createCopyFeedback> | null>(null);

  useEffect(() => {
    const controller = createCopyFeedback(setState);
    feedback.current = controller;
    return () => controller.dispose();
  }, []);

  const onClick = () => {
    trackEngagementClick('Copy post link');
    void feedback.current?.copy(url, navigator.clipboard);
  };
  return (
    <>
      <button
        type="button"
        className={`pill blog-share__copy blog-share__copy--${state} js-only`}
        onClick={onClick}
      >
        <Icon name={state === 'copied' ? 'check' : 'link'} size={16} />
        {copyLabels[state]}
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? 'Link copied to the clipboard' : ''}
        {state === 'failed' ? 'The link could not be copied' : ''}
      </span>
    </>
  );
}

interface ShareBarProps {
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
}

/** Outgoing share links (new tab) and a mailto with subject and body, plus copy link. */
export function ShareBar({ url, title, excerpt }: ShareBarProps) {
  const links = shareLinks(url, title, excerpt);
  const targets = [
    { label: 'X', href: links.x, icon: 'share' },
    { label: 'LinkedIn', href: links.linkedin, icon: 'share' },
    { label: 'Facebook', href: links.facebook, icon: 'share' },
    { label: 'Email', href: links.email, icon: 'mail' },
  ] as const;
  return (
    <section className="blog-share" aria-labelledby="share-title">
      <h2 id="share-title" className="blog-share__title">
        Share this article
      </h2>
      <ul className="blog-share__list">
        {targets.map((target) => (
          <li key={target.label}>
            <a
              className="pill"
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => trackEngagementClick(`Share post: ${target.label}`)}
            >
              <Icon name={target.icon} size={16} />
              {target.label === 'Email' ? 'Email' : `Share on ${target.label}`}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <CopyLinkButton url={url} />
        </li>
      </ul>
    </section>
  );
}
