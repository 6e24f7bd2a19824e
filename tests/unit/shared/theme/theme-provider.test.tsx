import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from '#shared/theme/theme-provider.tsx';

function ThemeName() {
  return <span>{useTheme().theme}</span>;
}

describe('ThemeProvider', () => {
  it('useTheme throws outside its provider', () => {
    expect(() => renderToStaticMarkup(<ThemeName />)).toThrow(/ThemeProvider/);
  });

  it('renders the light theme on the server, whatever the visitor stored', () => {
    expect(
      renderToStaticMarkup(
        <ThemeProvider>
          <ThemeName />
        </ThemeProvider>,
      ),
    ).toBe('<span>light</span>');
  });
});
