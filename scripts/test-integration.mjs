#!/usr/bin/env node
// Runs the integration suites inside a real VS Code extension host: code-server 4.100.3 (VS Code
// 1.100.3) driven by headless Debian Chromium, offline. Closes with "N passed, N failed".
//
//   node scripts/test-integration.mjs [--extension <dir>] [--suite <file.ts> [--untrusted]]
//                                     [--timeout <seconds per suite>] [--no-setup] [--no-build]
//
// A suite is a module exporting run(): Promise<void> (as for @vscode/test-electron), bundled with
// esbuild into out/<same path>.js. Without --suite the suites are, where they exist:
//   test/integration/index.ts             in a trusted workspace
//   test/integration/restricted/index.ts  in an untrusted workspace (Restricted Mode)
// each in a fresh code-server with a fresh empty workspace folder. The extension defaults to the
// repository root, built first with `npm run build`. code-server and the Debian packages are
// installed on first use (scripts/setup-code-server.mjs). The environment reaches the extension host.
// On failure: artifacts/integration/<suite>/{code-server.log,output.log,screenshot.png,workbench-logs/}.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { finalCounts, summaryLine } from './lib/counts.mjs';
import { ensureAll } from './lib/install.mjs';
import { ARTIFACTS_DIR, REPO_ROOT } from './lib/paths.mjs';
import { runCleanups } from './lib/proc.mjs';
import { buildExtension, bundleSuite, runSuiteInCodeServer } from './lib/suiteRunner.mjs';

const INTEGRATION = join(REPO_ROOT, 'test', 'integration');
const DEFAULT_SUITES = [
  { file: join(INTEGRATION, 'index.ts'), trust: true },
  { file: join(INTEGRATION, 'restricted', 'index.ts'), trust: false },
];

const { values: args } = parseArgs({
  options: {
    extension: { type: 'string', default: REPO_ROOT },
    suite: { type: 'string' },
    untrusted: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '300' },
    'no-setup': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  const header = readFileSync(new URL(import.meta.url), 'utf8').split('\n').slice(1).filter((l) => l.startsWith('//'));
  process.stdout.write(`${header.map((l) => l.replace(/^\/\/ ?/, '')).join('\n')}\n`);
  process.exit(0);
}

const say = (line) => process.stdout.write(`[integration] ${line}\n`);
const extensionPath = resolve(args.extension);
const timeoutMs = Number(args.timeout) * 1000;
const artifactsRoot = join(ARTIFACTS_DIR, 'integration');
const started = Date.now();

let counts = { passed: 0, failed: 0 };
try {
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`--timeout must be a positive number of seconds, got "${args.timeout}"`);
  }
  const suites = args.suite
    ? [{ file: resolve(args.suite), trust: !args.untrusted }]
    : DEFAULT_SUITES.filter((s) => existsSync(s.file));
  if (args.suite && !existsSync(suites[0].file)) throw new Error(`no such suite: ${suites[0].file}`);
  if (!suites.length) {
    say(`note: ${relative(REPO_ROOT, DEFAULT_SUITES[0].file)} does not exist yet; nothing to run`);
  } else {
    rmSync(artifactsRoot, { recursive: true, force: true }); // artifacts describe the latest run only
    if (!args['no-setup']) await ensureAll();
    if (!args['no-build']) await buildExtension(extensionPath, say);
    for (const suite of suites) {
      const result = await runOne(suite);
      counts = { passed: counts.passed + result.passed, failed: counts.failed + result.failed };
    }
  }
} catch (error) {
  process.stderr.write(`[integration] FAILED: ${error?.stack ?? error}\n`);
  counts = { passed: counts.passed, failed: counts.failed + 1 };
} finally {
  await runCleanups();
}
say(`took ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.stdout.write(`${summaryLine(counts)}\n`);
process.exit(counts.failed > 0 ? 1 : 0);

async function runOne({ file, trust }) {
  const label = suiteLabel(file);
  const suiteBundle = await bundleSuite(file);
  say(`suite ${relative(REPO_ROOT, file)} (${trust ? 'trusted' : 'untrusted'} workspace) -> ${relative(REPO_ROOT, suiteBundle)}`);
  say(`extension ${relative(REPO_ROOT, extensionPath) || '.'} in code-server, timeout ${timeoutMs / 1000} s`);
  const suiteStarted = Date.now();
  const result = await runSuiteInCodeServer({
    extensionPath, suiteBundle, timeoutMs, trust,
    artifactsDir: join(artifactsRoot, label),
    print: (line) => process.stdout.write(`${line}\n`),
  });
  const counts = finalCounts(result);
  const how = result.finished ? `run() ${result.exitCode === 0 ? 'resolved' : 'rejected'}` : `did not finish: ${result.reason}`;
  say(`${label}: ${how}; ${summaryLine(counts)} in ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s`);
  return counts;
}

/** "main" for test/integration/index.ts, "restricted" for test/integration/restricted/index.ts. */
function suiteLabel(file) {
  const rel = relative(INTEGRATION, dirname(file));
  if (rel === '') return 'main';
  if (!rel.startsWith('..')) return rel.split(/[\\/]/).join('-');
  return relative(REPO_ROOT, dirname(file)).split(/[\\/]/).filter((p) => p && p !== '..').join('-') || 'suite';
}
