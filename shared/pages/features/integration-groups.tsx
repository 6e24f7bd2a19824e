import type { IntegrationGroup } from '#content/schema/marketing-pages.ts';
import { Icon } from '../../components/icon.tsx';
import { Image } from '../../components/image.tsx';

/** The integration catalogue: one card per category with its logos. */
export function IntegrationGroups({ groups }: { groups: readonly IntegrationGroup[] }) {
  return (
    <ul className="grid grid--2 integration-groups">
      {groups.map((group) => (
        <li key={group.id} id={`integrations-${group.id}`} className="card integration-group">
          <div className="integration-group__header">
            <span className="card__icon">
              <Icon name={group.icon} />
            </span>
            <div>
              <h3 className="card__title">{group.title}</h3>
              <p className="card__text">{group.text}</p>
            </div>
          </div>
          <ul className="integration-group__logos">
            {group.logos.map((logo) => (
              <li key={logo.name} className="integrations-strip__tile">
                <Image
                  src={logo.logo}
                  alt={logo.name}
                  width={200}
                  height={36}
                  className="integrations-strip__logo"
                />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
