// Tells VS Code's `when` clauses that the views' tree views exist, so the views' "starting" welcome
// gives way to their rows. VS Code (1.100) sets a tree view's data provider a microtask after the
// registration message arrives, while a `setContext` sent in the same batch of messages applies at
// once: the welcome would go first, and VS Code's "There is no data provider registered…" would show
// until the provider is set. So one round trip first: VS Code answers the first `setContext` only
// after handling every earlier message, the registrations included.
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
