// The extension's entry: activate() wires it (wiring.ts) and returns nothing; the integration suites
// read the views through a test build of their own that wraps the same wiring.
import type * as vscode from 'vscode';
import { wireExtension } from './wiring';

export function activate(context: vscode.ExtensionContext): void {
  wireExtension(context);
}

export function deactivate(): void {
  // Everything is in context.subscriptions.
}
