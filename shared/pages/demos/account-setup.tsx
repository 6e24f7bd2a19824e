import { useState } from 'react';
import { accountTasks } from '#content/demos/progress.ts';
import { percentDone } from './progress-demo-rules.ts';

const initial = Object.fromEntries(accountTasks.map((task) => [task.id, task.isCompleted]));

/** Account setup progress: tick tasks off (or back on) and watch the meter move. */
export function AccountSetup() {
  const [done, setDone] = useState<Record<string, boolean>>(initial);
  const percent = percentDone(done);
  const count = Object.values(done).filter(Boolean).length;

  return (
    <div className="card acct-demo">
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
              checked={done[task.id] ?? false}
              onChange={(event) => setDone({ ...done, [task.id]: event.target.checked })}
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
    </div>
  );
}
