// nns.copyName: copies a domain name from a row (inline button, context menu) or the selection.
import * as vscode from 'vscode';
import type { CommandContext } from './commandContext';
import { domainNameOf, selectedDomain } from './domainArgument';

export async function copyName(context: CommandContext, node?: unknown): Promise<string | undefined> {
  // From the palette: the selected domain of a view.
  const name = domainNameOf(node) ?? selectedDomain(context);
  if (name === undefined) {
    void vscode.window.showInformationMessage(context.l10n.t('Select a domain in one of the NNS views first.'));
    return undefined;
  }
  await vscode.env.clipboard.writeText(name);
  vscode.window.setStatusBarMessage(context.l10n.t('Copied the domain name to the clipboard.'), 3000);
  return name;
}
