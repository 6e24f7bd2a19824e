import type { EarlyTaps } from '../tap-replay.ts';

/**
 * Early taps: until React listens, a click on a button that has no native action (not a form's
 * submit or reset) is recorded, once per button, in `window.__taps.buttons`; the client replays
 * it once React listens (client/tap-replay.ts), and a press inside a part that hydrates later is
 * held from then on by client/press-replay.ts. Links, `<summary>` and form submits are never
 * recorded: until the scripts run they work natively, so a replay would do them twice.
 */
export function recordEarlyTaps(): void {
  const taps: EarlyTaps = (window.__taps = { buttons: [], reactListens: 0 });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const button = target && target.closest ? target.closest('button') : null;
      if (
        taps.reactListens ||
        !button ||
        button.disabled ||
        (button.form && button.type !== 'button')
      )
        return;
      if (taps.buttons.indexOf(button) < 0) taps.buttons.push(button);
    },
    true,
  );
}
