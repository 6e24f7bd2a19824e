import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import postcss, { type Rule } from 'postcss';

/**
 * The dark theme without JavaScript. With it, the pre-paint script marks <html> with `js` and,
 * for a stored dark choice or else a system that prefers dark, with `dark`, before the first
 * paint. Without it neither mark is set, so a system that prefers dark gets the dark theme from
 * a copy of every `.dark` rule, `.dark` written `:root:not(.js)`, under
 * `@media (prefers-color-scheme: dark)`. The copy never applies once scripts run, so a stored
 * light choice still wins and nothing flashes. It is made here at build time from the
 * stylesheets themselves: one set of dark rules to write.
 */
export const WITHOUT_JS_ROOT = ':root:not(.js)';

/** Where index.css asks for the copy, last of its imports. */
const IMPORT_NAME = 'dark-without-js.css';
const NAMESPACE = 'dark-without-js';

/** The theme class as a whole word of a selector (not `.dark-mode` or `.darken`). */
const darkClass = () => /(?<![\w-])\.dark(?![\w-])/g;

/** What only JavaScript shows or sets matches nothing without it: left out. */
const NEEDS_JAVASCRIPT = [/\.theme-toggle__(?:sun|moon)(?![\w-])/, /\[data-contrast/];

/**
 * The copy of the `.dark` rules of `sources` (stylesheets in cascade order) for a page without
 * JavaScript. A `.dark` rule inside an at-rule is refused (write it at the top level): the copy
 * would need both conditions, and none does yet.
 */
export function darkWithoutJs(sources: readonly { file: string; css: string }[]): string {
  const copies: Rule[] = [];
  for (const { file, css } of sources) {
    postcss.parse(css, { from: file }).walkRules((rule) => {
      const dark = rule.selectors.filter(
        (selector) =>
          darkClass().test(selector) && !NEEDS_JAVASCRIPT.some((test) => test.test(selector)),
      );
      if (dark.length === 0) return;
      if (rule.parent?.type !== 'root')
        throw new Error(`${file}: write the rule "${rule.selector}" outside any at-rule`);
      copies.push(
        rule.clone({
          selectors: dark.map((selector) => selector.replace(darkClass(), WITHOUT_JS_ROOT)),
        }),
      );
    });
  }
  if (copies.length === 0) return '';
  return postcss
    .root({
      nodes: [
        postcss.atRule({ name: 'media', params: '(prefers-color-scheme: dark)', nodes: copies }),
      ],
    })
    .toString();
}

/** The files `index.css` imports, in its order (the cascade's). */
async function importedStylesheets(indexFile: string) {
  const index = await readFile(indexFile, 'utf8');
  const names = [...index.matchAll(/@import\s+'([^']+)'/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name && !name.endsWith(IMPORT_NAME));
  return Promise.all(
    names.map(async (name) => {
      const file = path.resolve(path.dirname(indexFile), name);
      return { file, css: await readFile(file, 'utf8') };
    }),
  );
}

/** Answers index.css's `@import './dark-without-js.css'` with the copy of its `.dark` rules. */
export function darkWithoutJsPlugin(): Plugin {
  return {
    name: 'dark-without-js',
    setup(build) {
      build.onResolve({ filter: new RegExp(`${IMPORT_NAME.replace('.', '\\.')}$`) }, (args) => ({
        path: path.join(args.resolveDir, 'index.css'),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const sources = await importedStylesheets(args.path);
        return {
          contents: darkWithoutJs(sources),
          loader: 'css',
          watchFiles: [args.path, ...sources.map((source) => source.file)],
        };
      });
    },
  };
}
