import type { FilterField } from './filter-bar.tsx';
import type { FilterValues } from './use-url-filters.ts';

/** Everything a resource list's filter bar needs, declared once per page as a module constant. */
export interface FilterConfig<K extends string> {
  readonly idPrefix: string;
  /** Accessible name of the search landmark, e.g. 'Filter webinars'. */
  readonly label: string;
  readonly fields: readonly FilterField<K>[];
  readonly submitLabel?: string;
  readonly defaults: FilterValues<K>;
  /** Keys whose URL write waits for typing to settle. */
  readonly delayed: readonly K[];
}

/**
 * A filter config from its fields: a search box starts blank and is written to the URL after a
 * pause, a select starts at its first option ('all'), a checkbox starts unchecked. Deriving the
 * defaults keeps them in step with the controls.
 */
export function defineFilters<K extends string>(
  config: Omit<FilterConfig<K>, 'defaults' | 'delayed'>,
): FilterConfig<K> {
  const defaults = {} as Record<K, string>;
  for (const field of config.fields) {
    defaults[field.name] = field.kind === 'select' ? (field.options[0]?.value ?? '') : '';
  }
  const delayed = config.fields.filter((field) => field.kind === 'search').map((f) => f.name);
  return { ...config, defaults, delayed };
}
