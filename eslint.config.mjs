// ESLint for the whole repository: TypeScript rules, and the fences that keep src/ in layers and out of
// Node (proved by test/unit/layering.test.ts).
import { builtinModules } from 'node:module';
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

/** src/core and src/model run without the editor: the NNS library and the editor-free logic. */
const EDITOR_FREE = ['core', 'model'];

function editorPatterns(folder) {
  return EDITOR_FREE.includes(folder) ? [{ group: ['vscode'], message: `src/${folder} must not depend on the editor.` }] : [];
}

/**
 * All of src/ is bundled for the browser as well (dist/web/extension.js, VS Code for the Web's web
 * worker): no Node built-in module, no Node global. tsconfig.browser.json checks the same by types.
 */
const NODE_MODULES = ['node:*', ...builtinModules.flatMap((name) => [name, `${name}/*`])];
const NODE_GLOBALS = ['Buffer', 'process', 'require', 'global', '__dirname', '__filename', 'setImmediate', 'clearImmediate'];

function nodeFence(where) {
  return {
    patterns: [{ group: NODE_MODULES, message: `${where} runs in a browser too: no Node built-ins.` }],
    globals: NODE_GLOBALS.map((name) => ({ name, message: `${where} runs in a browser too.` })),
  };
}

function layerConfig(folder) {
  const node = nodeFence(`src/${folder}`);
  return {
    files: [`src/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...editorPatterns(folder), ...node.patterns, ...directionPatterns(folder)] }],
      'no-restricted-globals': ['error', ...node.globals],
    },
  };
}

/** The files at src/ itself: the top layer, in the browser bundle too. */
function rootConfig() {
  const node = nodeFence('src/*.ts');
  return {
    files: ['src/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: node.patterns }],
      'no-restricted-globals': ['error', ...node.globals],
    },
  };
}

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', '.cache/', 'artifacts/', '.stryker-tmp/', 'reports/', '**/*.cjs'] },
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
  rootConfig(),
);
