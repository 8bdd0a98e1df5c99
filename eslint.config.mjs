// ESLint for the whole repository (flat config). Rules that need type information are not used:
// they would double the run's CPU on this shared machine for little gain over `tsc --noEmit`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const { 'import-x/resolver': _legacyResolver, ...importXTypeScript } = importX.flatConfigs.typescript.settings;

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', '.eval/', 'test-artifacts/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x's TypeScript settings (extensions, which parser reads .ts), with the resolvers below.
      ...importXTypeScript,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' }), createNodeResolver()],
    },
    rules: {
      // Cycles make load order matter and hide a type declared in the wrong module; madge (in
      // `npm run lint`) also counts type-only imports, which this rule skips.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Control characters in patterns are deliberate here: names and terminal output are cleaned of them.
      'no-control-regex': 'off',
      'no-extend-native': 'error',
    },
  },
  {
    // Tests read JSON answers of any shape.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // CommonJS config files and scripts.
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
