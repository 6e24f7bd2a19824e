import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

export interface SendPress {
  /** Pressed, and the form's own busy state (its fetcher's, its reducer's) not rendered yet. */
  readonly pressed: boolean;
  /** The first thing a lead form's submit handler does, whatever follows. */
  readonly press: (event: FormEvent<HTMLFormElement>, status: HTMLElement | null) => void;
  /** The press ended without a send (its checks found an error): the form is ready again, now. */
  readonly release: () => void;
}

/**
 * A lead form's press, the same in every form. It shows at once, in the press's own task: the
 * form renders busy (its submit button disabled, reading "Sending..." or its like) before
 * anything else happens, although its checks are a chunk loaded on first use and the router
 * renders a fetcher's state in a transition, a task or more later. Focus, which the disabled
 * button (or a disabled field, for Enter) would drop to the page's body, moves to the form's
 * status region (role="status", tabindex="-1"): it says that the form is sending, then how it
 * went. `busy` is the form's own busy state; once it has rendered it speaks for the press, and
 * `answer` (its fetcher's data) ends it too.
 */
export function useSendPress(busy: boolean, answer?: unknown): SendPress {
  const [pressed, setPressed] = useState(false);
  const [seen, setSeen] = useState({ busy, answer });
  // The router renders its fetcher's states in transitions, which a quick answer may merge: a
  // new answer ends the press as well as a busy state does.
  if (busy !== seen.busy || answer !== seen.answer) {
    setSeen({ busy, answer });
    if (busy || answer !== seen.answer) setPressed(false);
  }
  return {
    pressed,
    press(event, status) {
      const active = document.activeElement;
      const focusInForm =
        active === null || active === document.body || event.currentTarget.contains(active);
      flushSync(() => setPressed(true));
      if (focusInForm) status?.focus();
    },
    // At once, so that a field the press disabled can take the focus next.
    release: () => flushSync(() => setPressed(false)),
  };
}

/**
 * When a sent form is ready again (its success shown, or the visitor asks for a new one): its
 * first field takes the focus that the status region held, or that fell to the page's body. Focus
 * the visitor moved elsewhere stays there, and a disabled field (a blog box stays subscribed)
 * leaves it on the status region, which says so.
 */
export function focusFirstFieldAgain(status: HTMLElement | null, field: HTMLElement | null): void {
  const active = document.activeElement;
  const held = active === null || active === document.body || Boolean(status?.contains(active));
  if (!held || !field || field.matches(':disabled')) return;
  field.focus();
}
