// ESLint for the whole repository: TypeScript rules, and the fences that keep src/ in layers and out of
// Node (proved by test/unit/layering.test.ts): `layers/direction`, a rule of this file, judges each
// relative import by the top folder of src/ it resolves to, however deep the importing file stands.
import { builtinModules } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * The layers of src/, bottom first. Imports run one way only:
 * extension → commands → views | documents | language → services → model → core.
 * A folder may import its own files and the folders of lower layers; views, documents and language
 * (editor language features: hovers) share a layer and do not import each other. The files at src/ itself (extension.ts, wiring.ts)
 * are the top: no folder imports them.
 */
const LAYERS = [['core'], ['model'], ['services'], ['views', 'documents', 'language'], ['commands']];
const DIRECTION = 'imports run extension → commands → views | documents | language → services → model → core';

/** Folders that sit with `folder` or above it, so `folder` may not import them. */
function notBelow(folder) {
  const level = LAYERS.findIndex((layer) => layer.includes(folder));
  return LAYERS.slice(level).flat().filter((other) => other !== folder);
}

const SRC = join(dirname(fileURLToPath(import.meta.url)), 'src');

/**
 * Where a path under src/ stands: the top folder it is in (`model` for src/model/tree/domainTree.ts, or
 * for src/model itself, its index), a file at src/ itself (`extension`), or outside src/ (undefined).
 */
function placeOf(path) {
  const parts = relative(SRC, path).split(/[\\/]/);
  if (parts[0] === '..' || isAbsolute(parts[0] ?? '')) return undefined;
  const [first = ''] = parts;
  if (parts.length > 1 || LAYERS.flat().includes(first)) return { folder: first };
  return { root: first.replace(/\.[cm]?[jt]s$/, '') };
}

/**
 * `layers/direction`: each relative import is resolved against the file that imports it and judged by
 * the top folder of src/ it lands in, at any depth (`../../services/x` from src/model/tree/ is
 * src/services). A folder may import itself and the layers below it; no folder imports the files at
 * src/ itself; nothing in src/ imports a file outside it (the bundles hold src/ alone); outside
 * src/core, the core is reached through its doors only.
 */
const direction = {
  meta: { type: 'problem', schema: [], docs: { description: 'Imports in src/ run one way: ' + DIRECTION } },
  create(context) {
    const from = placeOf(context.physicalFilename ?? context.filename);
    if (!from?.folder) return {};
    const above = notBelow(from.folder);
    function check(source) {
      const specifier = source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = placeOf(resolve(dirname(context.physicalFilename ?? context.filename), specifier));
      let message;
      const target = resolve(dirname(context.physicalFilename ?? context.filename), specifier);
      if (to === undefined) message = `src/${from.folder} must not import a file outside src/: the bundles hold src/ alone.`;
      else if (to.root !== undefined) message = `src/${from.folder} must not import src/${to.root}.ts: ${DIRECTION}.`;
      else if (above.includes(to.folder)) message = `src/${from.folder} must not import src/${to.folder}: ${DIRECTION}.`;
      else if (to.folder === 'core' && from.folder !== 'core' && !isCoreDoor(target)) message = `src/${from.folder} reaches src/core through its doors only: ${CORE_DOORS}.`;
      if (message) context.report({ node: source, message: `'${specifier}': ${message}` });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};
const layersPlugin = { rules: { direction } };

/** The doors of src/core: the library's API (index.ts) and the write bundle's (write.ts). */
const CORE_DOORS = "'core' (src/core/index.ts) and 'core/write' (src/core/write.ts)";

function isCoreDoor(path) {
  const inCore = relative(join(SRC, 'core'), path).replace(/\.[cm]?[jt]s$/, '');
  return inCore === '' || inCore === 'index' || inCore === 'write';
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
    plugins: { layers: layersPlugin },
    rules: {
      'no-restricted-imports': ['error', { patterns: [...editorPatterns(folder), ...node.patterns] }],
      'layers/direction': 'error',
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
