import type { IntegrationGroup } from '#content/schema/features.ts';
import { Icon } from '../../components/icon.tsx';
import { LogoWall } from './logo-wall.tsx';

/** The integration catalogue: one card per category with its logos. */
export function IntegrationGroups({ groups }: { groups: readonly IntegrationGroup[] }) {
  return (
    <ul className="grid grid--2 integration-groups">
      {groups.map((group) => (
        <li key={group.id} id={`integrations-${group.id}`} className="card integration-group">
          <div className="integration-group__header">
            <span className="icon-tile card__icon">
              <Icon name={group.icon} />
            </span>
            <div>
              <h3 className="card__title">{group.title}</h3>
              <p className="card__text">{group.text}</p>
            </div>
          </div>
          <LogoWall logos={group.logos} label={`${group.title} integrations`} />
        </li>
      ))}
    </ul>
  );
}
