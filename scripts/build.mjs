// Bundles the extension (scripts/bundles.mjs): src/extension.ts → dist/extension.js (Node, the `main`
// entry) and dist/web/extension.js (browser, the `browser` entry for VS Code for the Web); the write
// path src/core/write.ts → dist/write.js, loaded on the first write; the feature bundles, loaded on first use.
//   node scripts/build.mjs            development builds with source maps
//   node scripts/build.mjs --minify   what `npm run package` ships; fails when a bundle is 250,000 bytes or more
//   node scripts/build.mjs --watch    rebuild them on change
import * as esbuild from 'esbuild';
import { statSync } from 'node:fs';
import { buildProgress } from './buildProgress.mjs';
import { bundles, MAX_BUNDLE_BYTES } from './bundles.mjs';

const minify = process.argv.includes('--minify');
const watch = process.argv.includes('--watch');
const targets = bundles({ minify });

if (watch) {
  // Both bundles start their first build together, so that one round covers both (.vscode/tasks.json).
  const progress = buildProgress();
  const contexts = await Promise.all(targets.map(({ options }) => esbuild.context({ ...options, plugins: [progress] })));
  await Promise.all(contexts.map((context) => context.watch()));
  console.log('watching src/ …');
} else {
  await Promise.all(targets.map(({ options }) => esbuild.build(options)));
  let tooLarge = false;
  for (const { name, options } of targets) {
    const bytes = statSync(options.outfile).size;
    console.log(`${options.outfile}: ${bytes.toLocaleString('en')} bytes${minify ? ' (minified)' : ''} [${name}]`);
    if (minify && bytes >= MAX_BUNDLE_BYTES) {
      console.error(`${options.outfile} is ${bytes.toLocaleString('en')} bytes: a bundle must stay under ${MAX_BUNDLE_BYTES.toLocaleString('en')}`);
      tooLarge = true;
    }
  }
  if (tooLarge) process.exit(1);
}
