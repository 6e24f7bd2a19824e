import type { AgentUseCase } from '#content/schema/features.ts';
import { Icon } from '../../components/icon.tsx';

/** Use cases with their headline result ('45% fewer no-shows'). */
export function AgentUseCaseCards({ items }: { items: readonly AgentUseCase[] }) {
  return (
    <ul className="grid grid--3 agent-use-cases">
      {items.map((item) => (
        <li key={item.title} className="card agent-use-case">
          {item.icon ? (
            <span className="icon-tile card__icon">
              <Icon name={item.icon} />
            </span>
          ) : null}
          <h3 className="card__title">{item.title}</h3>
          <p className="card__text">{item.text}</p>
          <p className="agent-use-case__result">
            <strong className="agent-use-case__value">{item.result.value}</strong>
            <span className="agent-use-case__label">{item.result.label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
