// Debian's Chromium, headless, driven by playwright-core, with a fresh profile per launch.
// No Playwright browser download: /usr/bin/chromium comes from apt (see setup-code-server.mjs).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './paths.mjs';
import { addCleanup } from './proc.mjs';

export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox', // root in a container: the sandbox cannot start
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking', // offline: no update, safe-browsing or variations requests
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage', // small /dev/shm in containers crashes tabs
]);

/**
 * Launches Chromium with a new temp profile. Returns { context, page, close() }: `page` is the
 * context's first tab. close() is idempotent and also runs on Ctrl-C.
 * options: headless (default true), viewport (default 1280x800), args (extra flags).
 */
export async function launchBrowser({ headless = true, viewport = { width: 1280, height: 800 }, args = [] } = {}) {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run \`npm run setup:vscode\``);
  const profile = mkdtempSync(join(tmpdir(), 'nns-chromium-'));
  let context;
  const close = addCleanup(async () => {
    // close() can hang on a wedged renderer; the profile must go either way.
    let timer;
    await Promise.race([
      context?.close().catch(() => {}),
      new Promise((r) => { timer = setTimeout(r, 10_000); }),
    ]);
    clearTimeout(timer); // a pending timer would keep Node alive for 10 s after the run
    rmSync(profile, { recursive: true, force: true });
  });
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless,
      viewport,
      args: [...CHROMIUM_ARGS, ...args],
      // Our own cleanup handles signals: Playwright's handlers would race with it.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      timeout: 60_000,
      // Chromium's crash handler and dconf otherwise write into the home directory.
      env: { ...process.env, XDG_CONFIG_HOME: join(profile, 'xdg-config'), XDG_CACHE_HOME: join(profile, 'xdg-cache') },
    });
    const page = context.pages()[0] ?? await context.newPage();
    return { context, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Opens a workbench URL and waits until VS Code has rendered (`.monaco-workbench`).
 * options: timeoutMs (hang guard, default 60 s).
 */
export async function openWorkbench(page, url, { timeoutMs = 60_000 } = {}) {
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
  await page.waitForSelector('.monaco-workbench', { state: 'attached', timeout: timeoutMs });
  return page;
}
