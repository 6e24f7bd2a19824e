import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The value `key` names in a query string, when it is one of `values`; otherwise `fallback`. */
export function readQueryChoice<T extends string>(
  search: string,
  key: string,
  values: readonly T[],
  fallback: T,
): T {
  const raw = new URLSearchParams(search).get(key);
  return values.find((value) => value === raw) ?? fallback;
}

/** `search` with `key` set to `value`, or without it when `value` is the default. */
export function withQueryChoice(search: string, key: string, value: string, fallback: string) {
  const params = new URLSearchParams(search);
  if (value === fallback) params.delete(key);
  else params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * A choice that changes what a page shows (billing period, a demo's step), kept in the URL: the
 * server renders it from the query string, links and GET forms set it without JavaScript, and
 * once hydrated the setter rewrites the URL in place (replace, no reload, no new history entry).
 * `preventScrollReset` keeps the scroll position: the visitor is still looking at the same page.
 */
export function useQueryChoice<T extends string>(
  key: string,
  values: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const value = readQueryChoice(search, key, values, fallback);
  const setValue = useCallback(
    (next: T) => {
      void navigate(
        { pathname, search: withQueryChoice(search, key, next, fallback) },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, pathname, search, key, fallback],
  );
  return [value, setValue];
}
