// Above the first line of an opened `*.context.json` (a contract parameters context): "Send Signed
// Transaction…" and "Inspect Transaction", in a trusted workspace of a Node extension host only (nothing
// is sent in Restricted Mode or the web build). The lenses only name the file: the commands read it.
import * as vscode from 'vscode';
import { CommandIds } from '../model/ids';
import type { Localizer } from '../model/text/localizer';
import { isWebWorkerHost } from '../services/extensionHost';

export class ContextFileLensProvider implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;
  private readonly disposables: vscode.Disposable[];

  /** `scope`: the global scope, replaced by tests. */
  constructor(private readonly l10n: Localizer, private readonly scope: object = globalThis) {
    this.disposables = [
      this.changed,
      vscode.languages.registerCodeLensProvider({ pattern: '**/*.context.json' }, this),
      // Trust granted: the lenses appear.
      vscode.workspace.onDidGrantWorkspaceTrust(() => this.changed.fire()),
    ];
  }

  provideCodeLenses(document: Pick<vscode.TextDocument, 'uri' | 'lineCount'>): vscode.CodeLens[] {
    if (!vscode.workspace.isTrusted || isWebWorkerHost(this.scope) || document.lineCount === 0) return [];
    const range = new vscode.Range(0, 0, 0, 0);
    const args = [document.uri];
    return [
      new vscode.CodeLens(range, { title: this.l10n.t('Send Signed Transaction…'), command: CommandIds.sendSignedTransaction, arguments: args }),
      new vscode.CodeLens(range, { title: this.l10n.t('Inspect Transaction'), command: CommandIds.inspectTransaction, arguments: args }),
    ];
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}
