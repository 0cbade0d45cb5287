#!/usr/bin/env node
// Runs the same integration suite as scripts/test-integration.mjs, but in desktop VS Code (Electron)
// through @vscode/test-electron, for machines that can download VS Code. Closes with
// "N passed, N failed". Needs network access the first time (the download is cached in
// .cache/vscode-test) and, on Linux, a display: run it under `xvfb-run -a` on a headless machine.
//
//   node scripts/test-electron.mjs [--vscode-version stable|min|insiders|1.90.0] [--vscode-executable <path>]
//                                  [--extension <dir>] [--suite <file.ts> [--untrusted]] [--timeout <seconds per suite>]
//                                  [--download-timeout <seconds>] [--no-build]
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

const CACHE = join(REPO_ROOT, '.cache', 'vscode-test'); // git-ignored, unlike the default .vscode-test

const { values: args } = parseArgs({
  options: {
    'vscode-version': { type: 'string', default: process.env.VSCODE_TEST_VERSION ?? 'stable' },
    'vscode-executable': { type: 'string' },
    extension: { type: 'string', default: REPO_ROOT },
    suite: { type: 'string' },
    untrusted: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '300' },
    'download-timeout': { type: 'string', default: '30' },
    'no-build': { type: 'boolean', default: false },
  },
});

const say = (line) => process.stdout.write(`[electron] ${line}\n`);
const extensionPath = resolve(args.extension);
const timeoutMs = Number(args.timeout) * 1000;
const started = Date.now();
// The same suites as scripts/test-integration.mjs: the Restricted Mode one in an untrusted folder.
const INTEGRATION = join(REPO_ROOT, 'test', 'integration');
const suites = args.suite
  ? [{ file: resolve(args.suite), trust: !args.untrusted }]
  : [{ file: join(INTEGRATION, 'index.ts'), trust: true }, { file: join(INTEGRATION, 'restricted', 'index.ts'), trust: false }]
    .filter((suite) => existsSync(suite.file));

// Tee stdout: test-electron pipes VS Code's output (the suite's reporter included) to it.
let output = '';
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  output += chunk;
  return write(chunk, ...rest);
};

let counts = { passed: 0, failed: 0 };
try {
  if (args.suite && !existsSync(suites[0].file)) throw new Error(`no such suite: ${suites[0].file}`);
  if (!suites.length) {
    say('note: test/integration/index.ts does not exist yet; nothing to run');
  } else {
    if (!args['no-build']) await buildExtension(extensionPath, say);
    const bundles = [];
    for (const suite of suites) bundles.push({ ...suite, bundle: await bundleSuite(suite.file) });
    const vscodeExecutablePath = args['vscode-executable'] ? resolve(args['vscode-executable']) : await download();
    if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
      say('warning: no DISPLAY; Electron needs one. On a headless machine: xvfb-run -a npm run test:electron');
    }
    for (const suite of bundles) {
      const result = await runOne(vscodeExecutablePath, suite);
      counts = { passed: counts.passed + result.passed, failed: counts.failed + result.failed };
    }
  }
} catch (error) {
  process.stderr.write(`[electron] FAILED: ${error?.message ?? error}\n`);
  counts = { passed: counts.passed, failed: counts.failed + 1 };
} finally {
  await runCleanups();
}
say(`took ${((Date.now() - started) / 1000).toFixed(1)} s`);
write(`${summaryLine(counts)}\n`);
process.exit(counts.failed > 0 ? 1 : 0);

async function runOne(vscodeExecutablePath, { file, bundle, trust }) {
  say(`suite ${relative(REPO_ROOT, file)} (${trust ? 'trusted' : 'untrusted'} workspace) -> ${relative(REPO_ROOT, bundle)}`);
  const outputStart = output.length;
  const temp = mkdtempSync(join(tmpdir(), 'nns-electron-'));
  const workspace = join(temp, 'workspace');
  mkdirSync(join(temp, 'user-data', 'User'), { recursive: true });
  mkdirSync(workspace);
  const settings = { ...QUIET_USER_SETTINGS, ...(trust ? {} : { 'security.workspace.trust.startupPrompt': 'never' }) };
  writeFileSync(join(temp, 'user-data', 'User', 'settings.json'), JSON.stringify(settings, null, 2));
  // Every VS Code process inherits this marker, so a timeout can stop the whole tree (see proc.mjs).
  const marker = { name: 'NNS_HARNESS_RUN', value: randomUUID() };
  process.env[marker.name] = marker.value;
  const cleanup = addCleanup(async () => {
    await stopTree({ marker });
    rmSync(temp, { recursive: true, force: true });
  });
  try {
    let timer;
    const timedOut = new Promise((r) => { timer = setTimeout(() => r('timeout'), timeoutMs); });
    const run = runTests({
      vscodeExecutablePath,
      extensionDevelopmentPath: extensionPath,
      extensionTestsPath: bundle,
      launchArgs: [
        workspace, '--disable-extensions', ...(trust ? ['--disable-workspace-trust'] : []),
        '--skip-welcome', '--skip-release-notes',
        '--user-data-dir', join(temp, 'user-data'), '--extensions-dir', join(temp, 'extensions'),
      ],
    }).then((code) => ({ code }), (error) => ({ code: error?.code ?? 1, error }));
    const result = await Promise.race([run, timedOut]);
    clearTimeout(timer);
    const suiteOutput = output.slice(outputStart);
    if (result === 'timeout') {
      say(`timed out after ${timeoutMs / 1000} s`);
      return finalCounts({ output: suiteOutput, exitCode: undefined, finished: false });
    }
    if (result.error) say(`VS Code exited: ${result.error.message ?? result.error}`);
    return finalCounts({ output: suiteOutput, exitCode: result.code, finished: true });
  } finally {
    await cleanup();
  }
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
