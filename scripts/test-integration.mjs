#!/usr/bin/env node
// Runs the integration suite inside a real VS Code extension host: code-server 4.100.3 (VS Code
// 1.100.3) driven by headless Debian Chromium, offline. Closes with "N passed, N failed".
//
//   node scripts/test-integration.mjs [--extension <dir>] [--suite <file.ts>] [--timeout <seconds>]
//                                     [--no-setup] [--no-build]
//
// Defaults: the extension is the repository root (built first with `npm run build`), the suite is
// test/integration/index.ts (a module exporting run(): Promise<void>, as for @vscode/test-electron).
// Installs code-server and the Debian packages on first use (scripts/setup-code-server.mjs).
// Environment variables are passed through to the extension host.
// On failure: artifacts/integration/{code-server.log,output.log,screenshot.png,workbench-logs/}.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { finalCounts, summaryLine } from './lib/counts.mjs';
import { ensureAll } from './lib/install.mjs';
import { ARTIFACTS_DIR, REPO_ROOT } from './lib/paths.mjs';
import { runCleanups } from './lib/proc.mjs';
import { buildExtension, bundleSuite, runSuiteInCodeServer } from './lib/suiteRunner.mjs';

const DEFAULT_SUITE = join(REPO_ROOT, 'test', 'integration', 'index.ts');

const { values: args } = parseArgs({
  options: {
    extension: { type: 'string', default: REPO_ROOT },
    suite: { type: 'string', default: DEFAULT_SUITE },
    timeout: { type: 'string', default: '300' },
    'no-setup': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  process.stdout.write(readFileSync(new URL(import.meta.url), 'utf8').split('\n').slice(1, 14).join('\n').replace(/^\/\/ ?/gm, '') + '\n');
  process.exit(0);
}

const say = (line) => process.stdout.write(`[integration] ${line}\n`);
const extensionPath = resolve(args.extension);
const suiteFile = resolve(args.suite);
const timeoutMs = Number(args.timeout) * 1000;
const artifactsDir = join(ARTIFACTS_DIR, 'integration');
const started = Date.now();

let counts = { passed: 0, failed: 0 };
try {
  if (!existsSync(suiteFile)) {
    if (suiteFile !== DEFAULT_SUITE) throw new Error(`no such suite: ${suiteFile}`);
    say(`note: ${relative(REPO_ROOT, suiteFile)} does not exist yet; nothing to run`);
  } else if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`--timeout must be a positive number of seconds, got "${args.timeout}"`);
  } else {
    counts = await main();
  }
} catch (error) {
  process.stderr.write(`[integration] FAILED: ${error?.stack ?? error}\n`);
  counts = { passed: counts.passed, failed: Math.max(1, counts.failed) };
} finally {
  await runCleanups();
}
say(`took ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.stdout.write(`${summaryLine(counts)}\n`);
process.exit(counts.failed > 0 ? 1 : 0);

async function main() {
  rmSync(artifactsDir, { recursive: true, force: true }); // artifacts describe the latest run only
  if (!args['no-setup']) await ensureAll();
  if (!args['no-build']) await buildExtension(extensionPath, say);

  const suiteBundle = await bundleSuite(suiteFile);
  say(`suite ${relative(REPO_ROOT, suiteFile)} -> ${relative(REPO_ROOT, suiteBundle)}`);
  say(`extension ${relative(REPO_ROOT, extensionPath) || '.'} in code-server, timeout ${timeoutMs / 1000} s`);

  const result = await runSuiteInCodeServer({
    extensionPath, suiteBundle, timeoutMs, artifactsDir,
    print: (line) => process.stdout.write(`${line}\n`),
  });
  say(result.finished ? `run() ${result.exitCode === 0 ? 'resolved' : 'rejected'}` : `did not finish: ${result.reason}`);
  return finalCounts(result);
}
