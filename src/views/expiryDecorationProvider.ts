// Marks expired and soon-expiring names in both views: a FileDecoration (badge, colour) on the rows'
// `nns-domain:` resourceUris, the pattern of GitHub Pull Requests' custom-scheme decorations.
import * as vscode from 'vscode';
import type { DetailsStore } from '../model/details/detailsStore';
import { decorationFor, type DecorationChoice } from '../model/details/expiryMarks';
import type { Localizer } from '../model/text/localizer';
import type { DetailsService } from '../services/detailsService';
import { domainUri, nameOfDomainUri } from '../services/uris';

export class ExpiryDecorationProvider implements vscode.FileDecorationProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri | vscode.Uri[] | undefined>();
  readonly onDidChangeFileDecorations = this.changed.event;
  private readonly disposables: Array<{ dispose(): void }> = [];

  constructor(
    private readonly details: Pick<DetailsService, 'get' | 'warningDays' | 'onDidChangeWarningDays' | 'now'> & { readonly store: Pick<DetailsStore, 'onDidChange'> },
    private readonly l10n: Localizer,
  ) {
    this.disposables.push(
      this.changed,
      // undefined: every decoration of this provider may have changed.
      details.store.onDidChange((names) => this.changed.fire(names ? names.map(domainUri) : undefined)),
      details.onDidChangeWarningDays(() => this.changed.fire(undefined)),
      vscode.window.registerFileDecorationProvider(this),
    );
  }

  /** What the row of `uri` is marked with; also read by the test API. */
  choiceFor(uri: vscode.Uri): DecorationChoice | undefined {
    const name = nameOfDomainUri(uri);
    if (name === undefined) return undefined;
    return decorationFor(this.details.get(name), this.details.now(), this.details.warningDays, this.l10n);
  }

  provideFileDecoration(uri: vscode.Uri): vscode.FileDecoration | undefined {
    const choice = this.choiceFor(uri);
    return choice ? new vscode.FileDecoration(choice.badge, choice.tooltip, new vscode.ThemeColor(choice.color)) : undefined;
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}
