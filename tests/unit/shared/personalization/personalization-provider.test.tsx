import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  PersonalizationProvider,
  usePersonalization,
} from '#shared/personalization/personalization-provider.tsx';

function Probe() {
  const { preferences, welcome, ready } = usePersonalization();
  return (
    <p>
      {preferences.viewMode}/{preferences.industryInterest}/{String(welcome)}/{String(ready)}
    </p>
  );
}

describe('PersonalizationProvider', () => {
  it('throws when used outside its provider', () => {
    expect(() => renderToString(<Probe />)).toThrow(
      'usePersonalization must be used within a PersonalizationProvider',
    );
  });

  it('renders the defaults on the server, the same for every visitor', () => {
    // The provider reads the answering page's title from the data router's matches.
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <PersonalizationProvider>
            <Probe />
          </PersonalizationProvider>
        ),
      },
    ]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toBe(
      '<p>detailed<!-- -->/<!-- -->none<!-- -->/<!-- -->null<!-- -->/<!-- -->false</p>',
    );
  });
});
