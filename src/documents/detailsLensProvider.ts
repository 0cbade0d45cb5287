// The CodeLenses of a details document: above the name, Resolve… (not for a free name) and, in a trusted
// workspace, the write commands a free or held name allows; above the owner, Show Owner's Domains and Copy
// Owner Address. The editor title bar carries the same commands, for those who turned CodeLens off.
import * as vscode from 'vscode';
import { CommandIds, UriSchemes } from '../model/ids';
import type { Localizer } from '../model/text/localizer';
import type { DetailsContentProvider, DetailsDocumentModel } from './detailsContentProvider';

export class DetailsLensProvider implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly content: Pick<DetailsContentProvider, 'modelOf' | 'onDidProvide'>,
    private readonly l10n: Localizer,
  ) {
    this.disposables.push(
      this.changed,
      content.onDidProvide(() => this.changed.fire()),
      vscode.languages.registerCodeLensProvider({ scheme: UriSchemes.details }, this),
    );
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const model = this.content.modelOf(document.uri);
    const args = [document.uri];
    // Above the name, together: what it resolves to (a free name resolves to nothing), and what may be done with it.
    const nameLine = document.lineCount > 0 ? document.lineAt(0).range : undefined;
    const resolve = model?.name && nameLine && model.holding !== 'free'
      ? [new vscode.CodeLens(nameLine, { title: this.l10n.t('Resolve…'), command: CommandIds.resolveName, arguments: args })]
      : [];
    const manage = model && nameLine && vscode.workspace.isTrusted ? this.writeLenses(model, nameLine, args) : [];
    if (!model?.owner || model.ownerLine === undefined || model.ownerLine >= document.lineCount) return [...resolve, ...manage];
    const range = document.lineAt(model.ownerLine).range;
    return [
      ...resolve,
      ...manage,
      new vscode.CodeLens(range, { title: this.l10n.t("Show Owner's Domains"), command: CommandIds.showOwnerDomains, arguments: args }),
      new vscode.CodeLens(range, { title: this.l10n.t('Copy Owner Address'), command: CommandIds.copyOwnerAddress, arguments: args }),
    ];
  }

  private writeLenses(model: DetailsDocumentModel, range: vscode.Range, args: unknown[]): vscode.CodeLens[] {
    const lens = (title: string, command: string) => new vscode.CodeLens(range, { title, command, arguments: args });
    const { l10n } = this;
    if (model.holding === 'free') return [lens(l10n.t('Register…'), CommandIds.registerName)];
    if (model.holding !== 'held') return [];
    return [
      lens(l10n.t('Renew…'), CommandIds.renewName),
      lens(l10n.t('Set Record…'), CommandIds.setRecord),
      lens(l10n.t('Delete Record…'), CommandIds.deleteRecord),
      lens(l10n.t('Set Admin…'), CommandIds.setAdmin),
      lens(l10n.t('Transfer…'), CommandIds.transferName),
    ];
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}
