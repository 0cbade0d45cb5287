// Which extension host runs the extension, for the log and the write commands: a Node process (local or
// remote) or, as dist/web/extension.js, VS Code for the Web's web worker, where nothing is signed.
import * as vscode from 'vscode';

/** Whether this is a web worker extension host: only a worker's global scope has WorkerGlobalScope (Node has none, whatever its version). */
export function isWebWorkerHost(scope: object = globalThis): boolean {
  return 'WorkerGlobalScope' in scope;
}

export function extensionHostName(extensionKind: vscode.ExtensionKind, scope: object = globalThis): string {
  if (isWebWorkerHost(scope)) return 'web worker extension host';
  return extensionKind === vscode.ExtensionKind.Workspace ? 'remote Node extension host' : 'local Node extension host';
}
