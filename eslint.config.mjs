// One lint configuration for the repository: TypeScript's recommended rules, React's rules of hooks, accessibility
// checks on JSX, and nothing about layout (Prettier owns that, see .prettierrc.json).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/data/**',
      'artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'apps/web/src/payload-types.ts',
      'apps/web/src/migrations/**',
      'apps/web/src/app/(payload)/admin/importMap.js',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs,js,jsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Containers may listen for keys their focusable children raise (Escape closes a menu or a widget, arrows page a
      // layer) and a modal dialog for a click on its backdrop, whose keyboard path is Escape (WAI-ARIA APG dialog and
      // disclosure patterns). The containers themselves stay non-interactive.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'],
          nav: ['onKeyDown'],
          aside: ['onKeyDown'],
          dialog: ['onKeyDown', 'onKeyUp', 'onClick', 'onPointerDown', 'onPointerUp'],
        },
      ],
    },
  },
  {
    // Options of a listbox whose keyboard is the combobox's (aria-activedescendant, APG combobox pattern): a click
    // picks an option, keys never reach it. A scrollable layer body is focusable so keys scroll it (WCAG 2.1.1). The
    // header search's wrapper hears Escape and Tab from its modal dialog, which it renders through the Layer.
    files: [
      'packages/recruiting/src/components/CityCombobox.tsx',
      'packages/recruiting/src/components/KeywordCombobox.tsx',
      'packages/recruiting/src/components/RadiusSelect.tsx',
      'packages/recruiting/src/components/HeaderSearch.tsx',
      'packages/site-kit/src/layer/Layer.tsx',
    ],
    rules: {
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/no-static-element-interactions': 'off',
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['div'], roles: ['tabpanel'] }],
    },
  },
  prettier,
);
