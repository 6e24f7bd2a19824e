import type { Link } from '#content/schema/marketing.ts';
import { SmartLink } from '../../components/smart-link.tsx';

interface CodeSampleProps {
  readonly caption: string;
  readonly code: string;
  readonly points: readonly string[];
  readonly links: readonly Link[];
}

/** The API section: what the API does beside a request sample in a code window. */
export function CodeSample({ caption, code, points, links }: CodeSampleProps) {
  return (
    <div className="code-sample">
      <div className="code-sample__text">
        <ul className="check-list">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="code-sample__links">
          {links.map((link, index) => (
            <SmartLink
              key={link.href}
              href={link.href}
              className={index === 0 ? 'button button--primary' : 'button button--secondary'}
            >
              {link.label}
            </SmartLink>
          ))}
        </p>
      </div>
      <figure className="code-sample__window">
        <figcaption className="code-sample__caption">
          <span className="code-sample__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {caption}
        </figcaption>
        <pre className="code-sample__pre">
          <code>{code}</code>
        </pre>
      </figure>
    </div>
  );
}
