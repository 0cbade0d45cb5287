// Types of scripts/bundles.mjs (plain JavaScript, so that `npm run build` needs no TypeScript loader).
import type { BuildOptions } from 'esbuild';

export declare const MAX_BUNDLE_BYTES: number;
export declare const EXTERNAL_MODULES: readonly string[];
export declare const FEATURE_BUNDLES: readonly string[];

export interface Bundle {
  /** 'node', 'web', 'write', 'writeCommands', and for each feature `<feature>` (Node) and `<feature>:web`. */
  readonly name: string;
  /** The feature bundle it is, for those. */
  readonly feature?: string;
  readonly options: BuildOptions & { outfile: string };
}

export declare function bundles(options?: { minify?: boolean }): Bundle[];
