#!/usr/bin/env -S node --import tsx
// Runs the integration suites inside a real VS Code extension host: code-server 4.100.3 (VS Code
// 1.100.3) driven by headless Debian Chromium, offline. Closes with "N passed, N failed".
//
//   node --import tsx scripts/test-integration.mts [--extension <dir>] [--suite <file.ts> [--untrusted]]
//                                                  [--timeout <seconds per suite>] [--no-setup] [--no-build]
//
// A suite is a module exporting run(): Promise<void> (as for @vscode/test-electron), bundled with
// esbuild into out/<same path>.js. Without --suite the suites are, where they exist:
//   test/integration/index.ts             in a trusted workspace
//   test/integration/restricted/index.ts  in an untrusted workspace (Restricted Mode)
// each in a fresh code-server with a fresh empty workspace folder. The extension defaults to the
// repository root, built first with `npm run build` and loaded as its test build (scripts/lib/
// testExtension.mts: the same wiring, activate() returning the test API). code-server and the Debian
// packages are installed on first use (scripts/setup-code-server.mts). The environment reaches the
// extension host.
// On failure: artifacts/integration/<suite>/{code-server.log,output.log,screenshot.png,workbench-logs/}.
import { rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { finalCounts, summaryLine, type Counts } from './lib/counts.mjs';
import { ensureAll } from './lib/install.mjs';
import { chooseSuites, INTEGRATION_DIR, INTEGRATION_SUITES, SUITE_OPTIONS, suiteTimeoutMs, type Suite } from './lib/integrationSuites.mjs';
import { launcherArgs, runLauncher } from './lib/launcher.mjs';
import { ARTIFACTS_DIR, REPO_ROOT } from './lib/paths.mjs';
import { extensionUnderTest } from './lib/testExtension.mjs';
import { buildExtension, bundleSuite, runSuiteInCodeServer } from './lib/suiteRunner.mjs';

const args = launcherArgs(import.meta.url, { ...SUITE_OPTIONS, 'no-setup': { type: 'boolean', default: false } });
const say = (line: string) => process.stdout.write(`[integration] ${line}\n`);
const extensionDir = resolve(args.extension);
let extensionPath = extensionDir;
const artifactsRoot = join(ARTIFACTS_DIR, 'integration');

await runLauncher('integration', async (tally) => {
  const timeoutMs = suiteTimeoutMs(args.timeout);
  const suites = chooseSuites(args);
  if (!suites.length) {
    say(`note: ${relative(REPO_ROOT, INTEGRATION_SUITES[0]?.file ?? INTEGRATION_DIR)} does not exist yet; nothing to run`);
    return;
  }
  rmSync(artifactsRoot, { recursive: true, force: true }); // artifacts describe the latest run only
  if (!args['no-setup']) await ensureAll();
  if (!args['no-build']) await buildExtension(extensionDir, say);
  extensionPath = await extensionUnderTest(extensionDir, say);
  for (const suite of suites) tally.add(await runOne(suite, timeoutMs));
});

async function runOne({ file, trust }: Suite, timeoutMs: number): Promise<Counts> {
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
function suiteLabel(file: string): string {
  const rel = relative(INTEGRATION_DIR, dirname(file));
  if (rel === '') return 'main';
  if (!rel.startsWith('..')) return rel.split(/[\\/]/).join('-');
  return relative(REPO_ROOT, dirname(file)).split(/[\\/]/).filter((p) => p && p !== '..').join('-') || 'suite';
}
