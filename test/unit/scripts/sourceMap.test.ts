import * as assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { stackMapper } from '../../../scripts/lib/sourceMap.mjs';

describe('scripts/lib/sourceMap', () => {
  // Inside the repo (out/ is git-ignored) so the mapped path is repo-relative.
  const root = join(process.cwd(), 'out', 'test-unit-sourcemap');
  let dir: string;
  before(() => {
    mkdirSync(root, { recursive: true });
    dir = mkdtempSync(join(root, 'case-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('maps a bundled stack frame back to the TypeScript source line', async () => {
    const source = join(dir, 'thrower.ts');
    writeFileSync(source, ['// line 1', 'export function boom(): never {', '  throw new Error("x");', '}', ''].join('\n'));
    const outfile = join(dir, 'bundle.js');
    await build({ entryPoints: [source], outfile, bundle: true, platform: 'node', format: 'cjs', sourcemap: true, logLevel: 'silent' });
    // A frame as the extension host prints it: at the bundle's line and column of the throw.
    const lines = readFileSync(outfile, 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes('throw new Error'));
    assert.ok(line >= 0);
    const column = (lines[line] ?? '').indexOf('throw');
    const frame = `    at boom (${outfile}:${line + 1}:${column + 1})`;
    const mapped = stackMapper(outfile)(frame);
    assert.equal(mapped, `    at boom (${relative(process.cwd(), source)}:3:3)`);
  });

  it('leaves lines alone when the bundle has no map', () => {
    assert.equal(stackMapper('/nonexistent/bundle.js')('at x (bundle.js:1:1)'), 'at x (bundle.js:1:1)');
  });
});
