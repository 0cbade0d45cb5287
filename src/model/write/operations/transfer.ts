// Transfer a held name to another account (NEP-11 transfer, signed by the owner): its plan, its words,
// and what reloads (the receiver's list gains it; the sender's, known once it signs, loses it).
import { exactValue, singleLine } from '../../text/untrustedText';
import { accountText, accountTitle, type AccountRef } from '../accounts/accountRef';
import { bytesOf, hash160, NULL } from '../contracts/contractArguments';
import { tokenNameProblem } from '../contracts/recordValues';
import { invoke, methodOf, planned, refused, reload, type OperationSpec } from './operationSpec';

export interface TransferOperation {
  readonly kind: 'transfer';
  readonly name: string;
  readonly to: AccountRef;
  /** The name's admin now (its address), which the transfer removes; absent where it has none. */
  readonly admin?: string;
}

export const transferSpec: OperationSpec<TransferOperation> = {
  plan(operation, api, l10n) {
    const bad = tokenNameProblem(operation.name, api, l10n);
    if (bad) return refused(bad);
    const method = methodOf(api.transfer, api, l10n);
    if (typeof method === 'string') return refused(method);
    return planned({
      ...invoke(api, method, [hash160(operation.to.scriptHash), bytesOf(operation.name), NULL]),
      signers: [{ role: 'owner' }],
      reload: reload({ names: [operation.name], owners: [operation.to.address] }),
      reloadsSigner: true,
    });
  },
  title: (operation, l10n) => l10n.t('Transfer {0} to {1}', singleLine(operation.name, 80), accountTitle(operation.to)),
  argumentLines: (operation, l10n) => [
    l10n.t('Name: {0}', exactValue(operation.name, 255, l10n)),
    l10n.t('New owner: {0}', accountText(operation.to, l10n)),
  ],
  notes: (operation, _plan, _api, l10n) => (operation.admin ? [l10n.t('The transfer also removes the name\'s admin, {0}.', operation.admin)] : []),
  fix: (_operation, fault, l10n) => (fault === 'answeredFalse'
    ? l10n.t('The contract answered false: the signer is not the name\'s owner. Sign with the account that holds it.')
    : undefined),
};
