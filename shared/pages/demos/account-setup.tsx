import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { accountTasks } from '#content/demos/progress.ts';
import {
  CHECKLIST_DONE,
  checklistFromQuery,
  withChecklist,
} from '../../components/checklist-query.ts';
import { ACCOUNT_QUERY, percentDone } from './progress-demo-rules.ts';

const taskIds = accountTasks.map((task) => task.id);
const startingState = accountTasks.map((task) => ({
  id: task.id,
  initiallyDone: task.isCompleted,
}));

interface AccountSetupProps {
  /** The page's path and #section: the form's GET target without JavaScript. */
  readonly formAction: string;
  /** Query fields the page needs kept: which demo panel is open. */
  readonly baseQuery: Readonly<Record<string, string>>;
}

/**
 * Account setup progress: tick tasks off (or back on) and watch the meter move. A GET form:
 * without JavaScript "Update progress" loads the URL of the ticked tasks and the server renders
 * the meter; with JavaScript every tick moves the meter at once and the URL follows in place.
 */
export function AccountSetup({ formAction, baseQuery }: AccountSetupProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [done, setDone] = useState(() =>
    checklistFromQuery(ACCOUNT_QUERY, startingState, new URLSearchParams(search)),
  );
  const percent = percentDone(done);
  const count = Object.values(done).filter(Boolean).length;

  const tick = (id: string, checked: boolean) => {
    const next = { ...done, [id]: checked };
    setDone(next);
    void navigate(
      { pathname, search: withChecklist(search, ACCOUNT_QUERY, taskIds, next), hash: '' },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <form
      method="get"
      action={formAction}
      className="card acct-demo"
      onSubmit={(event) => event.preventDefault()}
    >
      {Object.entries(baseQuery).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={ACCOUNT_QUERY.marker} value="1" />
      <div className="acct-demo__meter">
        <span className="acct-demo__percent">{percent}%</span>
        <div className="acct-demo__meter-text">
          <span>Account setup</span>
          <div
            className="demo-progress"
            role="progressbar"
            aria-label="Account setup"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="demo-progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <span className="muted" aria-live="polite">
            {count === accountTasks.length
              ? 'All set: your account is fully configured.'
              : `${count} of ${accountTasks.length} tasks done`}
          </span>
        </div>
      </div>
      <ul className="acct-demo__list">
        {accountTasks.map((task) => (
          <li key={task.id}>
            <input
              id={`account-task-${task.id}`}
              type="checkbox"
              name={`${ACCOUNT_QUERY.prefix}${task.id}`}
              value={CHECKLIST_DONE}
              checked={done[task.id] ?? false}
              onChange={(event) => tick(task.id, event.target.checked)}
              aria-describedby={`account-task-${task.id}-text`}
            />
            <label htmlFor={`account-task-${task.id}`}>
              <strong>{task.title}</strong>
              <span id={`account-task-${task.id}-text`} className="muted">
                {task.text}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p className="acct-demo__submit no-js-only">
        <button type="submit" className="button button--secondary">
          Update progress
        </button>
      </p>
    </form>
  );
}
