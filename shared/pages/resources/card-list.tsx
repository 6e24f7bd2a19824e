import type { ComponentProps, ReactNode } from 'react';
import { Section } from '../../components/section.tsx';

interface CardListProps<T extends { readonly id: string }> {
  readonly items: readonly T[];
  readonly renderItem: (item: T) => ReactNode;
  /** The grid's column rule: three columns, two, or the featured layout. */
  readonly layout?: 'grid--3' | 'grid--2' | 'rs-featured';
}

/** A grid of resource cards as a list, so screen readers announce how many there are. */
export function CardList<T extends { readonly id: string }>({
  items,
  renderItem,
  layout = 'grid--3',
}: CardListProps<T>) {
  return (
    <ul className={`grid ${layout} rs-list`}>
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

type SectionProps = Omit<ComponentProps<typeof Section>, 'children'>;

/** A titled band holding only a card grid (featured items, learning paths). */
export function CardListSection<T extends { readonly id: string }>({
  items,
  renderItem,
  layout,
  ...section
}: CardListProps<T> & SectionProps) {
  return (
    <Section {...section}>
      <CardList items={items} renderItem={renderItem} layout={layout} />
    </Section>
  );
}
