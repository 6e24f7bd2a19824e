// @vitest-environment jsdom
import { act, useRef, useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checksOrResubmit, lazyValidator } from '#shared/forms/fields/lazy-validator.ts';
import { focusFirstFieldAgain, useSendPress } from '#shared/forms/sending/use-send-press.ts';

type Check = (email: string) => string | undefined;

/** Checks that load when the test says so, as a chunk loads on a slow link. */
function slowChecks() {
  let arrive: (check: Check) => void = () => undefined;
  const loaded = new Promise<Check>((resolve) => (arrive = resolve));
  return { validator: lazyValidator(() => loaded), arrive };
}

/** A lead form reduced to its press: the send itself is `sending`, set once the checks passed. */
function PressForm({
  validator,
  sent,
}: {
  validator: ReturnType<typeof slowChecks>['validator'];
  sent: string[];
}) {
  const [sending, setSending] = useState(false);
  const [email, setEmail] = useState('');
  const send = useSendPress(sending);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const busy = sending || send.pressed;
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    send.press(event, statusRef.current);
    const check = checksOrResubmit(event, validator);
    if (!check) return;
    event.preventDefault();
    if (check(email)) {
      send.release();
      document.getElementById('email')?.focus();
      return;
    }
    sent.push(email);
    setSending(true);
  }
  return (
    <>
      <form onSubmit={onSubmit}>
        <input id="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send'}
        </button>
      </form>
      <p ref={statusRef} role="status" tabIndex={-1}>
        {busy ? 'Sending...' : ''}
      </p>
      <a href="#elsewhere">elsewhere</a>
    </>
  );
}

let root: Root | undefined;
let sent: string[];
const button = () => document.querySelector('button');
const field = () => document.querySelector<HTMLInputElement>('#email');
const status = () => document.querySelector<HTMLElement>('[role="status"]');

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = '<div id="root"></div>';
  sent = [];
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function mount(validator: ReturnType<typeof slowChecks>['validator']) {
  const mounted = createRoot(document.getElementById('root') as HTMLElement);
  root = mounted;
  act(() => mounted.render(<PressForm validator={validator} sent={sent} />));
}

function type(value: string) {
  const input = field();
  if (!input) throw new Error('no field');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe("a lead form's press", () => {
  it('shows busy in its own task while the checks load, focus on the status, then sends', async () => {
    const { validator, arrive } = slowChecks();
    mount(validator);
    type('pat@example.com');
    field()?.focus();
    // No act(): what the press itself leaves in the page when its task's handlers return.
    button()?.click();
    expect(button()?.disabled).toBe(true);
    expect(button()?.textContent).toBe('Sending...');
    expect(document.activeElement).toBe(status());
    expect(sent).toEqual([]);

    await act(async () => arrive(() => undefined));
    expect(sent).toEqual(['pat@example.com']);
    expect(button()?.textContent).toBe('Sending...');
    expect(document.activeElement).toBe(status());
  });

  it('ends when the loaded checks find an error: ready again, focus on the field', async () => {
    const { validator, arrive } = slowChecks();
    mount(validator);
    field()?.focus();
    act(() => button()?.click());
    await act(async () => arrive((email) => (email ? undefined : 'Email is required')));
    expect(sent).toEqual([]);
    expect(button()?.disabled).toBe(false);
    expect(button()?.textContent).toBe('Send');
    expect(document.activeElement).toBe(field());
  });

  it('leaves focus the visitor moved out of the form where it is', async () => {
    const { validator, arrive } = slowChecks();
    mount(validator);
    type('pat@example.com');
    const elsewhere = document.querySelector<HTMLElement>('a');
    elsewhere?.focus();
    act(() => document.querySelector('form')?.requestSubmit());
    expect(button()?.disabled).toBe(true);
    expect(document.activeElement).toBe(elsewhere);
    await act(async () => arrive(() => undefined));
    expect(sent).toEqual(['pat@example.com']);
  });
});

/** Only the press's state, for a router's answer that arrives without a busy render. */
function AnswerProbe({ answer }: { answer: object | undefined }) {
  const send = useSendPress(false, answer);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send.press(event, null);
      }}
    >
      <button type="submit">{send.pressed ? 'Sending...' : 'Send'}</button>
    </form>
  );
}

describe('a press whose answer comes without a busy render (transitions merged)', () => {
  it('ends with the answer', () => {
    const mounted = createRoot(document.getElementById('root') as HTMLElement);
    root = mounted;
    act(() => mounted.render(<AnswerProbe answer={undefined} />));
    act(() => button()?.click());
    expect(button()?.textContent).toBe('Sending...');
    act(() => mounted.render(<AnswerProbe answer={{ status: 'failed' }} />));
    expect(button()?.textContent).toBe('Send');
  });
});

describe('focus when a sent form is ready again', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<p role="status" tabindex="-1">Thanks</p><input id="first"><a href="#x">x</a><input id="off" disabled>';
  });
  const first = () => document.getElementById('first');

  it('goes to the first field from the status region or the page body', () => {
    status()?.focus();
    focusFirstFieldAgain(status(), first());
    expect(document.activeElement).toBe(first());
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    focusFirstFieldAgain(status(), first());
    expect(document.activeElement).toBe(first());
  });

  it('stays where the visitor moved it, and on the status when the field is disabled', () => {
    document.querySelector<HTMLElement>('a')?.focus();
    focusFirstFieldAgain(status(), first());
    expect(document.activeElement).toBe(document.querySelector('a'));
    status()?.focus();
    focusFirstFieldAgain(status(), document.getElementById('off'));
    expect(document.activeElement).toBe(status());
  });
});
