// Bundles the extension: src/extension.ts → dist/extension.js (CommonJS, Node, `vscode` external).
//   node scripts/build.mjs            development build with a source map
//   node scripts/build.mjs --minify   what `npm run package` ships
//   node scripts/build.mjs --watch    rebuild on change
import * as esbuild from 'esbuild';
import { statSync } from 'node:fs';

const minify = process.argv.includes('--minify');
const watch = process.argv.includes('--watch');

/** @type {esbuild.BuildOptions} */
const options = {
  entryPoints: ['src/extension.ts'],
  outfile: 'dist/extension.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  minify,
  sourcemap: !minify,
  sourcesContent: false,
  legalComments: minify ? 'none' : 'inline',
  logLevel: 'warning',
};

if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
  console.log('watching src/ …');
} else {
  await esbuild.build(options);
  const kb = (statSync(options.outfile).size / 1024).toFixed(1);
  console.log(`${options.outfile}: ${kb} KB${minify ? ' (minified)' : ''}`);
}
