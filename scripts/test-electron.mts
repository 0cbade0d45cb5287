#!/usr/bin/env -S node --import tsx
// Runs the same integration suites as scripts/test-integration.mts, but in desktop VS Code (Electron)
// through @vscode/test-electron, for machines that can download VS Code. Closes with
// "N passed, N failed". Needs network access the first time (the download is cached in
// .cache/vscode-test) and, on Linux, a display: run it under `xvfb-run -a` on a headless machine.
//
//   node --import tsx scripts/test-electron.mts [--vscode-version stable|min|insiders|1.90.0] [--vscode-executable <path>]
//                                  [--extension <dir>] [--suite <file.ts> [--untrusted]] [--timeout <seconds per suite>]
//                                  [--download-timeout <seconds>] [--no-build]
//
// --vscode-version min is the lowest version engines.vscode allows; default stable (or $VSCODE_TEST_VERSION).
// Offline the download fails within --download-timeout seconds of silence (default 30) with a clear message.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { downloadAndUnzipVSCode, runTests } from '@vscode/test-electron';
import { QUIET_USER_SETTINGS } from './lib/codeServer.mjs';
import { finalCounts, type Counts } from './lib/counts.mjs';
import { chooseSuites, SUITE_OPTIONS, suiteTimeoutMs, type Suite } from './lib/integrationSuites.mjs';
import { LaunchError, launcherArgs, runLauncher } from './lib/launcher.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { addCleanup, messageOf, stopTree } from './lib/proc.mjs';
import { buildExtension, bundleSuite } from './lib/suiteRunner.mjs';
import { extensionUnderTest } from './lib/testExtension.mjs';

const CACHE = join(REPO_ROOT, '.cache', 'vscode-test'); // git-ignored, unlike the default .vscode-test

const args = launcherArgs(import.meta.url, {
  ...SUITE_OPTIONS,
  'vscode-version': { type: 'string', default: process.env.VSCODE_TEST_VERSION ?? 'stable' },
  'vscode-executable': { type: 'string' },
  'download-timeout': { type: 'string', default: '30' },
});
const say = (line: string) => process.stdout.write(`[electron] ${line}\n`);
const extensionDir = resolve(args.extension);
let extensionPath = extensionDir;

// Tee stdout: test-electron pipes VS Code's output (the suite's reporter included) to it.
let output = '';
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
  output += String(chunk);
  return write(chunk, ...rest);
}) as typeof process.stdout.write;

await runLauncher('electron', async (tally) => {
  const timeoutMs = suiteTimeoutMs(args.timeout);
  const suites = chooseSuites(args);
  if (!suites.length) {
    say('note: test/integration/index.ts does not exist yet; nothing to run');
    return;
  }
  if (!args['no-build']) await buildExtension(extensionDir, say);
  extensionPath = await extensionUnderTest(extensionDir, say);
  const bundles: Array<Suite & { bundle: string }> = [];
  for (const suite of suites) bundles.push({ ...suite, bundle: await bundleSuite(suite.file) });
  const vscodeExecutablePath = args['vscode-executable'] ? resolve(args['vscode-executable']) : await download();
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    say('warning: no DISPLAY; Electron needs one. On a headless machine: xvfb-run -a npm run test:electron');
  }
  for (const suite of bundles) tally.add(await runOne(vscodeExecutablePath, suite, timeoutMs));
}, { write });

async function runOne(vscodeExecutablePath: string, { file, bundle, trust }: Suite & { bundle: string }, timeoutMs: number): Promise<Counts> {
  say(`suite ${relative(REPO_ROOT, file)} (${trust ? 'trusted' : 'untrusted'} workspace) -> ${relative(REPO_ROOT, bundle)}`);
  const outputStart = output.length;
  const temp = mkdtempSync(join(tmpdir(), 'nns-electron-'));
  const workspace = join(temp, 'workspace');
  mkdirSync(join(temp, 'user-data', 'User'), { recursive: true });
  mkdirSync(workspace);
  const settings = { ...QUIET_USER_SETTINGS, ...(trust ? {} : { 'security.workspace.trust.startupPrompt': 'never' }) };
  writeFileSync(join(temp, 'user-data', 'User', 'settings.json'), JSON.stringify(settings, null, 2));
  // Every VS Code process inherits this marker, so a timeout can stop the whole tree (see proc.mts).
  const marker = { name: 'NNS_HARNESS_RUN', value: randomUUID() };
  process.env[marker.name] = marker.value;
  const cleanup = addCleanup(async () => {
    await stopTree({ marker });
    rmSync(temp, { recursive: true, force: true });
  });
  try {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((r) => { timer = setTimeout(() => r('timeout'), timeoutMs); });
    const run = runTests({
      vscodeExecutablePath,
      extensionDevelopmentPath: extensionPath,
      extensionTestsPath: bundle,
      launchArgs: [
        workspace, '--disable-extensions', ...(trust ? ['--disable-workspace-trust'] : []),
        '--skip-welcome', '--skip-release-notes',
        '--user-data-dir', join(temp, 'user-data'), '--extensions-dir', join(temp, 'extensions'),
      ],
    }).then((code): { code: number; error?: unknown } => ({ code }), (error: unknown) => ({ code: exitCodeOf(error), error }));
    const result = await Promise.race([run, timedOut]);
    clearTimeout(timer);
    const suiteOutput = output.slice(outputStart);
    if (result === 'timeout') {
      say(`timed out after ${timeoutMs / 1000} s`);
      return finalCounts({ output: suiteOutput, exitCode: undefined, finished: false });
    }
    if (result.error) say(`VS Code exited: ${messageOf(result.error)}`);
    return finalCounts({ output: suiteOutput, exitCode: result.code, finished: true });
  } finally {
    await cleanup();
  }
}

async function download(): Promise<string> {
  const version = resolveVersion(args['vscode-version']);
  say(`VS Code ${version} (download cached in ${relative(REPO_ROOT, CACHE)})`);
  const idleMs = Number(args['download-timeout']) * 1000;
  try {
    return await downloadAndUnzipVSCode({ version, cachePath: CACHE, timeout: idleMs });
  } catch (error) {
    throw new LaunchError(`could not download VS Code ${version}: ${messageOf(error)}\n` +
      '  @vscode/test-electron needs https://update.code.visualstudio.com (or a cached copy in .cache/vscode-test,\n' +
      '  or --vscode-executable <path to code>). Offline, run the same suite with `npm run test:integration`\n' +
      '  (code-server + Chromium, installed by `npm run setup:vscode`).');
  }
}

/** 'min' is the lowest version engines.vscode accepts, e.g. "^1.90.0" -> "1.90.0". */
function resolveVersion(requested: string): string {
  if (requested !== 'min') return requested;
  const manifest = JSON.parse(readFileSync(join(extensionPath, 'package.json'), 'utf8')) as { engines?: { vscode?: string } };
  const engine = manifest.engines?.vscode ?? '';
  const match = /(\d+\.\d+\.\d+)/.exec(engine);
  if (!match?.[1]) throw new LaunchError(`cannot read a minimum version from engines.vscode "${engine}"`);
  return match[1];
}

/** runTests rejects with an error that carries VS Code's exit code. */
function exitCodeOf(error: unknown): number {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return typeof code === 'number' ? code : 1;
}
