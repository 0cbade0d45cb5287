import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', '.cache/', 'artifacts/', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['vscode'], message: 'src/core must not depend on the editor.' },
          { group: ['node:*', 'fs', 'http', 'https', 'net', 'crypto', 'path', 'os', 'buffer', 'stream', 'zlib'], message: 'src/core runs in a browser too: no Node built-ins.' },
        ],
      }],
      'no-restricted-globals': ['error', { name: 'Buffer', message: 'src/core runs in a browser too.' }, { name: 'process', message: 'src/core runs in a browser too.' }, { name: 'require', message: 'src/core runs in a browser too.' }],
    },
  },
);
