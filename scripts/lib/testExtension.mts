// The test build: the extension as the integration suites and the benchmark load it, in out/test-extension/.
// Its entry (test/integration/testBuild/extension.ts) wraps the product's wiring and returns the test API;
// the manifest, strings, icons and write bundles are the product's own. The product exports no test API.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { bundles } from '../bundles.mjs';
import { REPO_ROOT } from './paths.mjs';

export const TEST_EXTENSION_DIR = join(REPO_ROOT, 'out', 'test-extension');
const ENTRY = join(REPO_ROOT, 'test', 'integration', 'testBuild', 'extension.ts');

/**
 * The folder to load as the extension under test: for this repository (`dir`), its test build, made
 * now over the product's build in dist/ (the write and feature bundles load from there), minified as the product
 * is when `minify`; any other folder as it is.
 */
export async function extensionUnderTest(
  dir: string, say: (line: string) => void = (line) => process.stdout.write(`${line}\n`), { minify = false } = {},
): Promise<string> {
  if (relative(REPO_ROOT, dir) !== '') return dir;
  const features = bundles().filter((bundle) => bundle.feature).map((bundle) => relative(join(REPO_ROOT, 'dist'), join(REPO_ROOT, bundle.options.outfile)));
  for (const bundle of ['write.js', 'writeCommands.js', ...features]) {
    if (!existsSync(join(REPO_ROOT, 'dist', bundle))) throw new Error(`dist/${bundle} is missing: build the extension first (npm run build)`);
  }
  rmSync(TEST_EXTENSION_DIR, { recursive: true, force: true });
  mkdirSync(TEST_EXTENSION_DIR, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  // The Node extension host runs `main`; without `browser` nothing sends it to a web worker.
  const { scripts: _scripts, devDependencies: _dev, browser: _browser, ...kept } = manifest;
  writeFileSync(join(TEST_EXTENSION_DIR, 'package.json'), `${JSON.stringify({ ...kept, main: './extension.js' }, null, 2)}\n`);
  copyFileSync(join(REPO_ROOT, 'package.nls.json'), join(TEST_EXTENSION_DIR, 'package.nls.json'));
  for (const folder of ['media', 'dist', 'schemas']) symlinkSync(join(REPO_ROOT, folder), join(TEST_EXTENSION_DIR, folder), 'dir');
  const node = bundles({ minify }).find((bundle) => bundle.name === 'node');
  if (!node) throw new Error('scripts/bundles.mjs has no node bundle');
  await build({ ...node.options, entryPoints: [ENTRY], outfile: join(TEST_EXTENSION_DIR, 'extension.js'), sourcemap: !minify, absWorkingDir: REPO_ROOT });
  say(`test build: ${relative(REPO_ROOT, ENTRY)} -> ${relative(REPO_ROOT, TEST_EXTENSION_DIR)}/extension.js`);
  return TEST_EXTENSION_DIR;
}
