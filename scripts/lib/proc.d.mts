// Types for proc.mjs, so TypeScript tests can import it.
export interface RunResult {
  code: number;
  signal: NodeJS.Signals | null;
  output: string;
}
export function run(cmd: string, args: string[], options?: {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
  timeoutMs?: number;
  onOutput?: (chunk: Buffer) => void;
}): Promise<RunResult>;
export function addCleanup(fn: () => unknown): () => Promise<void>;
export function runCleanups(): Promise<void>;
export function pidsWithEnvMarker(name: string, value: string): number[];
export function stopTree(options: { pid?: number; marker?: { name: string; value: string }; graceMs?: number }): Promise<void>;
