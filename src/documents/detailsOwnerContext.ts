// The details document's title bar offers Show Owner's Domains and Copy Owner Address only while the
// document shows an owner: an expired, unregistered or failed name has none, and the actions would
// only fail. Keeps `nns.detailsHaveOwner` for the active editor.
import * as vscode from 'vscode';
import { ContextKeys } from '../model/ids';
import type { DetailsContentProvider } from './detailsContentProvider';

export function followDetailsOwner(documents: Pick<DetailsContentProvider, 'modelOf' | 'onDidProvide'>): vscode.Disposable {
  let last: boolean | undefined;
  const update = () => {
    const uri = vscode.window.activeTextEditor?.document.uri;
    const hasOwner = uri !== undefined && documents.modelOf(uri)?.owner !== undefined;
    if (hasOwner === last) return;
    last = hasOwner;
    void vscode.commands.executeCommand('setContext', ContextKeys.detailsHaveOwner, hasOwner);
  };
  update();
  return vscode.Disposable.from(vscode.window.onDidChangeActiveTextEditor(update), documents.onDidProvide(update));
}
