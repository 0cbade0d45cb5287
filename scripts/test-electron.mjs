#!/usr/bin/env node
// Runs the same integration suite as scripts/test-integration.mjs, but in desktop VS Code (Electron)
// through @vscode/test-electron, for machines that can download VS Code. Closes with
// "N passed, N failed". Needs network access the first time (the download is cached in
// .cache/vscode-test) and, on Linux, a display: run it under `xvfb-run -a` on a headless machine.
//
//   node scripts/test-electron.mjs [--vscode-version stable|min|insiders|1.90.0] [--vscode-executable <path>]
//                                  [--extension <dir>] [--suite <file.ts>] [--timeout <seconds>] [--no-build]
//
// --vscode-version min is the lowest version engines.vscode allows; default stable (or $VSCODE_TEST_VERSION).
// Offline the download fails within --download-timeout seconds of silence (default 30) with a clear message.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { downloadAndUnzipVSCode, runTests } from '@vscode/test-electron';
import { QUIET_USER_SETTINGS } from './lib/codeServer.mjs';
import { finalCounts, summaryLine } from './lib/counts.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { addCleanup, runCleanups, stopTree } from './lib/proc.mjs';
import { buildExtension, bundleSuite } from './lib/suiteRunner.mjs';

const DEFAULT_SUITE = join(REPO_ROOT, 'test', 'integration', 'index.ts');
const CACHE = join(REPO_ROOT, '.cache', 'vscode-test'); // git-ignored, unlike the default .vscode-test

const { values: args } = parseArgs({
  options: {
    'vscode-version': { type: 'string', default: process.env.VSCODE_TEST_VERSION ?? 'stable' },
    'vscode-executable': { type: 'string' },
    extension: { type: 'string', default: REPO_ROOT },
    suite: { type: 'string', default: DEFAULT_SUITE },
    timeout: { type: 'string', default: '300' },
    'download-timeout': { type: 'string', default: '30' },
    'no-build': { type: 'boolean', default: false },
  },
});

const say = (line) => process.stdout.write(`[electron] ${line}\n`);
const extensionPath = resolve(args.extension);
const suiteFile = resolve(args.suite);
const timeoutMs = Number(args.timeout) * 1000;
const started = Date.now();

// Tee stdout: test-electron pipes VS Code's output (the suite's reporter included) to it.
let output = '';
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  output += chunk;
  return write(chunk, ...rest);
};

let counts = { passed: 0, failed: 0 };
try {
  if (!existsSync(suiteFile)) {
    if (suiteFile !== DEFAULT_SUITE) throw new Error(`no such suite: ${suiteFile}`);
    say(`note: ${relative(REPO_ROOT, suiteFile)} does not exist yet; nothing to run`);
  } else {
    counts = await main();
  }
} catch (error) {
  process.stderr.write(`[electron] FAILED: ${error?.message ?? error}\n`);
  counts = { passed: counts.passed, failed: Math.max(1, counts.failed) };
} finally {
  await runCleanups();
}
say(`took ${((Date.now() - started) / 1000).toFixed(1)} s`);
write(`${summaryLine(counts)}\n`);
process.exit(counts.failed > 0 ? 1 : 0);

async function main() {
  if (!args['no-build']) await buildExtension(extensionPath, say);
  const suiteBundle = await bundleSuite(suiteFile);
  say(`suite ${relative(REPO_ROOT, suiteFile)} -> ${relative(REPO_ROOT, suiteBundle)}`);

  const vscodeExecutablePath = args['vscode-executable'] ? resolve(args['vscode-executable']) : await download();
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    say('warning: no DISPLAY; Electron needs one. On a headless machine: xvfb-run -a npm run test:electron');
  }

  const temp = mkdtempSync(join(tmpdir(), 'nns-electron-'));
  const workspace = join(temp, 'workspace');
  mkdirSync(join(temp, 'user-data', 'User'), { recursive: true });
  mkdirSync(workspace);
  writeFileSync(join(temp, 'user-data', 'User', 'settings.json'), JSON.stringify(QUIET_USER_SETTINGS, null, 2));
  // Every VS Code process inherits this marker, so a timeout can stop the whole tree (see proc.mjs).
  const marker = { name: 'NNS_HARNESS_RUN', value: randomUUID() };
  process.env[marker.name] = marker.value;
  addCleanup(async () => {
    await stopTree({ marker });
    rmSync(temp, { recursive: true, force: true });
  });

  let timer;
  const timedOut = new Promise((r) => { timer = setTimeout(() => r('timeout'), timeoutMs); });
  const run = runTests({
    vscodeExecutablePath,
    extensionDevelopmentPath: extensionPath,
    extensionTestsPath: suiteBundle,
    launchArgs: [
      workspace, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes',
      '--user-data-dir', join(temp, 'user-data'), '--extensions-dir', join(temp, 'extensions'),
    ],
  }).then((code) => ({ code }), (error) => ({ code: error?.code ?? 1, error }));
  const result = await Promise.race([run, timedOut]);
  clearTimeout(timer);
  if (result === 'timeout') {
    say(`timed out after ${timeoutMs / 1000} s`);
    return finalCounts({ output, exitCode: undefined, finished: false });
  }
  if (result.error) say(`VS Code exited: ${result.error.message ?? result.error}`);
  return finalCounts({ output, exitCode: result.code, finished: true });
}

async function download() {
  const version = resolveVersion(args['vscode-version']);
  say(`VS Code ${version} (download cached in ${relative(REPO_ROOT, CACHE)})`);
  const idleMs = Number(args['download-timeout']) * 1000;
  try {
    return await downloadAndUnzipVSCode({ version, cachePath: CACHE, timeout: idleMs });
  } catch (error) {
    throw new Error(`could not download VS Code ${version}: ${error?.message ?? error}\n` +
      '  @vscode/test-electron needs https://update.code.visualstudio.com (or a cached copy in .cache/vscode-test,\n' +
      '  or --vscode-executable <path to code>). Offline, run the same suite with `npm run test:integration`\n' +
      '  (code-server + Chromium, installed by `npm run setup:vscode`).');
  }
}

/** 'min' is the lowest version engines.vscode accepts, e.g. "^1.90.0" -> "1.90.0". */
function resolveVersion(requested) {
  if (requested !== 'min') return requested;
  const engine = JSON.parse(readFileSync(join(extensionPath, 'package.json'), 'utf8')).engines?.vscode ?? '';
  const match = /(\d+\.\d+\.\d+)/.exec(engine);
  if (!match) throw new Error(`cannot read a minimum version from engines.vscode "${engine}"`);
  return match[1];
}
