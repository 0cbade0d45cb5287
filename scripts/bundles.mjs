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
//   features: dist/<feature>.js and dist/web/<feature>.js for each of FEATURE_BUNDLES
//                                  (src/commands/features/<feature>Bundle.ts: Export Domains…, Names as
//                                  code), loaded on first use by either host (src/services/featureBundles.ts)

/** A bundle that grows past this fails the minified build (and the unit test). */
export const MAX_BUNDLE_BYTES = 250_000;

/** The feature bundles, as src/services/featureBundles.ts names them (the bundle test holds the two together). */
export const FEATURE_BUNDLES = ['exportDomains', 'namesFile'];

/** Modules the bundles may leave to the extension host: the editor's API, nothing else. */
export const EXTERNAL_MODULES = ['vscode'];

/**
 * @param {{ minify?: boolean }} [options]
 * @returns {Array<{ name: string, feature?: string, options: import('esbuild').BuildOptions & { outfile: string } }>}
 */
export function bundles({ minify = false } = {}) {
  /** @type {import('esbuild').BuildOptions} */
  const common = {
    entryPoints: ['src/extension.ts'],
    bundle: true,
    format: 'cjs',
    // A package's ES module before its `main`: jsonc-parser's main is a UMD wrapper whose inner requires esbuild cannot follow.
    mainFields: ['module', 'main'],
    external: EXTERNAL_MODULES,
    minify,
    sourcemap: !minify,
    sourcesContent: false,
    legalComments: minify ? 'none' : 'inline',
    logLevel: 'warning',
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
    ...FEATURE_BUNDLES.flatMap((feature) => {
      const entryPoints = [`src/commands/features/${feature}Bundle.ts`];
      return [
        { name: `${feature}`, feature, options: { ...common, entryPoints, outfile: `dist/${feature}.js`, platform: 'node', target: 'node20' } },
        { name: `${feature}:web`, feature, options: { ...common, entryPoints, outfile: `dist/web/${feature}.js`, platform: 'browser', target: 'es2022' } },
      ];
    }),
  ];
}
