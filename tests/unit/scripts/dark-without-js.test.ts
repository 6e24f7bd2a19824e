import { describe, expect, it } from 'vitest';
import { darkWithoutJs } from '../../../scripts/dark-without-js.ts';

const squeeze = (css: string) => css.replace(/\s+/g, ' ').trim();

describe('the dark theme without JavaScript, made from the stylesheets', () => {
  it('copies each `.dark` rule as :root:not(.js), in order, under the system preference', () => {
    const copy = darkWithoutJs([
      { file: 'base.css', css: ':root { --bg: #fff } .dark { --bg: #000 }' },
      {
        file: 'blog.css',
        css: '.tone { color: red } .dark .tone, .plain .tone { color: pink } .darker { color: blue }',
      },
    ]);
    expect(squeeze(copy)).toBe(
      '@media (prefers-color-scheme: dark) { :root:not(.js) { --bg: #000 } :root:not(.js) .tone { color: pink }}',
    );
  });

  it('leaves out what only JavaScript shows or sets: the theme toggle’s icons, high contrast', () => {
    const copy = darkWithoutJs([
      {
        file: 'layout.css',
        css: '.dark .theme-toggle__moon { display: none } .dark[data-contrast="high"] { color: #fff }',
      },
    ]);
    expect(copy).toBe('');
  });

  it('refuses a `.dark` rule inside an at-rule, naming its file', () => {
    expect(() =>
      darkWithoutJs([
        {
          file: 'pages/home.css',
          css: '@media (min-width: 40rem) { .dark .hero { color: #fff } }',
        },
      ]),
    ).toThrow('pages/home.css: write the rule ".dark .hero" outside any at-rule');
  });
});
