// Set a record of a held name or of one of its subdomains, signed by the owner or the admin: its plan
// (the value checked as the contract of this family checks it), its words, and what each type holds.
import type { Localizer } from '../../text/localizer';
import { exactValue, singleLine } from '../../text/untrustedText';
import { unsupportedText } from '../contracts/contractApi';
import { integer, text } from '../contracts/contractArguments';
import { RECORD_TYPES, recordNameProblem, recordValueProblem, secondLevel, type RecordTypeName } from '../contracts/recordValues';
import { invoke, methodOf, planned, refused, reload, type OperationPlan, type OperationSpec } from './operationSpec';

export interface SetRecordOperation {
  readonly kind: 'setRecord';
  readonly name: string;
  readonly type: RecordTypeName;
  readonly value: string;
  /** On a contract that keeps records by id, the record to replace; without it one is added. */
  readonly id?: number;
}

/** The longest value shown whole in the confirmation. */
const MAX_VALUE = 300;
/** The highest record id a contract that keeps records by id takes. */
const MAX_ID = 255;

export const setRecordSpec: OperationSpec<SetRecordOperation> = {
  plan(operation, api, l10n) {
    const bad = recordNameProblem(operation.name, api, l10n) ?? recordValueProblem(operation.type, operation.value, api.family, l10n);
    if (bad) return refused(bad);
    const method = methodOf(api.setRecord, api, l10n);
    if (typeof method === 'string') return refused(method);
    const type = integer(RECORD_TYPES[operation.type]);
    let call: Pick<OperationPlan, 'call' | 'parameters'>;
    if (!method.byId) {
      call = invoke(api, method.set, [text(operation.name), type, text(operation.value)]);
    } else if (operation.id !== undefined) {
      if (!method.set) return refused(unsupportedText({ unsupported: 'absent', methods: ['setRecord'] }, api, l10n));
      if (!Number.isInteger(operation.id) || operation.id < 0 || operation.id > MAX_ID) return refused(l10n.t('A record id is 0 to 255.'));
      call = invoke(api, method.set, [text(operation.name), type, integer(operation.id), text(operation.value)]);
    } else {
      if (!method.add) return refused(unsupportedText({ unsupported: 'absent', methods: ['addRecord'] }, api, l10n));
      call = invoke(api, method.add, [text(operation.name), type, text(operation.value)]);
    }
    return planned({ ...call, signers: [{ role: 'ownerOrAdmin' }], reload: reload({ names: [secondLevel(operation.name)] }) });
  },
  title: (operation, l10n) => l10n.t('Set the {0} record of {1}', operation.type, singleLine(operation.name, 80)),
  argumentLines: (operation, l10n) => [
    l10n.t('Name: {0}', exactValue(operation.name, 255, l10n)),
    l10n.t('Record: {0} (type {1})', operation.type, RECORD_TYPES[operation.type]),
    l10n.t('Value: {0}', exactValue(operation.value, MAX_VALUE, l10n)),
    ...(operation.id === undefined ? [] : [l10n.t('Record id: {0}', operation.id)]),
  ],
  notes: (_operation, plan, _api, l10n) => (plan.call.method === 'addRecord' ? [l10n.t('This contract keeps several records of a type: this adds one.')] : []),
  fix: (_operation, fault, l10n) => (fault === 'notWitnessed' ? l10n.t('Sign with the account that owns the name, or with its admin.') : undefined),
};

/** What each record type holds, for the type pick and the value's box. */
export function recordTypeDescription(type: RecordTypeName, l10n: Localizer): string {
  switch (type) {
    case 'A': return l10n.t('an IPv4 address, e.g. 93.184.216.34');
    case 'AAAA': return l10n.t('an IPv6 address, e.g. 2a00:1450:4001:81a::200e');
    case 'TXT': return l10n.t('text up to 255 bytes, e.g. address=N… (NEP-18)');
    case 'CNAME': return l10n.t('another name this one stands for, e.g. www.example.neo');
  }
}
