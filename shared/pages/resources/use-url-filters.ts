import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export type FilterValues<K extends string> = Readonly<Record<K, string>>;

/** Filter values from a query string; missing keys take their default. */
export function readFilters<K extends string>(
  search: string,
  defaults: FilterValues<K>,
): FilterValues<K> {
  const params = new URLSearchParams(search);
  const values = { ...defaults } as Record<K, string>;
  for (const key of Object.keys(defaults) as K[]) {
    const value = params.get(key);
    if (value !== null) values[key] = value;
  }
  return values;
}

/** The query string for `values`, leaving out defaults and blanks so URLs stay short. */
export function filtersToSearch<K extends string>(
  values: FilterValues<K>,
  defaults: FilterValues<K>,
): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as K[]) {
    const value = values[key];
    if (value.trim() !== '' && value !== defaults[key]) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Typing settles for this long before the URL follows, so history is not written per key. */
export const URL_WRITE_DELAY_MS = 250;

/**
 * Filter state mirrored in the query string: the server renders the filtered list from the URL,
 * links are shareable, and without JavaScript the GET form produces the same URL. The list
 * filters from local state at once; the URL follows (text after a short pause, other controls
 * immediately, always with `replace`). A URL change that did not come from here (a link,
 * Back, Clear Filters without JavaScript) is adopted. `defaults` and `delayedKeys` must be
 * stable (module constants).
 */
export function useUrlFilters<K extends string>(
  defaults: FilterValues<K>,
  delayedKeys: readonly K[],
) {
  const location = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => readFilters(location.search, defaults));
  const [seenSearch, setSeenSearch] = useState(location.search);
  const [writtenSearch, setWrittenSearch] = useState(location.search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (location.search !== seenSearch) {
    setSeenSearch(location.search);
    if (location.search !== writtenSearch) setValues(readFilters(location.search, defaults));
  }

  const write = useCallback(
    (next: FilterValues<K>) => {
      clearTimeout(timer.current);
      const search = filtersToSearch(next, defaults);
      setWrittenSearch(search);
      void navigate({ search, hash: '' }, { replace: true, preventScrollReset: true });
    },
    [defaults, navigate],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const setFilter = useCallback(
    (key: K, value: string) => {
      const next = { ...values, [key]: value };
      setValues(next);
      clearTimeout(timer.current);
      if (delayedKeys.includes(key)) {
        timer.current = setTimeout(() => write(next), URL_WRITE_DELAY_MS);
      } else {
        write(next);
      }
    },
    [values, delayedKeys, write],
  );

  /** Writes pending text at once (the form's submit, e.g. Enter in the search box). */
  const flush = useCallback(() => write(values), [values, write]);

  const clear = useCallback(() => {
    setValues(defaults);
    write(defaults);
  }, [defaults, write]);

  const active = (Object.keys(defaults) as K[]).some(
    (key) => values[key].trim() !== '' && values[key] !== defaults[key],
  );

  return { values, setFilter, flush, clear, active };
}
