import type { FormEvent, ReactNode } from 'react';

interface QueryFormProps {
  /** Where the form goes without JavaScript: the page's path, usually with a #section. */
  readonly action: string;
  /** The query string of the state this control leads to, as hidden fields. */
  readonly query: Readonly<Record<string, string>>;
  /** What the control does once the page is hydrated; the browser then stays on the page. */
  readonly onSubmit: () => void;
  /** The submit button. */
  readonly children: ReactNode;
}

/**
 * One control of a stepped demo as a GET form: without JavaScript the browser loads the URL of
 * the next state and the server renders it; with JavaScript the same button runs its handler
 * in place. The form takes no box of its own (`display: contents`), so the button lays out as
 * before.
 */
export function QueryForm({ action, query, onSubmit, children }: QueryFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form method="get" action={action} className="query-form" onSubmit={submit}>
      {Object.entries(query).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
