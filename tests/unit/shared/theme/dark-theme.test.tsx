/**
 * The dark theme changes colours only. The browser sweep relies on it: it runs every axe rule in
 * light and only the colour rules in dark, which is sound only while nothing else (layout, size,
 * visibility, content) depends on the `dark` class.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { darkWithoutJs, WITHOUT_JS_ROOT } from '../../../../scripts/dark-without-js.ts';
import { ThemeToggle } from '#shared/theme/theme-toggle.tsx';
import { ThemeProvider } from '#shared/theme/theme-provider.tsx';

const root = path.resolve(import.meta.dirname, '../../../..');
// Read from disk: vitest hands stylesheets to modules as empty strings, even with ?raw.
const stylesheets = Object.fromEntries(
  ['shared', 'client'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => {
        const name = path.join(folder, file);
        return [name, readFileSync(path.join(root, name), 'utf8')] as const;
      }),
  ),
);

interface Rule {
  readonly file: string;
  readonly selector: string;
  /** The at-rules around it, e.g. `@media (prefers-color-scheme: dark)`. */
  readonly conditions: string;
  readonly declarations: readonly (readonly [property: string, value: string])[];
}

/** Style rules with their selectors, also inside at-rules such as @media (no CSS nesting here). */
function styleRules(file: string, css: string): Rule[] {
  const rules: Rule[] = [];
  const open: string[] = [];
  let text = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      open.push(text.slice(text.lastIndexOf(';') + 1).trim());
      text = '';
    } else if (char === '}') {
      const selector = open.pop() ?? '';
      if (!selector.startsWith('@')) {
        const declarations = text
          .split(';')
          .map((declaration) => declaration.trim())
          .filter(Boolean)
          .map((declaration) => {
            const colon = declaration.indexOf(':');
            return [
              declaration.slice(0, colon).trim().toLowerCase(),
              declaration.slice(colon + 1).trim(),
            ] as const;
          });
        const conditions = open.filter((prelude) => prelude.startsWith('@')).join(' ');
        rules.push({ file, selector: selector.replace(/\s+/g, ' '), conditions, declarations });
      }
      text = '';
    } else {
      text += char;
    }
  }
  return rules;
}

const allRules = Object.entries(stylesheets).flatMap(([file, css]) => styleRules(file, css));
const darkRules = allRules.filter(
  (rule) =>
    /(?<![\w-])\.dark(?![\w-])/.test(rule.selector) ||
    /prefers-color-scheme:\s*dark/.test(rule.conditions),
);

/** Properties that paint without moving, sizing, hiding or naming anything. */
const COLOUR_PROPERTIES = new Set([
  'color',
  'background',
  'background-color',
  'background-image',
  'border-color',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'outline-color',
  'text-decoration-color',
  'caret-color',
  'accent-color',
  'fill',
  'stroke',
  'box-shadow',
  'text-shadow',
  'color-scheme',
]);
/** A colour value, alone or inside a gradient or a shadow. */
const HOLDS_COLOUR =
  /#[\da-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(?:transparent|currentcolor|white|black)\b|var\(--color-/i;

/** The theme toggle shows the moon or the sun: both decorative icons of one labelled button. */
const isThemeToggleIcon = (selector: string) =>
  selector.split(',').every((part) => /\.theme-toggle__(?:sun|moon)$/.test(part.trim()));

/** What only JavaScript shows or sets has no rule without it: the toggle's icons, high contrast. */
const needsJavaScript = (selector: string) =>
  isThemeToggleIcon(selector) || selector.includes('[data-contrast');
const asText = (selector: string, declarations: Rule['declarations']) =>
  `${selector} { ${declarations.map(([property, value]) => `${property}: ${value}`).join('; ')} }`;

describe('the dark theme', () => {
  it('is found in the stylesheets', () => {
    expect(Object.keys(stylesheets).length).toBeGreaterThan(0);
    expect(darkRules.map((rule) => rule.selector)).toContain('.dark');
  });

  it('sets colours only: colour properties, and custom properties that hold colours', () => {
    const others = darkRules.flatMap(({ file, selector, declarations }) =>
      declarations
        .filter(([property, value]) =>
          property.startsWith('--')
            ? !HOLDS_COLOUR.test(value)
            : !COLOUR_PROPERTIES.has(property) &&
              !(property === 'display' && isThemeToggleIcon(selector)),
        )
        .map(([property, value]) => `${file}: ${selector} { ${property}: ${value} }`),
    );
    expect(others).toEqual([]);
  });

  it('swaps only decorative icons of the same size in the theme toggle', () => {
    const html = renderToString(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    // One decorative 20 px icon; CSS shows one of its two symbols, so nothing moves.
    const icons = html.match(/<svg[^>]*>/g) ?? [];
    expect(icons).toHaveLength(1);
    expect(icons[0]).toContain('aria-hidden="true"');
    expect(icons[0]).toContain('width="20"');
    expect(icons[0]).toContain('height="20"');
    const symbols = html.match(/<use [^>]*>/g) ?? [];
    expect(symbols.map((use) => /class="([^"]+)"/.exec(use)?.[1])).toEqual([
      'theme-toggle__moon',
      'theme-toggle__sun',
    ]);
    expect(html).toContain('aria-label="Toggle theme"');
  });

  it('is the same without JavaScript: every `.dark` rule again, under the system preference', () => {
    const classRules = allRules.filter(
      (rule) => /(?<![\w-])\.dark(?![\w-])/.test(rule.selector) && !needsJavaScript(rule.selector),
    );
    expect(classRules.length).toBeGreaterThan(1);
    const expected = classRules.flatMap((rule) =>
      rule.selector
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /(?<![\w-])\.dark(?![\w-])/.test(part))
        .map((part) =>
          asText(part.replace(/(?<![\w-])\.dark(?![\w-])/g, WITHOUT_JS_ROOT), rule.declarations),
        ),
    );
    // What the build appends to the stylesheet (scripts/dark-without-js.ts), from the sources.
    const copy = darkWithoutJs(Object.entries(stylesheets).map(([file, css]) => ({ file, css })));
    const withoutJs = styleRules('copy', copy);
    for (const rule of withoutJs)
      expect(rule.conditions, rule.selector).toBe('@media (prefers-color-scheme: dark)');
    const actual = withoutJs.flatMap((rule) =>
      rule.selector.split(',').map((part) => asText(part.trim(), rule.declarations)),
    );
    expect(actual.toSorted()).toEqual(expected.toSorted());
  });
});
