// Delete a held name's records of a type, signed by the owner or the admin: its plan and its words
// (NeoFS's NNS deletes every record of the type, and the confirmation says so).
import { exactValue, singleLine } from '../../text/untrustedText';
import { integer, text } from '../contracts/contractArguments';
import { RECORD_TYPES, recordNameProblem, secondLevel, type RecordTypeName } from '../contracts/recordValues';
import { invoke, methodOf, planned, refused, reload, type OperationSpec } from './operationSpec';

export interface DeleteRecordOperation {
  readonly kind: 'deleteRecord';
  readonly name: string;
  readonly type: RecordTypeName;
  /** The records of the type the name has now (their data, untrusted), which the call deletes. */
  readonly values?: readonly string[];
}

/** Values shown one a line; more are counted. */
const SHOWN_VALUES = 5;

export const deleteRecordSpec: OperationSpec<DeleteRecordOperation> = {
  plan(operation, api, l10n) {
    const bad = recordNameProblem(operation.name, api, l10n);
    if (bad) return refused(bad);
    const method = methodOf(api.deleteRecord, api, l10n);
    if (typeof method === 'string') return refused(method);
    return planned({
      ...invoke(api, method, [text(operation.name), integer(RECORD_TYPES[operation.type])]),
      signers: [{ role: 'ownerOrAdmin' }],
      reload: reload({ names: [secondLevel(operation.name)] }),
    });
  },
  title: (operation, l10n) => l10n.t('Delete the {0} record of {1}', operation.type, singleLine(operation.name, 80)),
  argumentLines: (operation, l10n) => [
    l10n.t('Name: {0}', exactValue(operation.name, 255, l10n)),
    l10n.t('Record: {0} (type {1})', operation.type, RECORD_TYPES[operation.type]),
    ...(operation.values ?? []).slice(0, SHOWN_VALUES).map((value) => l10n.t('Deleted: {0}', exactValue(value, 255, l10n))),
    ...((operation.values?.length ?? 0) > SHOWN_VALUES ? [l10n.t('Deleted: {0} more {1} records', l10n.count((operation.values?.length ?? 0) - SHOWN_VALUES), operation.type)] : []),
  ],
  notes: (operation, plan, _api, l10n) => (plan.call.method === 'deleteRecords' ? [l10n.t('This contract deletes every {0} record of the name.', operation.type)] : []),
  fix: (_operation, fault, l10n) => (fault === 'notWitnessed' ? l10n.t('Sign with the account that owns the name, or with its admin.') : undefined),
};
