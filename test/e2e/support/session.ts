// One editor for one e2e suite: a fresh code-server with the packaged nns-explorer.vsix installed
// (`--install-extension`, as a user installs it), headless Chromium showing its workbench, and the
// suite's artifacts folder: numbered step screenshots, the code-server log, and on a failure the
// screenshot and browser console of that moment.
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, openWorkbench, type LaunchedBrowser } from '../../../scripts/lib/browser.mjs';
import { startCodeServer, type CodeServer, type StartCodeServerOptions } from '../../../scripts/lib/codeServer.mjs';
import { ARTIFACTS_DIR, REPO_ROOT } from '../../../scripts/lib/paths.mjs';
import { UI_TIMEOUT_MS, Workbench } from './workbench';

/** Where screenshots and logs go (git-ignored); scripts/test-e2e.mts empties it before a run. */
export const E2E_ARTIFACTS = process.env.NNS_E2E_ARTIFACTS ?? join(ARTIFACTS_DIR, 'e2e');
/** Screenshots meant for the README; `npm run test:e2e -- --update-screenshots` copies them to media/screenshots/. */
export const README_SHOTS = join(E2E_ARTIFACTS, 'readme');
/** The packaged extension; scripts/test-e2e.mts runs `npm run package` first. */
export const VSIX = process.env.NNS_E2E_VSIX ?? join(REPO_ROOT, 'nns-explorer.vsix');
/** Small enough for README pictures, wide enough for the sidebar and a notification. */
export const VIEWPORT = { width: 1100, height: 720 } as const;

export interface SessionOptions extends Pick<StartCodeServerOptions, 'userSettings' | 'workspaceSettings' | 'trust' | 'workspace'> {
  /** Folder name under artifacts/e2e/. */
  readonly name: string;
}

export class Session {
  private step = 0;
  private readonly consoleLines: string[] = [];

  private constructor(
    readonly dir: string,
    readonly server: CodeServer,
    private readonly browser: LaunchedBrowser,
  ) {
    browser.page.on('console', (message) => this.consoleLines.push(`[${message.type()}] ${message.text()}`));
    browser.page.on('pageerror', (error) => this.consoleLines.push(`[pageerror] ${error.message}`));
  }

  static async open(options: SessionOptions): Promise<Session> {
    if (!existsSync(VSIX)) throw new Error(`${VSIX} is missing: run \`npm run package\` (scripts/test-e2e.mts does)`);
    const dir = join(E2E_ARTIFACTS, options.name);
    mkdirSync(dir, { recursive: true });
    const server = await startCodeServer({
      vsix: VSIX,
      trust: options.trust ?? true,
      userSettings: options.userSettings ?? {},
      ...(options.workspace ? { workspace: options.workspace } : {}),
      ...(options.workspaceSettings ? { workspaceSettings: options.workspaceSettings } : {}),
      logFile: join(dir, 'code-server.log'),
    });
    let browser: LaunchedBrowser | undefined;
    try {
      browser = await launchBrowser({ viewport: { ...VIEWPORT } });
      browser.page.setDefaultTimeout(UI_TIMEOUT_MS); // Playwright's 30 s is tight on a busy machine
      const session = new Session(dir, server, browser);
      await openWorkbench(browser.page, server.workbenchUrl(), { timeoutMs: UI_TIMEOUT_MS });
      return session;
    } catch (error) {
      await browser?.close();
      await server.stop();
      throw error;
    }
  }

  get page() {
    return this.browser.page;
  }

  get workbench(): Workbench {
    return new Workbench(this.browser.page);
  }

  /**
   * Saves a numbered screenshot of this step (pointer moved aside first, so no tooltip covers it,
   * unless the hover is what the picture shows); `readme` also writes it as
   * artifacts/e2e/readme/<readme>.png.
   */
  async shot(step: string, readme?: string, { keepHover = false } = {}): Promise<string> {
    if (!keepHover) await this.workbench.restPointer();
    this.step += 1;
    const file = join(this.dir, `${String(this.step).padStart(2, '0')}-${slug(step)}.png`);
    await this.page.screenshot({ path: file });
    if (readme) {
      mkdirSync(README_SHOTS, { recursive: true });
      copyFileSync(file, join(README_SHOTS, `${readme}.png`));
    }
    return file;
  }

  /** After a failed test: its screenshot and the browser console (the server log is in the folder already). */
  async saveFailure(title: string): Promise<void> {
    const base = join(this.dir, `FAILED-${slug(title)}`);
    try {
      await this.page.screenshot({ path: `${base}.png`, timeout: 15_000 });
    } catch (error) {
      writeFileSync(`${base}.screenshot-error.txt`, String(error));
    }
    writeFileSync(`${base}.console.log`, `${this.consoleLines.join('\n')}\n`);
    // What each sidebar view showed: rows are virtualised, so the screenshot alone may not tell.
    const views = await this.page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.sidebar .pane')].map((pane) => {
      const title = pane.querySelector('.pane-header h3.title')?.textContent ?? '?';
      const description = pane.querySelector('.pane-header .description')?.textContent ?? '';
      const message = pane.querySelector('.pane-body .message')?.textContent ?? '';
      const rows = [...pane.querySelectorAll<HTMLElement>('.monaco-list-rows > .monaco-list-row')].map((row) =>
        `  ${row.dataset.index} L${row.getAttribute('aria-level')} ${row.getAttribute('aria-expanded') ?? '-'} ${row.getAttribute('aria-selected') === 'true' ? '[selected] ' : ''}${row.querySelector('.label-name')?.textContent ?? ''}  ${row.querySelector('.label-description')?.textContent ?? ''}`);
      return `${title} — ${description}${message ? `\n  message: ${message}` : ''}\n${rows.join('\n')}`;
    }).join('\n\n')).catch((error: unknown) => `could not read the views: ${String(error)}`);
    writeFileSync(`${base}.views.txt`, `${views}\n`);
    process.stdout.write(`      artifacts: ${base}.png, ${join(this.dir, 'code-server.log')}\n`);
  }

  async close(): Promise<void> {
    await this.browser.close();
    await this.server.stop();
  }
}

/**
 * For a suite whose tests are steps on one editor: after a failed step the rest are skipped (a later
 * step would fail for the earlier one's reason), and the failure's screenshot and logs are saved.
 * Mocha's own bail would also skip every later suite.
 */
export function stepByStep(session: () => Session | undefined): void {
  let failed: string | undefined;
  beforeEach(function () {
    if (failed) this.skip();
  });
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    failed = this.currentTest.title;
    await session()?.saveFailure(this.currentTest.fullTitle());
  });
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
}
