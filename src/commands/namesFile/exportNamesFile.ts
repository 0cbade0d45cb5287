// nns.exportNamesFile: a names file describing names as the chain holds them now (owner, admin,
// records), so that its plan is empty: an owner's names (Owner Domains' owner row, or an owner asked
// for), or the names of the rows selected. Written only where the save dialog says.
import * as vscode from 'vscode';
import type { Owner } from '../../core';
import { exportedStates, exportedText, exportFileName, nothingToExportText } from '../../model/namesFile/exportText';
import { shortAddress } from '../../model/text/addressText';
import { forNotification } from '../../model/text/untrustedText';
import { domainLabel } from '../../model/view/viewTexts';
import { subnamesOf } from '../../services/namesFile/namesFileReader';
import type { CommandContext } from '../commandContext';
import { domainNameOf, isDomainLeaf } from '../domainArgument';
import { isOwnerNode, ownerOfArgument } from '../ownerArgument';
import { askOwner, ownerOfInput } from '../prompts/ownerPrompt';

/** What the export is of: an owner's names, or names given. */
type ExportSubject = { readonly kind: 'owner'; readonly owner: Owner } | { readonly kind: 'names'; readonly names: readonly string[] };

/** What it wrote; also what the command resolves with. */
export interface NamesExportResult {
  readonly uri: string;
  readonly names: number;
  readonly left: number;
}

/** A script's options: `uri` writes there without the dialog. */
function uriOption(arg: unknown): vscode.Uri | undefined {
  if (typeof arg !== 'object' || arg === null) return undefined;
  const { uri } = arg as { uri?: unknown };
  if (uri instanceof vscode.Uri) return uri;
  return typeof uri === 'string' && uri !== '' ? vscode.Uri.parse(uri, true) : undefined;
}

/** The rows a menu was opened on (several selected: all of them), or names a script gives. */
function namesOf(arg: unknown, selected: unknown): string[] | undefined {
  const rows = Array.isArray(selected) && selected.length > 1 ? selected : Array.isArray(arg) ? arg : isDomainLeaf(arg) ? [arg] : undefined;
  if (!rows) return undefined;
  const names = rows.map(domainNameOf).filter((name): name is string => name !== undefined);
  return names.length > 0 ? [...new Set(names)] : undefined;
}

async function subjectOf(context: CommandContext, arg: unknown, selected: unknown, title: string): Promise<ExportSubject | undefined> {
  const names = namesOf(arg, selected);
  if (names) return { kind: 'names', names };
  const given = isOwnerNode(arg) || typeof arg === 'string' ? ownerOfArgument(arg) : undefined;
  if (given) return { kind: 'owner', owner: given };
  const input = await askOwner(context, title);
  const owner = ownerOfInput(input, context.l10n, context.settings.read().addressVersion);
  return owner && { kind: 'owner', owner };
}

/**
 * `nns.exportNamesFile(ownerRowOrRow?, selectedRows?, options?)`: an owner's row, an address (scripts),
 * a domain row with the rows selected, names (scripts); from the palette, an owner asked for.
 */
export async function exportNamesFile(context: CommandContext, arg?: unknown, selected?: unknown, options?: unknown): Promise<NamesExportResult | undefined> {
  const { l10n } = context;
  const title = l10n.t('Export Names File');
  const subject = await subjectOf(context, arg, selected, title);
  if (!subject) return undefined;
  const editor = await context.namesFiles.editor();
  const shown = subject.kind === 'owner' ? subject.owner.address : subject.names.length === 1 ? domainLabel(subject.names[0] ?? '') : l10n.t('{0} names', l10n.count(subject.names.length));

  const read = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: l10n.t('Reading {0}', forNotification(shown, 80)), cancellable: true },
    async (_progress, token) => {
      const controller = new AbortController();
      const cancel = token.onCancellationRequested(() => controller.abort());
      try {
        const chain = await editor.reader.chain();
        const calls = { signal: controller.signal, onRequest: editor.parts.log.onRequest, knowledge: context.settings.knowledge };
        let names: readonly string[];
        let complete = true;
        if (subject.kind === 'owner') {
          ({ names, complete } = await editor.ownerNames(chain.node, subject.owner.scriptHash, calls));
        } else {
          names = subject.names;
        }
        const state = await editor.model.readNamesState(chain.node, names, { ...calls, subnames: subnamesOf(chain.api.family) });
        return { states: state.names, complete };
      } finally {
        cancel.dispose();
      }
    },
  );
  const { held, left } = exportedStates(read.states);
  if (held.length === 0) {
    void vscode.window.showInformationMessage(nothingToExportText(shown, l10n));
    return undefined;
  }
  const text = editor.model.exportNamesFile(held);
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const name = exportFileName(subject.kind === 'owner' ? subject.owner.address : undefined);
  const uri = uriOption(options) ?? await vscode.window.showSaveDialog({
    title: subject.kind === 'owner' ? l10n.t('Export the Names of {0}', shortAddress(subject.owner.address)) : title,
    saveLabel: l10n.t('Export'),
    filters: { [l10n.t('Names file')]: ['json'] },
    ...(folder ? { defaultUri: vscode.Uri.joinPath(folder, name) } : {}),
  });
  if (!uri) return undefined;
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
  const file = vscode.workspace.asRelativePath(uri, false);
  context.log.note(`Exported ${held.length} names to ${uri.toString()} (${left.length} not held left out).`);
  const message = exportedText(held.length, file, left.length, !read.complete, l10n);
  const open = l10n.t('Open File');
  void Promise.resolve(vscode.window.showInformationMessage(message, open)).then(async (choice) => {
    if (choice === open) await vscode.window.showTextDocument(uri);
  });
  return { uri: uri.toString(), names: held.length, left: left.length };
}
