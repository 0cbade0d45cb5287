// Types of scripts/buildProgress.mjs (plain JavaScript, so that `npm run watch` needs no TypeScript loader).
import type { Plugin } from 'esbuild';

export declare const BUILD_STARTED: string;
export declare const BUILD_FINISHED: string;
export declare function buildProgress(log?: (line: string) => void): Plugin;
