// The integration suites and the options of the two launchers that run them: test-integration.mts
// (code-server + Chromium) and test-electron.mts (desktop VS Code through @vscode/test-electron).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LaunchError } from './launcher.mjs';
import { REPO_ROOT } from './paths.mjs';

/** A suite entry (a module exporting run()) and whether its workspace is trusted. */
export interface Suite {
  readonly file: string;
  readonly trust: boolean;
}

export const INTEGRATION_DIR = join(REPO_ROOT, 'test', 'integration');

/** The main suite in a trusted workspace, the Restricted Mode one in an untrusted workspace. */
export const INTEGRATION_SUITES: readonly Suite[] = [
  { file: join(INTEGRATION_DIR, 'index.ts'), trust: true },
  { file: join(INTEGRATION_DIR, 'restricted', 'index.ts'), trust: false },
];

/** The options both launchers take (parseArgs). */
export const SUITE_OPTIONS = {
  extension: { type: 'string', default: REPO_ROOT },
  suite: { type: 'string' },
  untrusted: { type: 'boolean', default: false },
  timeout: { type: 'string', default: '300' },
  'no-build': { type: 'boolean', default: false },
} as const;

/** `--suite <file> [--untrusted]`, else those of the integration suites that exist (none: nothing to run). */
export function chooseSuites({ suite, untrusted }: { suite?: string; untrusted?: boolean }): Suite[] {
  if (suite === undefined) return INTEGRATION_SUITES.filter((candidate) => existsSync(candidate.file));
  const file = resolve(suite);
  if (!existsSync(file)) throw new LaunchError(`no such suite: ${file}`);
  return [{ file, trust: !untrusted }];
}

/** `--timeout <seconds per suite>` in milliseconds. */
export function suiteTimeoutMs(seconds: string): number {
  const ms = Number(seconds) * 1000;
  if (!Number.isFinite(ms) || ms <= 0) throw new LaunchError(`--timeout must be a positive number of seconds, got "${seconds}"`);
  return ms;
}
