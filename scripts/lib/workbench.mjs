// For end-to-end tests and the playground: a code-server with given settings (and optionally a
// .vsix) plus a Chromium page showing its workbench, and a few UI steps that VS Code 1.100's DOM
// supports. Everything is stopped by close() (also on Ctrl-C).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { launchBrowser, openWorkbench } from './browser.mjs';
import { startCodeServer } from './codeServer.mjs';

/**
 * Starts code-server and opens its workbench on the workspace folder.
 * options: everything startCodeServer takes (workspace, userSettings, workspaceSettings, trust,
 *          vsix, env, logFile, keepTemp), plus viewport, headless, timeoutMs.
 * Returns { server, page, context, close() }.
 */
export async function startWorkbench({ viewport, headless, timeoutMs = 60_000, ...serverOptions } = {}) {
  const server = await startCodeServer(serverOptions);
  let browser;
  try {
    browser = await launchBrowser({ viewport, headless });
    await openWorkbench(browser.page, server.workbenchUrl(), { timeoutMs });
    return {
      server,
      page: browser.page,
      context: browser.context,
      async close() {
        await browser.close();
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
 * Runs a palette command by its full title, e.g. "NNS: Refresh" (F1, type, click the exact row).
 * Right after the workbench appears, extensions may not be registered yet and the palette would
 * not list their commands: it reopens the palette until the row shows up or `timeoutMs` passes.
 */
export async function runCommand(page, title, { timeoutMs = 30_000 } = {}) {
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

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens an activity-bar view container by its title, e.g. "Neo Name Service". */
export async function openViewContainer(page, title, { timeoutMs = 30_000 } = {}) {
  const icon = page.locator(`.activitybar a.action-label[aria-label^="${title.replace(/"/g, '\\"')}"]`);
  await icon.waitFor({ state: 'visible', timeout: timeoutMs });
  const item = page.locator('.activitybar .action-item', { has: icon });
  if (!((await item.getAttribute('class')) ?? '').includes('checked')) await icon.click();
  return page.locator('.sidebar');
}

/** The visible text of the rows of the view titled `viewTitle` (tree rows in its .pane). */
export async function viewRows(page, viewTitle) {
  const pane = page.locator('.pane', { has: page.locator('.pane-header', { hasText: viewTitle }) });
  return pane.locator('.monaco-list-row').allInnerTexts();
}

/** Saves a screenshot, creating the folder first. */
export async function screenshot(page, path) {
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path });
  return path;
}
