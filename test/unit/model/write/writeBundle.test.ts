// The model's write files reach the signing code only through the module injected at run time: built
// into the extension's bundle, they bring none of it along (the bundles test checks the bundles as
// they are; no command imports these files yet).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(__dirname, '..', '..', '..', '..');
/** As test/unit/bundles.test.ts tells the write path's modules. */
const WRITE_MODULES = /^(src\/core\/(write\.ts|errors\/transactionError\.ts|deploy\/|transactions\/|signing\/(?!scryptLimits\.ts))|node_modules\/@noble\/(curves|ciphers)\/|node_modules\/@noble\/hashes\/scrypt)/;

describe('model/write in the extension\'s bundle', function () {
  this.timeout(60_000);

  it('brings in none of the write path: types only from src/core/write.ts', async () => {
    const dir = join(root, 'src', 'model', 'write');
    const entryPoints = readdirSync(dir).filter((file) => file.endsWith('.ts')).map((file) => join(dir, file));
    assert.ok(entryPoints.length >= 10);
    const result = await build({ entryPoints, bundle: true, write: false, metafile: true, platform: 'browser', format: 'cjs', outdir: 'out', absWorkingDir: root, logLevel: 'silent' });
    const inputs = Object.keys(result.metafile.inputs);
    assert.ok(inputs.some((input) => input.startsWith('src/model/write/runNameOperation.ts')));
    assert.deepEqual(inputs.filter((input) => WRITE_MODULES.test(input)), []);
  });
});
