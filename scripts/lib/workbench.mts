// For end-to-end tests and the playground: a code-server with given settings (and optionally a
// .vsix) plus a Chromium page showing its workbench, and a few UI steps that VS Code 1.100's DOM
// supports. Everything is stopped by close() (also on Ctrl-C).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openWorkbench, type LaunchBrowserOptions, type LaunchedBrowser } from './browser.mjs';
import { startCodeServer, type CodeServer, type StartCodeServerOptions } from './codeServer.mjs';

export interface Workbench {
  readonly server: CodeServer;
  readonly page: Page;
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export type StartWorkbenchOptions = StartCodeServerOptions & Pick<LaunchBrowserOptions, 'viewport' | 'headless'> & { timeoutMs?: number };

/** Starts code-server (with everything startCodeServer takes) and opens its workbench on the workspace folder. */
export async function startWorkbench({ viewport, headless, timeoutMs = 60_000, ...serverOptions }: StartWorkbenchOptions = {}): Promise<Workbench> {
  const server = await startCodeServer(serverOptions);
  let browser: LaunchedBrowser | undefined;
  try {
    browser = await launchBrowser({ viewport, headless });
    await openWorkbench(browser.page, server.workbenchUrl(), { timeoutMs });
    const { page, context, close } = browser;
    return {
      server,
      page,
      context,
      async close() {
        await close();
        await server.stop();
      },
    };
  } catch (error) {
    await browser?.close();
    await server.stop();
    throw error;
  }
}

/**
 * Runs a palette command by its full title, e.g. "Neo Name Service: Refresh" (F1, type, click the exact row).
 * Right after the workbench appears, extensions may not be registered yet and the palette would
 * not list their commands: it reopens the palette until the row shows up or `timeoutMs` passes.
 */
export async function runCommand(page: Page, title: string, { timeoutMs = 30_000 }: { timeoutMs?: number } = {}): Promise<void> {
  const input = page.locator('.quick-input-widget input');
  const row = page.locator('.quick-input-list .monaco-list-row', {
    has: page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }),
  }).first();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.keyboard.press('F1');
    await input.waitFor({ state: 'visible', timeout: timeoutMs });
    await input.fill(`>${title}`);
    const found = await row.waitFor({ state: 'visible', timeout: 2_000 }).then(() => true, () => false);
    if (found) {
      await row.click();
      return;
    }
    await page.keyboard.press('Escape');
    if (Date.now() > deadline) throw new Error(`the command palette never listed "${title}"`);
  }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens an activity-bar view container by its title, e.g. "Neo Name Service". */
export async function openViewContainer(page: Page, title: string, { timeoutMs = 30_000 }: { timeoutMs?: number } = {}): Promise<Locator> {
  const icon = page.locator(`.activitybar a.action-label[aria-label^="${title.replace(/"/g, '\\"')}"]`);
  await icon.waitFor({ state: 'visible', timeout: timeoutMs });
  const item = page.locator('.activitybar .action-item', { has: icon });
  if (!((await item.getAttribute('class')) ?? '').includes('checked')) await icon.click();
  return page.locator('.sidebar');
}

/** The visible text of the rows of the view titled `viewTitle` (tree rows in its .pane). */
export async function viewRows(page: Page, viewTitle: string): Promise<string[]> {
  const pane = page.locator('.pane', { has: page.locator('.pane-header', { hasText: viewTitle }) });
  return pane.locator('.monaco-list-row').allInnerTexts();
}

/** Saves a screenshot, creating the folder first. */
export async function screenshot(page: Page, path: string): Promise<string> {
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path });
  return path;
}
