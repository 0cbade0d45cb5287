// Types for suiteRunner.mjs, so TypeScript scripts (the bench) can import it.
export interface SuiteResult {
  finished: boolean;
  exitCode?: number;
  reason: string;
  output: string;
}
export function buildExtension(dir: string, say?: (line: string) => void): Promise<void>;
export function bundleSuite(suiteFile: string): Promise<string>;
export function runSuiteInCodeServer(options: {
  extensionPath: string;
  suiteBundle: string;
  timeoutMs?: number;
  print?: (line: string) => void;
  artifactsDir?: string;
  userSettings?: Record<string, unknown>;
  workspaceSettings?: Record<string, unknown>;
  trust?: boolean;
  env?: Record<string, string>;
}): Promise<SuiteResult>;
