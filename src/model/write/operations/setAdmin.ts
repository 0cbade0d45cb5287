// Make an account of the workspace the admin of a held name, or remove the admin: signed by the owner
// and, when there is a new admin, by it too (the contracts ask its witness).
import { exactValue, singleLine } from '../../text/untrustedText';
import { accountText, accountTitle, type AccountRef } from '../accounts/accountRef';
import { hash160, NULL, text } from '../contracts/contractArguments';
import { tokenNameProblem } from '../contracts/recordValues';
import { invoke, methodOf, planned, refused, reload, type OperationSpec } from './operationSpec';

export interface SetAdminOperation {
  readonly kind: 'setAdmin';
  readonly name: string;
  /** Null removes the admin. */
  readonly admin: AccountRef | null;
}

export const setAdminSpec: OperationSpec<SetAdminOperation> = {
  plan(operation, api, l10n) {
    const bad = tokenNameProblem(operation.name, api, l10n);
    if (bad) return refused(bad);
    const method = methodOf(api.setAdmin, api, l10n);
    if (typeof method === 'string') return refused(method);
    const admin = operation.admin;
    return planned({
      ...invoke(api, method, [text(operation.name), admin ? hash160(admin.scriptHash) : NULL]),
      signers: admin ? [{ role: 'owner' }, { role: 'newAdmin', account: admin.scriptHash }] : [{ role: 'owner' }],
      reload: reload({ names: [operation.name] }),
    });
  },
  title: (operation, l10n) => (operation.admin
    ? l10n.t('Make {0} the admin of {1}', accountTitle(operation.admin), singleLine(operation.name, 80))
    : l10n.t('Remove the admin of {0}', singleLine(operation.name, 80))),
  argumentLines: (operation, l10n) => [
    l10n.t('Name: {0}', exactValue(operation.name, 255, l10n)),
    operation.admin ? l10n.t('New admin: {0}', accountText(operation.admin, l10n)) : l10n.t('New admin: none (the admin is removed)'),
  ],
  fix: (operation, fault, l10n) => (fault === 'notWitnessed' && operation.admin ? l10n.t('Sign with the account that owns the name; the new admin signs too.') : undefined),
};

