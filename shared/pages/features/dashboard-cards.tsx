import type { Dashboard } from '#content/schema/features.ts';
import { Icon } from '../../components/icon.tsx';

/** The specialised dashboards, each with the key metrics it shows. */
export function DashboardCards({ items }: { items: readonly Dashboard[] }) {
  return (
    <ul className="grid grid--3 dashboard-cards">
      {items.map((item) => (
        <li key={item.title} className="card dashboard-card">
          <span className="icon-tile card__icon">
            <Icon name={item.icon} />
          </span>
          <h3 className="card__title">{item.title}</h3>
          <p className="card__text">{item.text}</p>
          <h4 className="dashboard-card__subtitle">Key metrics</h4>
          <ul className="check-list dashboard-card__metrics">
            {item.metrics.map((metric) => (
              <li key={metric}>{metric}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
