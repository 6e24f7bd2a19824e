import { useEffect, useRef, useState } from 'react';
import { createCopyFeedback, type CopyState } from './copy-feedback.ts';
import { Icon } from './icon.tsx';

interface CodeBlockProps {
  readonly code: string;
  /** Language label shown in the header, e.g. 'javascript', 'bash'. */
  readonly language: string;
  /** Caption of the block (file name or what it does); also names the Copy button. */
  readonly title?: string;
}

const languageLabels: Record<string, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  html: 'HTML',
  bash: 'Shell',
  json: 'JSON',
  http: 'HTTP',
};

const buttonText: Record<CopyState, string> = {
  idle: 'Copy',
  copied: 'Copied!',
  failed: 'Press Ctrl+C',
};

/**
 * A code sample with a Copy button. The code is plain text in a focusable, scrollable `<pre>`
 * (keyboard users can scroll long lines); the button's feedback lasts two seconds, as for every
 * copy button of the site.
 */
export function CodeBlock({ code, language, title }: CodeBlockProps) {
  const [state, setState] = useState<CopyState>('idle');
  const preRef = useRef<HTMLPreElement>(null);
  const feedback = useRef<ReturnType<typeof createCopyFeedback> | null>(null);

  useEffect(() => {
    const controller = createCopyFeedback(setState);
    feedback.current = controller;
    return () => controller.dispose();
  }, []);

  const copy = async () => {
    const result = await feedback.current?.copy(code, navigator.clipboard);
    // Without clipboard access, select the code so the visitor can copy it by hand.
    const pre = preRef.current;
    if (result === 'failed' && pre) {
      const range = document.createRange();
      range.selectNodeContents(pre);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    }
  };

  const label = languageLabels[language] ?? language;
  return (
    <figure className="code-block">
      <figcaption className="code-block__header">
        <span className="code-block__language">{label}</span>
        {title ? <span className="code-block__title">{title}</span> : null}
        <button
          type="button"
          className={`code-block__copy code-block__copy--${state} js-only`}
          onClick={() => void copy()}
          aria-label={state === 'idle' ? `Copy ${title ?? label} code` : undefined}
        >
          <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
          <span aria-live="polite">{buttonText[state]}</span>
        </button>
      </figcaption>
      {/* Focusable so keyboard users can scroll a wide sample (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre ref={preRef} className="code-block__pre" tabIndex={0}>
        <code className={`language-${language}`}>{code}</code>
      </pre>
    </figure>
  );
}
