// Which extension host runs the extension, for the log: the same code runs in a Node process (local,
// or remote as in code-server and Codespaces) and, as dist/web/extension.js, in VS Code for the Web's
// web worker, where a node must allow cross-origin requests.
import * as vscode from 'vscode';

export function extensionHostName(extensionKind: vscode.ExtensionKind, scope: object = globalThis): string {
  // Only a worker's global scope has WorkerGlobalScope; Node has none, whatever its version.
  if ('WorkerGlobalScope' in scope) return 'web worker extension host';
  return extensionKind === vscode.ExtensionKind.Workspace ? 'remote Node extension host' : 'local Node extension host';
}
