// nns.copyName: copies domain names: a row's (inline button, context menu), the rows selected
// (several at once: one per line), or with Ctrl+C / Cmd+C the selection of the focused view.
import * as vscode from 'vscode';
import { forNotification } from '../model/text/untrustedText';
import { domainLabel } from '../model/view/viewTexts';
import { isViewId, type CommandContext } from './commandContext';
import { domainNameOf, selectedDomain } from './domainArgument';

/** The keybinding's argument: which view has the focus. */
function keybindingView(arg: unknown): unknown {
  return typeof arg === 'object' && arg !== null ? (arg as { view?: unknown }).view : undefined;
}

/**
 * `nns.copyName(row?, selectedRows?)`: VS Code passes the row a menu was opened on and the rows
 * selected with it; a keybinding passes `{ view }`. Resolves with the text copied.
 */
export async function copyName(context: CommandContext, node?: unknown, selected?: unknown): Promise<string | undefined> {
  const names = namesOf(context, node, selected);
  if (names.length === 0) {
    void vscode.window.showInformationMessage(context.l10n.t('Select a domain in one of the NNS views first.'));
    return undefined;
  }
  const text = names.join('\n');
  await vscode.env.clipboard.writeText(text);
  const [first] = names;
  vscode.window.setStatusBarMessage(
    names.length === 1 && first !== undefined
      ? context.l10n.t('Copied {0} to the clipboard.', forNotification(domainLabel(first), 80))
      : context.l10n.t('Copied {0} names to the clipboard.', context.l10n.count(names.length)),
    3000,
  );
  return text;
}

function namesOf(context: CommandContext, node: unknown, selected: unknown): string[] {
  const view = keybindingView(node);
  if (isViewId(view, context.views)) return rowNames(context.views[view].treeView.selection);
  // A menu on one of several selected rows acts on all of them.
  if (Array.isArray(selected) && selected.length > 1) return rowNames(selected);
  const name = domainNameOf(node) ?? (node === undefined ? selectedDomain(context) : undefined);
  return name === undefined ? [] : [name];
}

function rowNames(rows: readonly unknown[]): string[] {
  return rows.flatMap((row) => {
    const name = domainNameOf(row);
    return name === undefined || typeof row === 'string' ? [] : [name];
  });
}
