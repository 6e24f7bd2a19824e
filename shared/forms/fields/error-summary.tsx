import type { MouseEvent, Ref } from 'react';

export const ERROR_SUMMARY_TITLE = 'Please correct the following errors:';

export interface SummaryItem {
  /** Id of the control the message is about; the link moves focus there. */
  readonly fieldId: string;
  readonly message: string;
}

interface ErrorSummaryProps {
  readonly id: string;
  readonly items: readonly SummaryItem[];
  /** The form focuses the summary after a failed submit so the errors are read out first. */
  readonly ref?: Ref<HTMLDivElement>;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string): void {
  const field = document.getElementById(fieldId);
  if (!field) return;
  // Without JavaScript the fragment link scrolls to the field; with it, focus lands in it too.
  event.preventDefault();
  field.focus();
}

/** The list of a form's errors, each linking to its field. */
export function ErrorSummary({ id, items, ref }: ErrorSummaryProps) {
  if (items.length === 0) return null;
  const titleId = `${id}-title`;
  return (
    <div
      ref={ref}
      id={id}
      role="group"
      className="error-summary"
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      <p id={titleId} className="error-summary__title">
        {ERROR_SUMMARY_TITLE}
      </p>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
