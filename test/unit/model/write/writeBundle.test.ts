// The model's write files reach the signing code only through the module injected at run time: built
// into a bundle, they bring none of it along (the bundles test checks the bundles as they are).
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(__dirname, '..', '..', '..', '..');
/** As test/unit/bundles.test.ts tells the write path's modules. */
const WRITE_MODULES = /^(src\/core\/(write\.ts|errors\/transactionError\.ts|deploy\/|transactions\/|signing\/(?!scryptLimits\.ts))|node_modules\/@noble\/(curves|ciphers)\/|node_modules\/@noble\/hashes\/scrypt)/;

describe('model/write in the extension\'s bundle', function () {
  this.timeout(60_000);

  it('brings in none of the write path: types only from src/core/write.ts', async () => {
    const files = (dir: string): string[] => readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
    });
    const entryPoints = files(join(root, 'src', 'model', 'write'));
    assert.ok(entryPoints.length >= 20, `${entryPoints.length} files`);
    const result = await build({ entryPoints, bundle: true, write: false, metafile: true, platform: 'browser', format: 'cjs', outdir: 'out', absWorkingDir: root, logLevel: 'silent' });
    const inputs = Object.keys(result.metafile.inputs);
    assert.ok(inputs.some((input) => input.startsWith('src/model/write/run/runNameOperation.ts')));
    assert.deepEqual(inputs.filter((input) => WRITE_MODULES.test(input)), []);
  });
});
