// Tells the views' `when` clauses that the tree views exist, so the "starting" welcome gives way to rows. One
// round trip first: VS Code sets a data provider a microtask after its registration, while a setContext in the
// same batch applies at once, and its "no data provider" message would show in between.
import * as vscode from 'vscode';
import { ContextKeys } from '../model/ids';

/** Call after every tree view is created; resolves once VS Code has the key. */
export async function announceViewsReady(): Promise<void> {
  await vscode.commands.executeCommand('setContext', ContextKeys.viewsReady, false);
  await vscode.commands.executeCommand('setContext', ContextKeys.viewsReady, true);
}

/**
 * On deactivation (an extension host restart, an update) the providers go while VS Code keeps the
 * key: cleared, the views say "starting" again instead of VS Code's no-data-provider message.
 */
export function viewsReadyReset(): vscode.Disposable {
  return { dispose: () => void vscode.commands.executeCommand('setContext', ContextKeys.viewsReady, false) };
}
