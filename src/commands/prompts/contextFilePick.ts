// Which contract parameters context file a command reads: the one it was given (a lens, the explorer), or
// one picked among the workspace's `*.context.json` (the open one and those saved here first), or any
// file through the open dialog.
import * as vscode from 'vscode';
import type { Localizer } from '../../model/text/localizer';
import { escapeIcons, singleLine } from '../../model/text/untrustedText';

type FileItem = vscode.QuickPickItem & { readonly uri?: vscode.Uri };

const CONTEXT_FILES = '**/*.context.json';
const MAX_FILES = 50;

/** The file a command's argument names, a Uri (a lens's, the explorer's). */
export function contextFileArgument(arg: unknown): vscode.Uri | undefined {
  return arg instanceof vscode.Uri ? arg : undefined;
}

/**
 * The context file to read: `arg` when it is one; else picked (`savedTitle`: what this workspace saved
 * in a file, by its workspace-relative path), or chosen in the open dialog; undefined when the user left.
 */
export async function pickContextFile(arg: unknown, title: string, savedTitle: (file: string) => string | undefined, l10n: Localizer): Promise<vscode.Uri | undefined> {
  const given = contextFileArgument(arg);
  if (given) return given;
  const found = await vscode.workspace.findFiles(CONTEXT_FILES, '**/node_modules/**', MAX_FILES);
  const active = vscode.window.activeTextEditor?.document.uri;
  const files = [...(active?.path.endsWith('.context.json') ? [active] : []), ...found.filter((uri) => uri.toString() !== active?.toString())];
  const items: FileItem[] = files.map((uri) => {
    const relative = vscode.workspace.asRelativePath(uri, false);
    const saved = savedTitle(relative);
    return {
      label: escapeIcons(uri.path.slice(uri.path.lastIndexOf('/') + 1)),
      description: escapeIcons(relative),
      ...(saved ? { detail: escapeIcons(l10n.t('Saved here: {0}', singleLine(saved, 120))) } : {}),
      uri,
    };
  });
  // Those this workspace saved first, in the order found.
  items.sort((a, b) => Number(b.detail !== undefined) - Number(a.detail !== undefined));
  if (items.length === 0) return openDialog(title, l10n);
  const other: FileItem = { label: `$(folder-opened) ${l10n.t('Open Another File…')}` };
  const picked = await vscode.window.showQuickPick([...items, other], { title, placeHolder: l10n.t('The contract parameters context file (.context.json)'), ignoreFocusOut: true, matchOnDescription: true });
  if (!picked) return undefined;
  return picked.uri ?? openDialog(title, l10n);
}

async function openDialog(title: string, l10n: Localizer): Promise<vscode.Uri | undefined> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const picked = await vscode.window.showOpenDialog({
    title, canSelectMany: false, openLabel: l10n.t('Read'), filters: { [l10n.t('Contract parameters context')]: ['json'] }, ...(folder ? { defaultUri: folder } : {}),
  });
  return picked?.[0];
}
