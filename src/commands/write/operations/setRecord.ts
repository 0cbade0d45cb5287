// nns.setRecord, Set Record…'s prompts: the type of the record, and its value checked as typed as the
// contract of this family checks it; signed by the owner or the admin.
import * as vscode from 'vscode';
import { forNotification } from '../../../model/text/untrustedText';
import { RECORD_TYPE_ORDER, recordValueProblem, type RecordTypeName } from '../../../model/write/contracts/recordValues';
import { recordTypeDescription, setRecordSpec } from '../../../model/write/operations/setRecord';
import type { RunOutcome } from '../../../model/write/run/runNameOperation';
import { holderOf, runOperation, startNameAction, type WriteContext } from '../writeFlow';

/** `nns.setRecord(nameOrRow?)`: resolves with the outcome, or undefined when it stopped before the confirmation. */
export async function setRecord(context: WriteContext, arg?: unknown): Promise<RunOutcome | undefined> {
  const { l10n } = context;
  const action = await startNameAction(context, arg, l10n.t('Set Record'), 'ownerOrAdmin');
  if (!action) return undefined;
  const { session, name, details, signer } = action;
  const title = l10n.t('Set a record of {0}', forNotification(name, 80));
  const picked = await vscode.window.showQuickPick(
    RECORD_TYPE_ORDER.map((type) => ({ label: type, description: recordTypeDescription(type, l10n), type })),
    { title, placeHolder: l10n.t('The type of the record'), ignoreFocusOut: true },
  );
  if (!picked) return undefined;
  const type: RecordTypeName = picked.type;
  const value = await vscode.window.showInputBox({
    title: l10n.t('{0}: {1} record', title, type),
    prompt: recordTypeDescription(type, l10n),
    ignoreFocusOut: true,
    validateInput: (text) => (text === '' ? undefined : recordValueProblem(type, text, session.api.family, l10n)),
  });
  if (value === undefined || value === '') return undefined;
  const problem = recordValueProblem(type, value, session.api.family, l10n);
  if (problem) {
    void vscode.window.showErrorMessage(problem);
    return undefined;
  }
  return runOperation(context, session, { spec: setRecordSpec, operation: { kind: 'setRecord', name, type, value }, signers: [signer], holder: holderOf(details) });
}
