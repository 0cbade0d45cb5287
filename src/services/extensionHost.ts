// Which extension host runs the extension, for the log and the write commands: the same code runs in
// a Node process (local, or remote as in code-server and Codespaces) and, as dist/web/extension.js,
// in VS Code for the Web's web worker, where a node must allow cross-origin requests and nothing is
// signed.
import * as vscode from 'vscode';

/** Whether this is a web worker extension host: only a worker's global scope has WorkerGlobalScope (Node has none, whatever its version). */
export function isWebWorkerHost(scope: object = globalThis): boolean {
  return 'WorkerGlobalScope' in scope;
}

export function extensionHostName(extensionKind: vscode.ExtensionKind, scope: object = globalThis): string {
  if (isWebWorkerHost(scope)) return 'web worker extension host';
  return extensionKind === vscode.ExtensionKind.Workspace ? 'remote Node extension host' : 'local Node extension host';
}
