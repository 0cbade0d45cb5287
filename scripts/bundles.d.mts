// Types of scripts/bundles.mjs (plain JavaScript, so that `npm run build` needs no TypeScript loader).
import type { BuildOptions } from 'esbuild';

export declare const MAX_BUNDLE_BYTES: number;
export declare const EXTERNAL_MODULES: readonly string[];

export interface Bundle {
  readonly name: 'node' | 'web' | 'write' | 'writeCommands';
  readonly options: BuildOptions & { outfile: string };
}

export declare function bundles(options?: { minify?: boolean }): Bundle[];
