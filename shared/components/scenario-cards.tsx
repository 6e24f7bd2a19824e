import type { CustomerScenario } from '#content/schema/sections.ts';
import { site } from '#content/site.ts';

/** Customer scenarios: the problem, what the AI agent does now, and the measured results. */
export function ScenarioCards({ items }: { items: readonly CustomerScenario[] }) {
  return (
    <ul className="grid grid--2 use-cases">
      {items.map((item) => (
        <li key={item.title} className="card use-case">
          <h3 className="card__title">{item.title}</h3>
          <dl className="use-case__story">
            <div>
              <dt>Challenge</dt>
              <dd>{item.scenario}</dd>
            </div>
            <div>
              <dt>With {site.name}</dt>
              <dd>{item.outcome}</dd>
            </div>
          </dl>
          <ul className="use-case__results" aria-label="Results">
            {item.results.map((result) => (
              <li key={result.label} className="use-case__result">
                <span className="use-case__value">{result.value}</span>
                <span className="use-case__label">{result.label}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
