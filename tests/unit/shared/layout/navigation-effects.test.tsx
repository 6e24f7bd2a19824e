// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATING_ATTRIBUTE } from '#shared/document/pre-paint.ts';
import { markNavigations, NavigationEffects } from '#shared/layout/navigation-effects.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let root: Root | undefined;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  // Scroll restoration scrolls the new page to its top; jsdom has no scrolling.
  vi.stubGlobal('scrollTo', () => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
  vi.unstubAllGlobals();
  globalThis.IS_REACT_ACT_ENVIRONMENT = undefined;
});

const marked = () => document.documentElement.hasAttribute(NAVIGATING_ATTRIBUTE);

describe('<html data-navigating>', () => {
  it('is set as a navigation starts and ends only once the new page is committed', async () => {
    let answer!: (value: string) => void;
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <NavigationEffects />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <h1>Home</h1> },
          {
            path: 'next',
            loader: () => new Promise<string>((resolve) => (answer = resolve)),
            element: <h1>Next</h1>,
          },
        ],
      },
    ]);
    markNavigations(router);
    const container = document.body.appendChild(document.createElement('div'));
    act(() => {
      root = createRoot(container);
      root.render(<RouterProvider router={router} />);
    });
    expect(marked()).toBe(false);

    // What the mark says at the moment the router is done: the page shown is still the old one.
    const atIdle: { marked: boolean; heading: string | undefined }[] = [];
    router.subscribe(({ navigation }) => {
      if (navigation.state === 'idle')
        atIdle.push({ marked: marked(), heading: container.querySelector('h1')?.textContent });
    });

    let navigated: Promise<void> | undefined;
    act(() => {
      navigated = router.navigate('/next');
    });
    expect(marked()).toBe(true);
    await act(async () => {
      answer('data');
      await navigated;
    });
    expect(atIdle).toEqual([{ marked: true, heading: 'Home' }]);
    expect(container.querySelector('h1')?.textContent).toBe('Next');
    expect(marked()).toBe(false);
  });
});
