// The extension's bundles, as esbuild options: shared by scripts/build.mjs, the bundle unit test
// (test/unit/bundles.test.ts) and the benchmark, so all three check exactly what ships.
//   node:  dist/extension.js      (package.json `main`: desktop VS Code, code-server, Codespaces)
//   web:   dist/web/extension.js  (package.json `browser`: VS Code for the Web's web-worker extension host)
//   write: dist/write.js          (src/core/write.ts: transactions, keys, NEP-2, signing; loaded by the
//                                  Node extension host on the first write, so that the list path does
//                                  not load it; the web build does not sign)
//   writeCommands: dist/writeCommands.js (src/commands/writeCommandsBundle.ts: the commands that sign,
//                                  their write service and the write path's model; loaded by the Node
//                                  extension host on the first write, beside the main bundle's limit)

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A bundle that grows past this fails the minified build (and the unit test). */
export const MAX_BUNDLE_BYTES = 300 * 1024;

/** Modules the bundles may leave to the extension host: the editor's API, nothing else. */
export const EXTERNAL_MODULES = ['vscode'];

/**
 * zod's classic schemas reach its JSON Schema generator from every schema (`toJSONSchema()`,
 * `~standard.jsonSchema`), so tree shaking cannot drop it; NNS Explorer never makes a JSON Schema. For
 * those schemas only, the generator's two modules are replaced by one with the same exports, each of
 * which throws if it is ever called; the bundle test checks that parsing works and the generator is gone.
 * @type {import('esbuild').Plugin}
 */
export const zodWithoutJsonSchema = {
  name: 'zod-without-json-schema',
  setup(build) {
    const generator = /^\.\.\/core\/(json-schema-processors|to-json-schema)\.js$/;
    build.onResolve({ filter: generator }, (args) => /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(args.importer)
      ? { path: join(dirname(args.importer), args.path), namespace: 'zod-without-json-schema' }
      : undefined);
    build.onLoad({ filter: /.*/, namespace: 'zod-without-json-schema' }, (args) => {
      const names = [...readFileSync(args.path, 'utf8').matchAll(/^export (?:function|const) (\w+)|^export \{ \w+ as (\w+) \}/gm)].map((m) => m[1] ?? m[2]);
      const unavailable = 'function unavailable() { throw new Error("zod\'s JSON Schema generator is not in this bundle"); }';
      return { contents: `${unavailable}\n${names.map((name) => `export const ${name} = unavailable;`).join('\n')}\n`, loader: 'js' };
    });
  },
};

/**
 * @param {{ minify?: boolean }} [options]
 * @returns {Array<{ name: 'node' | 'web' | 'write' | 'writeCommands', options: import('esbuild').BuildOptions & { outfile: string } }>}
 */
export function bundles({ minify = false } = {}) {
  /** @type {import('esbuild').BuildOptions} */
  const common = {
    entryPoints: ['src/extension.ts'],
    bundle: true,
    format: 'cjs',
    external: EXTERNAL_MODULES,
    minify,
    sourcemap: !minify,
    sourcesContent: false,
    legalComments: minify ? 'none' : 'inline',
    logLevel: 'warning',
    plugins: [zodWithoutJsonSchema],
  };
  return [
    { name: 'node', options: { ...common, outfile: 'dist/extension.js', platform: 'node', target: 'node20' } },
    {
      name: 'web',
      // platform 'browser': a Node built-in anywhere in the graph fails the build instead of being
      // bundled or left to a `require` the web worker cannot satisfy. The host wraps the file in a
      // CommonJS function (module, exports, require) whose `require` knows only `vscode`.
      options: { ...common, outfile: 'dist/web/extension.js', platform: 'browser', target: 'es2022' },
    },
    { name: 'write', options: { ...common, entryPoints: ['src/core/write.ts'], outfile: 'dist/write.js', platform: 'node', target: 'node20' } },
    {
      name: 'writeCommands',
      options: { ...common, entryPoints: ['src/commands/writeCommandsBundle.ts'], outfile: 'dist/writeCommands.js', platform: 'node', target: 'node20' },
    },
  ];
}
