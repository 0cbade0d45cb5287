// nns.planNamesFile: the plan of a names file (the CodeLens's, the active editor's, the workspace's one
// or one picked) in its read-only document beside it, planned anew when it is already open.
import * as vscode from 'vscode';
import { planUri } from '../../documents/planDocuments';
import type { CommandContext } from '../commandContext';
import { namesFileTarget } from './namesFileTarget';

/** `nns.planNamesFile(file?)`: resolves with the plan document's URI once it is shown. */
export async function planNamesFile(context: Pick<CommandContext, 'l10n' | 'namesFiles'>, arg?: unknown): Promise<vscode.Uri | undefined> {
  const { l10n } = context;
  const file = await namesFileTarget(arg, l10n.t('Plan Names File'), l10n);
  if (!file) return undefined;
  const editor = await context.namesFiles.editor();
  const uri = planUri(file);
  editor.documents.refresh(uri);
  const document = await vscode.workspace.openTextDocument(uri);
  const beside = vscode.window.activeTextEditor?.document.uri.toString() === file.toString();
  await vscode.window.showTextDocument(document, { preview: true, ...(beside ? { viewColumn: vscode.ViewColumn.Beside } : {}) });
  return uri;
}
