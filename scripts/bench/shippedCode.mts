// The code the benchmark measures, bundled by esbuild as the extension's bundles are: run from the
// sources under tsx, each call into @noble/hashes goes through an export getter and is slower than shipped.
import * as esbuild from 'esbuild';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Core from '../../src/core/index.js';
import type * as DetailsStoreModule from '../../src/model/details/detailsStore.js';
import type * as ExportFormats from '../../src/model/export/exportFormats.js';
import { REPO_ROOT } from '../lib/paths.mjs';

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
