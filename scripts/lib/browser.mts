// Debian's Chromium, headless, driven by playwright-core, with a fresh profile per launch.
// No Playwright browser download: /usr/bin/chromium comes from apt (see setup-code-server.mts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM } from './paths.mjs';
import { addCleanup } from './proc.mjs';

export const CHROMIUM_ARGS: readonly string[] = Object.freeze([
  '--no-sandbox', // root in a container: the sandbox cannot start
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking', // offline: no update, safe-browsing or variations requests
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage', // small /dev/shm in containers crashes tabs
]);

export interface LaunchedBrowser {
  readonly context: BrowserContext;
  /** The context's first tab. */
  readonly page: Page;
  /** Idempotent; also runs on Ctrl-C. */
  close(): Promise<void>;
}

export interface LaunchBrowserOptions {
  /** Default true. */
  headless?: boolean;
  /** Default 1280x800. */
  viewport?: { width: number; height: number };
  /** Extra flags. */
  args?: readonly string[];
}

/** Launches Chromium with a new temp profile. */
export async function launchBrowser({ headless = true, viewport = { width: 1280, height: 800 }, args = [] }: LaunchBrowserOptions = {}): Promise<LaunchedBrowser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run \`npm run setup:vscode\``);
  const profile = mkdtempSync(join(tmpdir(), 'nns-chromium-'));
  let context: BrowserContext | undefined;
  const close = addCleanup(async () => {
    // close() can hang on a wedged renderer; the profile must go either way.
    let timer: NodeJS.Timeout | undefined;
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

/** Opens a workbench URL and waits until VS Code has rendered (`.monaco-workbench`); `timeoutMs` is a hang guard. */
export async function openWorkbench(page: Page, url: string, { timeoutMs = 60_000 }: { timeoutMs?: number } = {}): Promise<Page> {
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
  await page.waitForSelector('.monaco-workbench', { state: 'attached', timeout: timeoutMs });
  return page;
}
