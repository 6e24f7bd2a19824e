import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type ActionFunction } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A form as the browser runs it, in jsdom: on a data router page whose form action is `action`
 * (run in place, as the browser runs it), with fake timers stepped through `advance`.
 */
export function useFormInPage() {
  let root: Root | undefined;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });
  return {
    async mount(form: ReactNode, actions: Record<string, ActionFunction>) {
      const router = createMemoryRouter([
        { path: '/', element: form },
        ...Object.entries(actions).map(([path, action]) => ({ path, action, element: null })),
      ]);
      const mounted = createRoot(document.getElementById('root') as HTMLElement);
      root = mounted;
      await act(async () => mounted.render(<RouterProvider router={router} />));
    },
    /** Runs the fake clock, and what the router and React do meanwhile. */
    async advance(ms: number) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    },
  };
}

/** Types into a React-controlled field as a visitor does. */
export function typeInto(field: Element | null, value: string): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
    throw new Error('not a text field');
  }
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  act(() => {
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The element holding the focus, described for a test's message. */
export function focused(): string {
  const active = document.activeElement;
  if (!active || active === document.body) return 'body';
  const role = active.getAttribute('role');
  const name = active.id ? `#${active.id}` : (role ?? active.tagName.toLowerCase());
  return `${name}: ${active.textContent?.trim() ?? ''}`.trim();
}
