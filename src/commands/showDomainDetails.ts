// nns.showDomainDetails: a read-only document of a name's owner, expiration, admin and records. From a row it
// opens beside the editor as a preview, the focus kept on the row for keyboard browsing; from the palette it
// asks, offering the names loaded, and the document takes the focus.
import * as vscode from 'vscode';
import { UriSchemes } from '../model/ids';
import { detailsUri } from '../services/uris';
import type { CommandContext } from './commandContext';
import { domainNameOf, isDomainLeaf } from './domainArgument';
import { pickName } from './prompts/namePick';

/** `nns.showDomainDetails(nameOrRow?)`: resolves with the document's URI. */
export async function showDomainDetails(context: CommandContext, arg?: unknown): Promise<string | undefined> {
  const name = domainNameOf(arg) ?? (arg === undefined ? await pickName(context, context.l10n.t('Show Domain Details'), context.l10n.t('show its details')) : undefined);
  if (name === undefined) return undefined;
  const uri = detailsUri(name);
  // Open already: ask the node again rather than show what it said before.
  if (vscode.workspace.textDocuments.some((document) => document.uri.toString() === uri.toString())) await context.documents.refresh(uri);
  let document = await vscode.workspace.openTextDocument(uri);
  // The tab title may end like a file extension (".neo"); the text is plain whatever it is.
  if (document.languageId !== 'plaintext') document = await vscode.languages.setTextDocumentLanguage(document, 'plaintext');
  await vscode.window.showTextDocument(document, isDomainLeaf(arg) ? besideTheRow() : { preview: true });
  return uri.toString();
}

/**
 * Where a row opens its details: where a details document already shows (the next name replaces
 * it), else beside the editor in use, else in the editor area; the focus stays on the row.
 */
function besideTheRow(): vscode.TextDocumentShowOptions {
  const shown = vscode.window.visibleTextEditors.find((editor) => editor.document.uri.scheme === UriSchemes.details);
  const viewColumn = shown?.viewColumn ?? (vscode.window.activeTextEditor ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active);
  return { preview: true, preserveFocus: true, viewColumn };
}
