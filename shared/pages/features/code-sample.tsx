import type { Link } from '#content/schema/sections.ts';
import { CodeBlock } from '../../components/code-block.tsx';
import { SmartLink } from '../../components/smart-link.tsx';

interface CodeSampleProps {
  readonly caption: string;
  readonly code: string;
  readonly points: readonly string[];
  readonly links: readonly Link[];
}

/** The API section: what the API does, beside a request sample in the site's code block. */
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
      <div className="code-sample__code">
        <CodeBlock code={code} language="http" title={caption} />
      </div>
    </div>
  );
}
