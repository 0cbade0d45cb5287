// ESLint for the whole repository: TypeScript rules, and the fences that keep src/ in layers (proved by
// test/unit/layering.test.ts).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * The layers of src/, bottom first. Imports run one way only:
 * extension → commands → views | documents | language → services → model → core.
 * A folder may import its own files and the folders of lower layers; views, documents and language
 * (editor language features: hovers) share a layer and do not import each other. The files at src/ itself (extension.ts, testingApi.ts, api.ts)
 * are the top: no folder imports them.
 */
const LAYERS = [['core'], ['model'], ['services'], ['views', 'documents', 'language'], ['commands']];
const ROOT_MODULES = ['extension', 'testingApi', 'api'];
const DIRECTION = 'imports run extension → commands → views | documents | language → services → model → core';

/** Folders that sit with `folder` or above it, so `folder` may not import them. */
function notBelow(folder) {
  const level = LAYERS.findIndex((layer) => layer.includes(folder));
  return LAYERS.slice(level).flat().filter((other) => other !== folder);
}

/** The `no-restricted-imports` patterns that keep `folder` from importing against the direction. */
function directionPatterns(folder) {
  const forbidden = [...notBelow(folder), ...ROOT_MODULES];
  return forbidden.map((name) => ({
    regex: `^\\.\\./${name}(/|$)`,
    message: `src/${folder} must not import ${ROOT_MODULES.includes(name) ? `src/${name}.ts` : `src/${name}`}: ${DIRECTION}.`,
  }));
}

/** src/core and src/model run without the editor and without Node: in a browser too. */
function fencePatterns(folder) {
  return [
    { group: ['vscode'], message: `src/${folder} must not depend on the editor.` },
    {
      group: ['node:*', 'fs', 'http', 'https', 'net', 'crypto', 'path', 'os', 'buffer', 'stream', 'zlib'],
      message: `src/${folder} runs in a browser too: no Node built-ins.`,
    },
  ];
}

const FENCED = ['core', 'model'];

function layerConfig(folder) {
  const fenced = FENCED.includes(folder);
  const config = {
    files: [`src/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...(fenced ? fencePatterns(folder) : []), ...directionPatterns(folder)] }],
    },
  };
  if (fenced) {
    const browserOnly = (name) => ({ name, message: `src/${folder} runs in a browser too.` });
    config.rules['no-restricted-globals'] = ['error', browserOnly('Buffer'), browserOnly('process'), browserOnly('require')];
  }
  return config;
}

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
  ...LAYERS.flat().map(layerConfig),
);
