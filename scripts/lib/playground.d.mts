// Types for playground.mjs, for the TypeScript tests that import it.
export const VSIX_PATH: string;
export function loadDevnet(): {
  startDevnet: unknown;
  SAMPLE_OWNER: unknown;
  NNS_MAINNET_HASH: string;
  playgroundSample: unknown;
  PERSONALITIES: unknown;
};
export function packageExtension(): Promise<string>;
export function portFree(port: number): Promise<boolean>;
export function repoPath(path: string): string;
