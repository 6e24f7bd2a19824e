import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAccessibility } from '#shared/accessibility/accessibility-provider.tsx';

function TextSize() {
  return <span>{useAccessibility().settings.textSize}</span>;
}

describe('AccessibilityProvider', () => {
  it('useAccessibility throws outside its provider', () => {
    expect(() => renderToStaticMarkup(<TextSize />)).toThrow(/AccessibilityProvider/);
  });
});
