// Starts and stops code-server (real VS Code 1.100.3: web workbench + Node extension host) for tests
// and the playground. One fresh server per suite: its own temp user-data, extensions and XDG dirs,
// so nothing leaks between runs or into the home directory. Notes: ../../../shared/real-vscode.md
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync,
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { codeServerReady } from './install.mjs';
import { CODE_SERVER_ENTRY, CODE_SERVER_VERSION } from './paths.mjs';
import { addCleanup, run, stopTree } from './proc.mjs';

/** User settings that keep runs quiet and screenshots stable. */
export const QUIET_USER_SETTINGS: Readonly<Record<string, unknown>> = Object.freeze({
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  // Screenshots otherwise catch notifications mid-animation.
  'workbench.reduceMotion': 'on',
});

/** Extra defaults when workspace trust is on: open in Restricted Mode without the blocking modal. */
const UNTRUSTED_USER_SETTINGS = Object.freeze({
  'security.workspace.trust.startupPrompt': 'never',
});

const MARKER_NAME = 'NNS_HARNESS_RUN';
const HEALTH_TIMEOUT_MS = 60_000; // a hang guard only: healthy in about 1 s

/** A free TCP port on 127.0.0.1 (the OS picks; a race with another process is retried on start). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}

/** The environment code-server (and so the extension host) runs with. */
function serverEnv(tempRoot: string, marker: string, extraEnv: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Started from a VS Code terminal, these would make code-server act as a CLI of that other
  // instance, or read another config file.
  for (const key of Object.keys(env)) {
    if (key.startsWith('VSCODE_') || key === 'ELECTRON_RUN_AS_NODE' || key === 'CODE_SERVER_CONFIG'
      || key === 'PASSWORD' || key === 'HASHED_PASSWORD' || key === 'CODE_SERVER_PARENT_PID') {
      delete env[key];
    }
  }
  return {
    ...env,
    EXTENSIONS_GALLERY: '{}', // no marketplace: the workbench would try to reach it
    XDG_CONFIG_HOME: join(tempRoot, 'xdg-config'), // code-server writes here even for --version
    XDG_DATA_HOME: join(tempRoot, 'xdg-data'),
    XDG_CACHE_HOME: join(tempRoot, 'xdg-cache'),
    // The extension host and built-in extensions leave IPC sockets in the temp dir: keep them in
    // ours, which stop() removes. Short name: Unix socket paths are limited to ~107 bytes.
    TMPDIR: join(tempRoot, 't'),
    [MARKER_NAME]: marker, // lets stop() find every process of this server, see proc.mts
    ...extraEnv,
  };
}

/**
 * Installs a .vsix into an extensions dir with `code-server --install-extension` (offline: the
 * file is local and EXTENSIONS_GALLERY is empty).
 */
export async function installVsix({ vsix, extensionsDir, userDataDir, env }: {
  vsix: string; extensionsDir: string; userDataDir: string; env?: NodeJS.ProcessEnv;
}): Promise<string> {
  const path = resolve(vsix);
  if (!existsSync(path)) throw new Error(`no such .vsix: ${path}`);
  const { code, output } = await run(process.execPath, [
    CODE_SERVER_ENTRY, '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir,
    '--install-extension', path, '--force',
  ], { env, quiet: true, timeoutMs: 120_000 });
  // It prints "Extension '…' was successfully installed." and exits 0 on success.
  if (code !== 0 || !/successfully installed/i.test(output)) {
    throw new Error(`code-server --install-extension ${path} failed (exit ${code}):\n${output}`);
  }
  return output.trim();
}

export interface StartCodeServerOptions {
  /** The folder to open; default: a new empty temp folder (so workspace settings can be written). */
  workspace?: string;
  /** Merged over QUIET_USER_SETTINGS into the user settings.json. */
  userSettings?: Record<string, unknown>;
  /** Written to <workspace>/.vscode/settings.json when given. */
  workspaceSettings?: Record<string, unknown>;
  /**
   * true (default): --disable-workspace-trust; false: trust on, the folder opens untrusted (Restricted
   * Mode) without the startup modal.
   */
  trust?: boolean;
  /** A .vsix path, or several, installed before the server starts. */
  vsix?: string | readonly string[];
  /** Extra environment for the server and its extension host. */
  env?: Record<string, string>;
  /** Where code-server's stdout/stderr go; default server.log in the temp root. */
  logFile?: string;
  /** Leave the temp root on stop (debugging). */
  keepTemp?: boolean;
  /**
   * Listen on this port of 127.0.0.1 (the playground's stable URL); default a free port. A fixed
   * port that is taken fails instead of moving elsewhere.
   */
  port?: number;
}

export interface CodeServer {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly workspace: string;
  readonly userDataDir: string;
  readonly extensionsDir: string;
  readonly tempRoot: string;
  readonly logFile: string;
  /** The workbench URL for a folder (default the workspace), optionally with a payload. */
  workbenchUrl(options?: { folder?: string; payload?: Array<[string, string]> }): string;
  /**
   * The workbench URL that loads an extension unpacked and runs its tests in the extension host,
   * what `code --extensionDevelopmentPath --extensionTestsPath` does on the desktop.
   */
  testUrl(options: { extensionDevelopmentPath: string; extensionTestsPath?: string; folder?: string }): string;
  readLog(): string;
  saveLog(dest: string): void;
  readonly running: boolean;
  stop(): Promise<void>;
}

/** Starts a fresh code-server and waits until /healthz answers. */
export async function startCodeServer(options: StartCodeServerOptions = {}): Promise<CodeServer> {
  if (!codeServerReady()) {
    throw new Error(`code-server ${CODE_SERVER_VERSION} is not installed: run \`npm run setup:vscode\``);
  }
  const {
    userSettings = {}, workspaceSettings, trust = true, vsix, env: extraEnv = {}, keepTemp = false,
  } = options;
  const tempRoot = mkdtempSync(join(tmpdir(), 'nns-code-server-'));
  const marker = randomUUID();
  let stopped = false;
  let child: ChildProcess | undefined;
  let logFd: number | undefined;
  const cleanup = addCleanup(async () => {
    stopped = true;
    if (child) await stopTree({ pid: child.pid, marker: { name: MARKER_NAME, value: marker } });
    if (logFd !== undefined) closeSync(logFd);
    if (!keepTemp) rmSync(tempRoot, { recursive: true, force: true });
  });

  try {
    const userDataDir = join(tempRoot, 'user-data');
    const extensionsDir = join(tempRoot, 'extensions');
    const workspace = options.workspace ? resolve(options.workspace) : join(tempRoot, 'workspace');
    for (const dir of [join(userDataDir, 'User'), extensionsDir, workspace, join(tempRoot, 't')]) mkdirSync(dir, { recursive: true });
    writeJson(join(userDataDir, 'User', 'settings.json'), {
      ...QUIET_USER_SETTINGS, ...(trust ? {} : UNTRUSTED_USER_SETTINGS), ...userSettings,
    });
    if (workspaceSettings) writeJson(join(workspace, '.vscode', 'settings.json'), workspaceSettings);

    const env = serverEnv(tempRoot, marker, extraEnv);
    for (const file of typeof vsix === 'string' ? [vsix] : (vsix ?? [])) await installVsix({ vsix: file, extensionsDir, userDataDir, env });

    const logFile = options.logFile ? resolve(options.logFile) : join(tempRoot, 'server.log');
    mkdirSync(dirname(logFile), { recursive: true });
    logFd = openSync(logFile, 'a');

    let port: number;
    let server: ChildProcess;
    for (let attempt = 1; ; attempt++) {
      port = options.port ?? await freePort();
      const args = [
        CODE_SERVER_ENTRY, '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`,
        '--disable-telemetry', '--disable-update-check', '--disable-getting-started-override',
        ...(trust ? ['--disable-workspace-trust'] : []),
        '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir, workspace,
      ];
      writeFileSync(logFd, `[harness] ${new Date().toISOString()} node ${args.join(' ')}\n`);
      // detached: its own process group, so stop() can signal code-server and all its children.
      server = spawn(process.execPath, args, { env, detached: true, stdio: ['ignore', logFd, logFd] });
      child = server; // what the clean-up stops
      const outcome = await waitHealthy(server, port, logFile, statSync(logFile).size);
      if (outcome === 'healthy') break;
      await stopTree({ pid: server.pid, marker: { name: MARKER_NAME, value: marker } });
      const log = readFileSync(logFile, 'utf8');
      if (attempt < 3 && !options.port && /EADDRINUSE/.test(log)) continue; // lost the port race: pick another
      throw new Error(`code-server did not become healthy (${outcome}); log ${logFile}:\n${log.slice(-3000)}`);
    }

    const url = `http://127.0.0.1:${port}`;
    const authority = `127.0.0.1:${port}`;
    const remote = (path: string) => `vscode-remote://${authority}${toPosixAbsolute(path)}`;
    const codeServer: CodeServer = {
      url, port, pid: server.pid ?? 0, workspace, userDataDir, extensionsDir, tempRoot, logFile,
      workbenchUrl({ folder = workspace, payload } = {}) {
        const params = new URLSearchParams();
        if (folder) params.set('folder', toPosixAbsolute(folder));
        if (payload?.length) params.set('payload', JSON.stringify(payload));
        return `${url}/?${params}`;
      },
      testUrl({ extensionDevelopmentPath, extensionTestsPath, folder = workspace }) {
        const payload: Array<[string, string]> = [['extensionDevelopmentPath', remote(extensionDevelopmentPath)]];
        if (extensionTestsPath) payload.push(['extensionTestsPath', remote(extensionTestsPath.replace(/\.js$/, ''))]);
        payload.push(['skipWelcome', 'true']);
        return codeServer.workbenchUrl({ folder, payload });
      },
      readLog: () => readFileSync(logFile, 'utf8'),
      saveLog(dest) {
        mkdirSync(dirname(dest), { recursive: true });
        copyFileSync(logFile, dest);
      },
      get running() {
        return !stopped && server.exitCode === null && server.signalCode === null;
      },
      stop: cleanup,
    };
    return codeServer;
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * Resolves 'healthy' once GET /healthz answers 200 *and* our server's log says it listens on the
 * port (another process on a taken port would answer /healthz too), or says how it failed.
 */
async function waitHealthy(child: ChildProcess, port: number, logFile: string, logOffset: number): Promise<string> {
  let exited: string | undefined;
  const onExit = (code: number | null, signal: NodeJS.Signals | null) => { exited = `exited early with ${signal ?? `code ${code}`}`; };
  child.once('exit', onExit);
  const listening = `HTTP server listening on http://127.0.0.1:${port}/`;
  const ours = () => readFileSync(logFile, 'utf8').slice(logOffset).includes(listening);
  try {
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (exited) return exited;
      const log = readFileSync(logFile, 'utf8').slice(logOffset);
      if (/EADDRINUSE/.test(log)) return `port ${port} is in use`;
      if (ours()) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
          if (response.ok) return 'healthy';
        } catch {
          // not answering yet
        }
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return `no answer on /healthz within ${HEALTH_TIMEOUT_MS / 1000} s`;
  } finally {
    child.off('exit', onExit);
  }
}

function toPosixAbsolute(path: string): string {
  const absolute = isAbsolute(path) ? path : resolve(path);
  return absolute.split('\\').join('/');
}

function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}
