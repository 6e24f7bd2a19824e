import type { FormEvent, MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../routing/link.tsx';
import { Icon } from '../../components/icon.tsx';

export type FilterField<K extends string> =
  | {
      readonly kind: 'search';
      readonly name: K;
      readonly label: string;
      readonly placeholder: string;
    }
  | {
      readonly kind: 'select';
      readonly name: K;
      readonly label: string;
      readonly options: readonly { value: string; label: string }[];
    }
  | { readonly kind: 'checkbox'; readonly name: K; readonly label: string };

interface FilterBarProps<K extends string> {
  readonly idPrefix: string;
  /** Accessible name of the search landmark, e.g. 'Filter webinars'. */
  readonly label: string;
  readonly fields: readonly FilterField<K>[];
  readonly values: Readonly<Record<K, string>>;
  readonly onChange: (name: K, value: string) => void;
  readonly onSubmit: () => void;
  readonly onClear: () => void;
  /** Whether any filter differs from its default (shows Clear Filters). */
  readonly active: boolean;
  /** e.g. 'Showing 3 of 8 webinars', announced politely as it changes. */
  readonly status: string;
  readonly submitLabel?: string;
}

/**
 * The filter controls of a resource list: a GET form, so without JavaScript the server renders
 * the filtered list from the query string; with JavaScript every change applies at once.
 */
export function FilterBar<K extends string>({
  idPrefix,
  label,
  fields,
  values,
  onChange,
  onSubmit,
  onClear,
  active,
  status,
  submitLabel = 'Search',
}: FilterBarProps<K>) {
  const { pathname } = useLocation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  function handleClear(event: MouseEvent) {
    event.preventDefault();
    onClear();
  }

  return (
    <div className="rf">
      <form
        className="rf__form"
        method="get"
        action={pathname}
        role="search"
        aria-label={label}
        onSubmit={handleSubmit}
      >
        {fields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          if (field.kind === 'search') {
            return (
              <div key={field.name} className="rf__field rf__field--search">
                <label className="rf__label" htmlFor={id}>
                  {field.label}
                </label>
                <span className="rf__search">
                  <Icon name="search" className="rf__search-icon" />
                  <input
                    id={id}
                    className="rf__input"
                    type="search"
                    name={field.name}
                    value={values[field.name]}
                    placeholder={field.placeholder}
                    autoComplete="off"
                    onChange={(event) => onChange(field.name, event.target.value)}
                  />
                </span>
              </div>
            );
          }
          if (field.kind === 'select') {
            return (
              <div key={field.name} className="rf__field">
                <label className="rf__label" htmlFor={id}>
                  {field.label}
                </label>
                <select
                  id={id}
                  className="rf__input rf__select"
                  name={field.name}
                  value={values[field.name]}
                  onChange={(event) => onChange(field.name, event.target.value)}
                >
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            );
          }
          return (
            <div key={field.name} className="rf__field rf__field--checkbox">
              <input
                id={id}
                className="rf__checkbox"
                type="checkbox"
                name={field.name}
                value="1"
                checked={values[field.name] === '1'}
                onChange={(event) => onChange(field.name, event.target.checked ? '1' : '')}
              />
              <label htmlFor={id}>{field.label}</label>
            </div>
          );
        })}
        <div className="rf__actions">
          <button type="submit" className="button button--secondary">
            <Icon name="filter" />
            {submitLabel}
          </button>
          {active ? (
            <Link
              to={pathname}
              className="button button--ghost"
              preventScrollReset
              onClick={handleClear}
            >
              <Icon name="x" />
              Clear Filters
            </Link>
          ) : null}
        </div>
      </form>
      <p className="rf__status" role="status">
        {status}
      </p>
    </div>
  );
}
