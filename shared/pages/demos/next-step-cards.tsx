import { Link } from '../../routing/link.tsx';
import type { NextStep } from '#content/schema/demos.ts';
import { Icon } from '../../components/icon.tsx';

interface NextStepCardsProps {
  readonly items: readonly NextStep[];
  readonly headingLevel?: 'h3' | 'h4' | 'h5';
}

/** "Where next" cards of the completion screens and the dashboard; each card is one link. */
export function NextStepCards({ items, headingLevel: Heading = 'h3' }: NextStepCardsProps) {
  return (
    <ul className="grid grid--4 demo-next">
      {items.map((item) => (
        <li key={item.href} className="card card--interactive">
          <span className="icon-tile card__icon" aria-hidden="true">
            <Icon name={item.icon} />
          </span>
          <Heading className="card__title">{item.title}</Heading>
          <p className="card__text">{item.text}</p>
          <Link className="card__link card__link--stretched" to={item.href}>
            {item.linkLabel}
            <span className="visually-hidden">: {item.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
