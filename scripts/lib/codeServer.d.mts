// Types for codeServer.mjs, so the TypeScript end-to-end tests can start code-server.
export const QUIET_USER_SETTINGS: Readonly<Record<string, unknown>>;

export interface StartCodeServerOptions {
  workspace?: string;
  userSettings?: Record<string, unknown>;
  workspaceSettings?: Record<string, unknown>;
  trust?: boolean;
  vsix?: string | string[];
  env?: Record<string, string>;
  logFile?: string;
  keepTemp?: boolean;
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
  workbenchUrl(options?: { folder?: string; payload?: Array<[string, string]> }): string;
  testUrl(options: { extensionDevelopmentPath: string; extensionTestsPath?: string; folder?: string }): string;
  readLog(): string;
  saveLog(dest: string): void;
  readonly running: boolean;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function installVsix(options: { vsix: string; extensionsDir: string; userDataDir: string; env?: Record<string, string | undefined> }): Promise<string>;
export function startCodeServer(options?: StartCodeServerOptions): Promise<CodeServer>;
