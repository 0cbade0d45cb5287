// nns.deleteRecord, Delete Record…'s prompt: a record of a held name picked among those it has (read
// now), deleted by type; signed by the owner or the admin.
import * as vscode from 'vscode';
import { listRecords } from '../../../core';
import { escapeIcons, forNotification, singleLine } from '../../../model/text/untrustedText';
import { recordTypeName, type RecordTypeName } from '../../../model/write/contracts/recordValues';
import { deleteRecordSpec } from '../../../model/write/operations/deleteRecord';
import type { RunOutcome } from '../../../model/write/run/runNameOperation';
import { holderOf, runOperation, startNameAction, type WriteContext } from '../writeFlow';

/** `nns.deleteRecord(nameOrRow?)`: resolves with the outcome, or undefined when it stopped before the confirmation. */
export async function deleteRecord(context: WriteContext, arg?: unknown): Promise<RunOutcome | undefined> {
  const { l10n } = context;
  const action = await startNameAction(context, arg, l10n.t('Delete Record'), 'ownerOrAdmin');
  if (!action) return undefined;
  const { session, name, details, signer } = action;
  const { records } = await listRecords(session.node, name);
  const items: Array<vscode.QuickPickItem & { readonly record: { readonly name: string; readonly type: RecordTypeName; readonly values: readonly string[] } }> = [];
  const seen = new Set<string>();
  for (const record of records) {
    const type = recordTypeName(record.type);
    const key = `${record.name}\u0000${record.type}`;
    if (!type || seen.has(key)) continue;
    seen.add(key);
    const values = records.filter((each) => each.name === record.name && each.type === record.type).map((each) => each.data);
    items.push({
      label: escapeIcons(record.name === name ? type : `${type} · ${singleLine(record.name, 80)}`),
      description: escapeIcons(values.map((value) => singleLine(value, 80)).join(' · ')),
      record: { name: record.name, type, values },
    });
  }
  if (items.length === 0) {
    void vscode.window.showInformationMessage(l10n.t('{0} has no record to delete.', forNotification(name, 120)));
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(items, { title: l10n.t('Delete a record of {0}', forNotification(name, 80)), placeHolder: l10n.t('The record to delete (every record of its type on the name)'), ignoreFocusOut: true });
  if (!picked) return undefined;
  return runOperation(context, session, { spec: deleteRecordSpec, operation: { kind: 'deleteRecord', ...picked.record }, signers: [signer], holder: holderOf(details) });
}
