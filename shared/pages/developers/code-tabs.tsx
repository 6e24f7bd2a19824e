import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CodeSample } from '#content/schema/developers.ts';
import { CodeBlock } from '../../components/code-block.tsx';

/**
 * Code samples as WAI-ARIA tabs (arrow keys, Home and End move between tabs). Without
 * JavaScript the stylesheet hides the tab list and shows every panel, stacked.
 */
export function CodeTabs({ samples, label }: { samples: readonly CodeSample[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + samples.length) % samples.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: samples.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="code-tabs">
      <div role="tablist" aria-label={label} className="code-tabs__list">
        {samples.map((sample, index) => (
          <button
            key={sample.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${sample.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${sample.id}`}
            tabIndex={index === selected ? 0 : -1}
            className="pill"
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {sample.label}
          </button>
        ))}
      </div>
      {samples.map((sample, index) => (
        <div
          key={sample.id}
          role="tabpanel"
          id={`${baseId}-panel-${sample.id}`}
          aria-labelledby={`${baseId}-tab-${sample.id}`}
          className="code-tabs__panel"
          hidden={index !== selected}
        >
          <h3 className="code-tabs__heading">{sample.label}</h3>
          <p className="code-tabs__description">{sample.description}</p>
          <CodeBlock code={sample.code} language={sample.language} title={sample.title} />
        </div>
      ))}
    </div>
  );
}
