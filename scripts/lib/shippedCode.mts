// The code `npm run bench` measures: the core and the parts of the model it times, bundled by esbuild
// as dist/extension.js bundles them. Run from the sources, tsx compiles them to CommonJS and every call
// into @noble/hashes (an ES module) goes through an export getter: RIPEMD-160, the storage route's
// check of each key, ran three times slower there than in what the extension ships.
import * as esbuild from 'esbuild';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Core from '../../src/core/index.js';
import type * as DetailsStoreModule from '../../src/model/details/detailsStore.js';
import type * as ExportFormats from '../../src/model/export/exportFormats.js';
import { REPO_ROOT } from './paths.mjs';

export type ShippedCode = typeof Core & Pick<typeof DetailsStoreModule, 'DetailsStore'> & Pick<typeof ExportFormats, 'exportChunks'>;

let loaded: Promise<ShippedCode> | undefined;

/** Bundles once per process (about 0.1 s) into .cache/bench/, then imports the bundle. */
export function shippedCode(): Promise<ShippedCode> {
  loaded ??= (async () => {
    const outfile = join(REPO_ROOT, '.cache', 'bench', 'shipped.mjs');
    mkdirSync(join(outfile, '..'), { recursive: true });
    await esbuild.build({
      stdin: {
        contents: [
          "export * from './src/core';",
          "export { DetailsStore } from './src/model/details/detailsStore';",
          "export { exportChunks } from './src/model/export/exportFormats';",
        ].join('\n'),
        resolveDir: REPO_ROOT,
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      outfile,
      logLevel: 'warning',
    });
    return (await import(pathToFileURL(outfile).href)) as ShippedCode;
  })();
  return loaded;
}
