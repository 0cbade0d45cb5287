#!/usr/bin/env -S node --import tsx
// End-to-end tests: the packaged extension (nns-explorer.vsix, installed with
// `code-server --install-extension`) in code-server 4.100.3, driven through its UI by headless
// Debian Chromium (playwright-core) against in-process devnets. Closes with "N passed, N failed".
//
//   node --import tsx scripts/test-e2e.mts [--grep <text>] [--no-setup] [--no-package] [--update-screenshots]
//
//   --grep <text>          only the tests whose title contains the text
//   --no-setup             skip the code-server / Debian package check (scripts/setup-code-server.mts)
//   --no-package           use the existing nns-explorer.vsix instead of `npm run package`
//   --update-screenshots   after a passing run, copy the README pictures to media/screenshots/
//
// The tests are test/e2e/*.e2e.ts (mocha + tsx). Screenshots of every step, the code-server logs,
// and for a failing test its screenshot and browser console: artifacts/e2e/<suite>/.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { finalCounts, type Counts } from './lib/counts.mjs';
import { ensureAll } from './lib/install.mjs';
import { launcherArgs, runLauncher } from './lib/launcher.mjs';
import { ARTIFACTS_DIR, REPO_ROOT } from './lib/paths.mjs';
import { packageExtension, repoPath, VSIX_PATH } from './lib/playground.mjs';

// The README's pictures; a suite may add more (Session.shot(step, name) → artifacts/e2e/readme/<name>.png).
const README_SHOTS = ['all-domains', 'owner-domains', 'error', 'details-expiry', 'details-document', 'web-cors', 'hover', 'resolve-name', 'expiry-badge', 'export-json', 'register-confirmation', 'names-plan'];
const ARTIFACTS = join(ARTIFACTS_DIR, 'e2e');
const SCREENSHOTS = join(REPO_ROOT, 'media', 'screenshots');

const args = launcherArgs(import.meta.url, {
  grep: { type: 'string' },
  'no-setup': { type: 'boolean', default: false },
  'no-package': { type: 'boolean', default: false },
  'update-screenshots': { type: 'boolean', default: false },
});

const say = (line: string) => process.stdout.write(`[e2e] ${line}\n`);
let child: ChildProcess | undefined;
let interrupted: NodeJS.Signals | undefined;
// The mocha run has its own process group (see below), so a Ctrl-C reaches it once, from here:
// it then stops its editors and browsers (scripts/lib/proc.mts) before exiting.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted = signal;
    if (child && child.exitCode === null) child.kill(signal);
    else process.exit(130);
  });
}

await runLauncher('e2e', async (tally) => {
  try {
    rmSync(ARTIFACTS, { recursive: true, force: true }); // artifacts describe the latest run only
    if (!args['no-setup']) await ensureAll();
    if (args['no-package']) {
      if (!existsSync(VSIX_PATH)) throw new Error(`--no-package: ${repoPath(VSIX_PATH)} does not exist`);
      say(`using ${repoPath(VSIX_PATH)} as it is`);
    } else {
      const t = Date.now();
      await packageExtension();
      say(`npm run package: ${repoPath(VSIX_PATH)} (${Math.round(statSync(VSIX_PATH).size / 1024)} KB) in ${seconds(t)}`);
    }
    const counts = await runMocha();
    tally.add(counts);
    if (args['update-screenshots']) updateScreenshots(counts);
  } finally {
    say(`artifacts: ${repoPath(ARTIFACTS)}/`);
  }
}, { interrupted: () => interrupted !== undefined });

function runMocha(): Promise<Counts> {
  const mochaArgs = [
    join(REPO_ROOT, 'node_modules', 'mocha', 'bin', 'mocha.js'),
    '--config', join(REPO_ROOT, '.mocharc.json'), // tsx, and the reporter that prints "N passed, N failed"
    '--timeout', '300000', // a hang guard per test; the suites set their own, the UI waits theirs
    ...(args.grep ? ['--grep', args.grep] : []),
    join('test', 'e2e', '*.e2e.ts'),
  ];
  return new Promise((resolve, reject) => {
    child = spawn(process.execPath, mochaArgs, {
      cwd: REPO_ROOT,
      env: { ...process.env, NNS_E2E_VSIX: VSIX_PATH, NNS_E2E_ARTIFACTS: ARTIFACTS },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true, // its own process group: see the signal handlers above
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const exitCode = code ?? (signal ? 128 : 0);
      resolve(finalCounts({ output, exitCode, finished: signal === null }));
    });
  });
}

function updateScreenshots({ failed }: Counts): void {
  if (failed > 0) {
    say('not updating media/screenshots/: the run failed');
    return;
  }
  const missing = README_SHOTS.filter((name) => !existsSync(join(ARTIFACTS, 'readme', `${name}.png`)));
  if (missing.length) {
    say(`not updating media/screenshots/: no ${missing.join(', ')} (run without --grep)`);
    return;
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const file of readdirSync(join(ARTIFACTS, 'readme')).filter((f) => f.endsWith('.png')).sort()) {
    const dest = join(SCREENSHOTS, file);
    copyFileSync(join(ARTIFACTS, 'readme', file), dest);
    say(`updated ${repoPath(dest)} (${Math.round(statSync(dest).size / 1024)} KB)`);
  }
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}
