import { buttonWithoutNativeAction } from './press-rules.ts';

/** What the pre-paint script records until the app's code takes over (./early-presses.ts). */
export interface EarlyRecord {
  /** Buttons pressed before the app listened, first press per button, oldest first. */
  readonly buttons: HTMLButtonElement[];
  /** Fields the visitor typed in, chose or ticked before the app listened, first change first. */
  readonly fields: Element[];
  /** Set once the app's own listener has taken over: the recorder stops. */
  app: number;
}

declare global {
  interface Window {
    __earlyPresses?: EarlyRecord;
  }
}

/**
 * The early-press path's first step, in the pre-paint script: from the first paint until the
 * app's code runs, a click on a button without a native action is recorded (once per button),
 * to be made again once the page listens, and so is each field the visitor changes, to be told
 * to React. Nothing is cancelled: what works natively does so.
 */
export function recordPressesBeforeApp(): void {
  const record: EarlyRecord = (window.__earlyPresses = { buttons: [], fields: [], app: 0 });
  const remember = (list: Element[], element: Element | null) => {
    if (!record.app && element && !list.includes(element)) list.push(element);
  };
  document.addEventListener(
    'click',
    (event) => remember(record.buttons, buttonWithoutNativeAction(event.target)),
    true,
  );
  // Typing, a choice in a select and a tick all fire `input` (so does a password manager's fill).
  document.addEventListener(
    'input',
    (event) => remember(record.fields, event.target as Element),
    true,
  );
}
