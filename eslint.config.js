import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Content depends on its schemas and plain data only: from shared/, two lists of plain values. */
const contentImportsFromShared = {
  regex:
    '^(#shared/|(\\.\\./)+shared/)(?!components/icon-names\\.ts$|routing/route-manifest\\.ts$)',
  message:
    'Content imports from shared/ only the plain lists #shared/components/icon-names.ts and #shared/routing/route-manifest.ts (nothing that loads React).',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.tmp/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'content/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    // The React code: the rules of hooks and the React Compiler's checks (the costliest rules by
    // far) where components and hooks live, not over the server, tests and tools.
    ...reactHooks.configs.flat.recommended,
    files: ['shared/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'],
  },
  {
    rules: {
      // Every visitor gets the same server HTML, so browser-only state (localStorage,
      // matchMedia, the visitor's own day) is read in a mount effect once hydrated, and open
      // menus close in an effect when the path changes: a setState in an effect by design.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // "Latest callback" refs written during render so mount-only effects call the current
    // handlers; useEffectEvent is the replacement when these files are next edited.
    files: ['shared/components/image.tsx', 'shared/personalization/personalization-provider.tsx'],
    rules: { 'react-hooks/refs': 'off' },
  },
  {
    // `Date.now()` sits in a click handler defined in the component body, not in the render.
    files: ['shared/pages/demos/personalization-demo-page.tsx'],
    rules: { 'react-hooks/purity': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Code that ships to the browser validates with zod/mini (~5 KB gzip instead of ~25 KB).
    files: ['shared/**', 'client/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Browser code validates with zod/mini: `import * as z from 'zod/mini'` (full zod adds ~25 KB gzip to every page). Types may still be imported with `import type`.",
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              regex: '^(#content|(\\.\\./)+content)/schema/',
              allowTypeImports: true,
              message:
                'Browser code imports only types from content/schema (`import type`): its values pull full zod into the bundle. Keep shared constants in a content file (e.g. #content/resources/resource-options.ts) or in shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Content is typed data checked by unit tests, never parsed at run time (that ships zod).
    files: ['content/**'],
    ignores: ['content/schema/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*'],
              allowTypeImports: true,
              message:
                'Content files do not parse at run time: annotate the data with the types inferred in content/schema (`import type`) and validate it with the zod schema in a unit test under tests/unit/.',
            },
            {
              regex: '(^#content/schema/|/schema/)',
              allowTypeImports: true,
              message:
                'Content files import only types from content/schema (`import type`); the schemas run in unit tests, not in the browser.',
            },
            contentImportsFromShared,
          ],
        },
      ],
    },
  },
  {
    // A schema describes content; it does not import values back from that content.
    files: ['content/schema/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./|#content/)(?!schema/)(?!.*-options\\.ts$)',
              allowTypeImports: true,
              message:
                'A schema imports values only from other schemas and plain option lists (*-options.ts beside the content); move the list there.',
            },
            contentImportsFromShared,
          ],
        },
      ],
    },
  },
  {
    // The small server routes (sitemap, feed, robots, health) answer without React: they import
    // plain modules, never components or React contexts.
    files: ['server/routes/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.tsx$',
              message:
                'Server routes import plain modules only (e.g. #shared/seo/absolute-url.ts), not React modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // A focused test left in silently skips every other one (vitest and Playwright refuse it at
    // run time too; this names the line before anything runs).
    files: ['tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression > MemberExpression.callee[property.name='only']",
          message: 'Remove `.only` before committing: it skips every other test in the run.',
        },
      ],
    },
  },
);
