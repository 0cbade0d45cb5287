// Which names file a command is about: its argument (the CodeLens's, the explorer's, a script's URI),
// the file of the plan document or names file in the active editor, else the workspace's one names file,
// or the one picked among several. Says so when the workspace has none.
import * as vscode from 'vscode';
import { fileOfPlan } from '../../documents/planDocuments';
import { NAMES_FILE_GLOB } from '../../model/ids';
import type { Localizer } from '../../model/text/localizer';
import { escapeIcons } from '../../model/text/untrustedText';
import { isNamesFile } from '../../services/uris';

/** The most names files offered in the pick. */
const MAX_OFFERED = 200;

/** The names file a URI stands for: itself, or the file of a plan document. */
export function namesFileOfUri(uri: vscode.Uri): vscode.Uri | undefined {
  if (isNamesFile(uri)) return uri;
  const file = fileOfPlan(uri);
  return file && isNamesFile(file) ? file : undefined;
}

/** A URI or URI string given as the command's argument. */
function uriOf(arg: unknown): vscode.Uri | undefined {
  if (arg instanceof vscode.Uri) return arg;
  if (typeof arg === 'string' && arg !== '') {
    try {
      return vscode.Uri.parse(arg, true);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export async function namesFileTarget(arg: unknown, title: string, l10n: Localizer): Promise<vscode.Uri | undefined> {
  const given = uriOf(arg);
  if (given) {
    const file = namesFileOfUri(given);
    if (!file) void vscode.window.showErrorMessage(l10n.t('{0} is not a names file: its name ends with .nns.json.', escapeIcons(vscode.workspace.asRelativePath(given, false))));
    return file;
  }
  const active = vscode.window.activeTextEditor?.document.uri;
  const activeFile = active ? namesFileOfUri(active) : undefined;
  if (activeFile) return activeFile;
  const found = await vscode.workspace.findFiles(NAMES_FILE_GLOB, '**/node_modules/**', MAX_OFFERED);
  if (found.length === 0) {
    void vscode.window.showInformationMessage(l10n.t('The workspace has no names file (*.nns.json). Export Names File… writes one of names held now.'));
    return undefined;
  }
  if (found.length === 1) return found[0];
  const items = found
    .map((uri) => ({ label: escapeIcons(vscode.workspace.asRelativePath(uri, false)), uri }))
    .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const picked = await vscode.window.showQuickPick(items, { title, placeHolder: l10n.t('The names file'), ignoreFocusOut: true });
  return picked?.uri;
}
