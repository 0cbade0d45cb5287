// Bundles the extension (scripts/bundles.mjs): src/extension.ts → dist/extension.js (Node, the `main`
// entry) and dist/web/extension.js (browser, the `browser` entry for VS Code for the Web); the write
// path src/core/write.ts → dist/write.js, loaded on the first write.
//   node scripts/build.mjs            development builds with source maps
//   node scripts/build.mjs --minify   what `npm run package` ships; fails when a bundle is 300 KB or more
//   node scripts/build.mjs --watch    rebuild them on change
import * as esbuild from 'esbuild';
import { statSync } from 'node:fs';
import { bundles, MAX_BUNDLE_BYTES } from './bundles.mjs';

const minify = process.argv.includes('--minify');
const watch = process.argv.includes('--watch');
const targets = bundles({ minify });

if (watch) {
  for (const { options } of targets) await (await esbuild.context(options)).watch();
  console.log('watching src/ …');
} else {
  await Promise.all(targets.map(({ options }) => esbuild.build(options)));
  let tooLarge = false;
  for (const { name, options } of targets) {
    const bytes = statSync(options.outfile).size;
    console.log(`${options.outfile}: ${(bytes / 1024).toFixed(1)} KB${minify ? ' (minified)' : ''} [${name}]`);
    if (minify && bytes >= MAX_BUNDLE_BYTES) {
      console.error(`${options.outfile} is ${(bytes / 1024).toFixed(1)} KB: a bundle must stay under ${MAX_BUNDLE_BYTES / 1024} KB`);
      tooLarge = true;
    }
  }
  if (tooLarge) process.exit(1);
}
