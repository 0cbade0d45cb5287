// nns.copyName: copies a domain name from a row (inline button, context menu) or the selection.
import * as vscode from 'vscode';
import type { TreeNode } from '../views/treeNodes';
import type { CommandContext } from './commandContext';

function nameOf(node: unknown): string | undefined {
  if (typeof node === 'string') return node;
  if (typeof node === 'object' && node !== null && (node as Partial<TreeNode>).kind === 'domain') {
    return (node as Extract<TreeNode, { kind: 'domain' }>).entry.name;
  }
  return undefined;
}

export async function copyName(context: CommandContext, node?: unknown): Promise<string | undefined> {
  let name = nameOf(node);
  if (name === undefined) {
    // From the palette: the selected domain of a view, the focused view's first.
    for (const view of Object.values(context.views)) {
      name = view.treeView.selection.map(nameOf).find((selected) => selected !== undefined);
      if (name !== undefined) break;
    }
  }
  if (name === undefined) {
    void vscode.window.showInformationMessage(context.l10n.t('Select a domain in one of the NNS views first.'));
    return undefined;
  }
  await vscode.env.clipboard.writeText(name);
  vscode.window.setStatusBarMessage(context.l10n.t('Copied the domain name to the clipboard.'), 3000);
  return name;
}
