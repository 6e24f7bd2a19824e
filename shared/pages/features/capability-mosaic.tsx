import type { FeaturesHub } from '#content/schema/features.ts';
import { Icon } from '../../components/icon.tsx';

/** The hero's overview: every capability of the platform, each a jump link to its group. */
export function CapabilityMosaic({ items }: { items: FeaturesHub['capabilities'] }) {
  return (
    <div className="capability-mosaic">
      <p className="capability-mosaic__title">
        <strong>{items.length}</strong> capabilities, one login
      </p>
      <ul className="capability-mosaic__list">
        {items.map((item) => (
          <li key={item.name}>
            <a className="capability-mosaic__item" href={`#${item.section}`}>
              <Icon name={item.icon} size={18} />
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
