#!/usr/bin/env -S node --import tsx
// Installs code-server (real VS Code, web workbench + Node extension host) and the Debian packages
// the real-editor tests need. Idempotent: a second run only checks and prints "nothing to do".
//   npm run setup:vscode [-- --force]     (node --import tsx scripts/setup-code-server.mts)
// Works unattended (CI=true, no stdin): apt-get runs non-interactively, npm never prompts.
import { ensureAll } from './lib/install.mjs';
import { messageOf } from './lib/proc.mjs';

const force = process.argv.includes('--force');
const started = Date.now();
try {
  const result = await ensureAll({ force });
  process.stdout.write(`[setup] ${result === 'skipped' ? 'ready' : 'done'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
} catch (error) {
  process.stderr.write(`[setup] FAILED: ${messageOf(error)}\n`);
  process.exit(1);
}
