// Runs a mocha suite (a module exporting run()) inside the extension host of a real VS Code
// (code-server + headless Chromium), the way `code --extensionTestsPath` does on the desktop.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { format } from 'node:util';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { launchBrowser, type LaunchedBrowser } from './browser.mjs';
import { startCodeServer, type CodeServer } from './codeServer.mjs';
import { REPO_ROOT } from './paths.mjs';
import { messageOf, run } from './proc.mjs';
import { stackMapper } from './sourceMap.mjs';

/** `npm run build` in the extension folder when it has a build script: the host loads its `main`. */
export async function buildExtension(dir: string, say: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<void> {
  const pkgPath = join(dir, 'package.json');
  if (!existsSync(pkgPath)) throw new Error(`${dir} has no package.json: not an extension`);
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { scripts?: Record<string, string> };
  if (!pkg.scripts?.build) return;
  say(`building the extension: npm run build (in ${relative(REPO_ROOT, dir) || '.'})`);
  const { code } = await run('npm', ['run', '--silent', 'build'], { cwd: dir });
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
}

/**
 * Bundles a suite entry (.ts) into out/<same path>.js: one CommonJS file for Node, with `vscode`
 * (provided by the extension host) and `mocha` (resolved from the repo's node_modules) left external.
 */
export async function bundleSuite(suiteFile: string): Promise<string> {
  const entry = resolve(suiteFile);
  const rel = relative(REPO_ROOT, entry);
  const inRepo = !rel.startsWith('..') && !isAbsolute(rel);
  const outfile = join(REPO_ROOT, 'out', inRepo ? rel.replace(/\.[cm]?tsx?$/, '.js') : join('external', 'suite.js'));
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['vscode', 'mocha'],
    sourcemap: true,
    logLevel: 'warning',
  });
  return outfile;
}

export interface RunSuiteOptions {
  extensionPath: string;
  suiteBundle: string;
  timeoutMs?: number;
  print?: (line: string) => void;
  /** Where the logs and a screenshot go when the suite fails. */
  artifactsDir?: string;
  userSettings?: Record<string, unknown>;
  workspaceSettings?: Record<string, unknown>;
  trust?: boolean;
  /** Extra environment for the extension host. */
  env?: Record<string, string>;
}

/** How a run ended; `finished`: the workbench reported that run() settled (exitCode 0: it resolved). */
interface Outcome {
  finished: boolean;
  exitCode?: number;
  reason: string;
  workbenchLogs?: ReadonlyArray<{ relativePath: string; contents: string }>;
}

export interface SuiteResult extends Outcome {
  /** Everything the suite and the workbench printed. */
  output: string;
}

/**
 * Runs the bundled suite. Never throws for a failing suite; throws only when the harness itself
 * cannot start.
 */
export async function runSuiteInCodeServer({
  extensionPath, suiteBundle, timeoutMs = 300_000, print = (line) => process.stdout.write(`${line}\n`),
  artifactsDir, userSettings, workspaceSettings, trust = true, env,
}: RunSuiteOptions): Promise<SuiteResult> {
  let output = '';
  const mapStack = stackMapper(suiteBundle);
  const emit = (line: string) => {
    output += `${line}\n`;
    print(line);
  };
  let server: CodeServer | undefined;
  let browser: LaunchedBrowser | undefined;
  try {
    server = await startCodeServer({ userSettings, workspaceSettings, trust, env });
    emit(`[harness] code-server ${server.url} (pid ${server.pid}), workspace ${server.workspace}`);
    browser = await launchBrowser();
    const { page } = browser;

    let settle: (outcome: Outcome) => void = () => {};
    const settled = new Promise<Outcome>((r) => { settle = r; });
    // Called by the workbench with its log lines while extension tests run, the extension host's
    // console output among them.
    // `message` is the logger's argument list, e.g. ['%s (%dms)', 'title', 12] from mocha's reporter.
    await page.exposeFunction('codeAutomationLog', (level: string, message: unknown) => {
      const text = Array.isArray(message) ? format(...(message as unknown[])) : String(message);
      for (const raw of text.split('\n')) {
        const line = mapStack(raw);
        if (shouldPrint(line)) emit(formatLog(level, line));
        else output += `${line}\n`;
      }
    });
    // Called once run() settles: 0 when it resolved, 1 when it threw; then the workbench's logs.
    await page.exposeFunction('codeAutomationExit', (code: unknown, logs: Outcome['workbenchLogs']) => {
      settle({ finished: true, exitCode: Number(code), reason: `run() settled with exit code ${code}`, workbenchLogs: logs });
    });
    page.on('pageerror', (error) => emit(`[page error] ${error.message}`));
    page.on('crash', () => settle({ finished: false, reason: 'the workbench tab crashed' }));

    const started = server;
    const serverGone = (async (): Promise<Outcome> => {
      while (started.running) await new Promise((r) => setTimeout(r, 500));
      return { finished: false, reason: 'code-server exited during the run' };
    })();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<Outcome>((r) => {
      timer = setTimeout(() => r({ finished: false, reason: `timed out after ${Math.round(timeoutMs / 1000)} s` }), timeoutMs);
    });

    const url = server.testUrl({ extensionDevelopmentPath: extensionPath, extensionTestsPath: suiteBundle });
    emit(`[harness] opening the workbench with extensionDevelopmentPath=${extensionPath} extensionTestsPath=${suiteBundle}`);
    const loaded = page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs })
      .then(() => new Promise<Outcome>(() => {}), (error: unknown): Outcome => ({ finished: false, reason: `the workbench did not load: ${messageOf(error)}` }));
    const result = await Promise.race([settled, timedOut, serverGone, loaded]);
    clearTimeout(timer);

    const ok = result.finished && result.exitCode === 0;
    if (!ok && artifactsDir) await saveArtifacts({ artifactsDir, server, page, output, result, emit });
    return { ...result, output };
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

async function saveArtifacts({ artifactsDir, server, page, output, result, emit }: {
  artifactsDir: string; server: CodeServer; page: Page; output: string; result: Outcome; emit: (line: string) => void;
}): Promise<void> {
  try {
    mkdirSync(artifactsDir, { recursive: true });
    server.saveLog(join(artifactsDir, 'code-server.log'));
    writeFileSync(join(artifactsDir, 'output.log'), output);
    await page.screenshot({ path: join(artifactsDir, 'screenshot.png'), timeout: 15_000 }).catch((error: unknown) => {
      emit(`[harness] no screenshot: ${messageOf(error)}`);
    });
    for (const { relativePath, contents } of result.workbenchLogs ?? []) {
      const dest = join(artifactsDir, 'workbench-logs', relativePath);
      if (relative(artifactsDir, dest).startsWith('..')) continue; // never write outside
      mkdirSync(dirname(dest), { recursive: true });
      writeFileSync(dest, contents);
    }
    emit(`[harness] saved code-server log, output and screenshot to ${relative(process.cwd(), artifactsDir) || '.'}`);
  } catch (error) {
    emit(`[harness] could not save artifacts: ${messageOf(error)}`);
  }
}

// In test mode the workbench sends its own log and the extension host's console through the same
// channel, with no label. Drop the workbench's routine start-up lines (kept in output.log); print
// everything else, so nothing the suite says is ever hidden.
const WORKBENCH_NOISE = [
  /^Resolving connection token/, /^Resolved connection token/, /^Creating a socket/,
  /^Ignoring fetching additional builtin extensions/, /^Updating additional builtin extensions cache/,
  /^\[Service Worker\]/, /^ChatSessionStore:/, /^\[driver\]/, /vsda/, /^Creation of workbench contribution/,
];
function shouldPrint(line: string): boolean {
  if (!line.trim()) return false;
  return !WORKBENCH_NOISE.some((re) => re.test(line));
}

function formatLog(level: string, line: string): string {
  return level === 'error' || level === 'warn' ? `[${level}] ${line}` : line;
}
