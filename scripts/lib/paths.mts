// Where the harness keeps things. Everything generated lives in git-ignored folders.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// 4.100.3 is the last code-server release that runs on Node 20 (it bundles VS Code 1.100.3).
export const CODE_SERVER_VERSION = '4.100.3';
export const CODE_SERVER_DIR = join(REPO_ROOT, '.cache', 'code-server');
export const CODE_SERVER_PACKAGE = join(CODE_SERVER_DIR, 'node_modules', 'code-server');
// Run the entry with our own Node so the pid we hold is code-server itself, not a shell wrapper.
export const CODE_SERVER_ENTRY = join(CODE_SERVER_PACKAGE, 'out', 'node', 'entry.js');
// Written only after an install was verified; its presence makes setup a no-op.
export const CODE_SERVER_MARKER = join(CODE_SERVER_DIR, '.installed');

export const CHROMIUM = '/usr/bin/chromium';
export const ARTIFACTS_DIR = join(REPO_ROOT, 'artifacts');
