import type { ComponentProps, ReactNode } from 'react';
import { Section } from '../../components/section.tsx';
import { CardList } from './card-list.tsx';
import { EmptyState } from './empty-state.tsx';
import { FilterBar } from './filter-bar.tsx';
import type { FilterConfig } from './filter-config.ts';
import { countText } from './resource-labels.ts';
import type { useUrlFilters } from './use-url-filters.ts';

interface FilteredListSectionProps<K extends string, T extends { readonly id: string }> {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly tone?: ComponentProps<typeof Section>['tone'];
  readonly config: FilterConfig<K>;
  /** The page's `useUrlFilters` state; the page filters `items` with its values. */
  readonly filters: ReturnType<typeof useUrlFilters<K>>;
  readonly items: readonly T[];
  /** Size of the unfiltered list and its plural noun, for 'Showing 3 of 8 webinars'. */
  readonly total: number;
  readonly noun: string;
  readonly empty: Omit<ComponentProps<typeof EmptyState>, 'onClear'>;
  readonly renderItem: (item: T) => ReactNode;
}

/** The searchable band of a resource page: filter bar, live count, card grid or empty state. */
export function FilteredListSection<K extends string, T extends { readonly id: string }>({
  id,
  title,
  intro,
  tone,
  config,
  filters,
  items,
  total,
  noun,
  empty,
  renderItem,
}: FilteredListSectionProps<K, T>) {
  return (
    <Section id={id} tone={tone} title={title} intro={intro}>
      <FilterBar
        idPrefix={config.idPrefix}
        label={config.label}
        fields={config.fields}
        submitLabel={config.submitLabel}
        values={filters.values}
        onChange={filters.setFilter}
        onSubmit={filters.flush}
        onClear={filters.clear}
        active={filters.active}
        status={countText(items.length, total, noun)}
      />
      {items.length > 0 ? (
        <CardList items={items} renderItem={renderItem} />
      ) : (
        <EmptyState {...empty} onClear={filters.clear} />
      )}
    </Section>
  );
}
