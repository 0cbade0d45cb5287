// nns.transferName, Transfer…'s prompt: the new owner as an address, a script hash or an NNS name,
// whose address is shown in a modal and used only once confirmed; signed by the owner.
import * as vscode from 'vscode';
import { forNotification } from '../../../model/text/untrustedText';
import type { AccountRef } from '../../../model/write/accounts/accountRef';
import { parseTargetInput, resolvedTargetQuestion } from '../../../model/write/accounts/targetInput';
import { transferSpec } from '../../../model/write/operations/transfer';
import type { RunOutcome } from '../../../model/write/run/runNameOperation';
import { holderOf, runOperation, startNameAction, type WriteContext } from '../writeFlow';

/** `nns.transferName(nameOrRow?)`: resolves with the outcome, or undefined when it stopped before the confirmation. */
export async function transferName(context: WriteContext, arg?: unknown): Promise<RunOutcome | undefined> {
  const { l10n } = context;
  const action = await startNameAction(context, arg, l10n.t('Transfer'), 'owner');
  if (!action) return undefined;
  const { session, name, details, signer } = action;
  const version = session.info.network.addressVersion;
  const ownsIt = (address: string) => l10n.t('{0} already owns {1}.', address, forNotification(name, 120));
  const text = await vscode.window.showInputBox({
    title: l10n.t('Transfer {0}', forNotification(name, 80)),
    prompt: l10n.t('The new owner: an N3 address (N…), a script hash (0x…), or an NNS name whose address record is shown to you before anything is signed.'),
    ignoreFocusOut: true,
    validateInput: (typed) => {
      if (typed.trim() === '') return undefined;
      const target = parseTargetInput(typed, version, l10n);
      if (target.kind === 'invalid') return target.problem;
      return target.kind === 'account' && target.account.address === details.owner?.address ? ownsIt(target.account.address) : undefined;
    },
  });
  if (text === undefined || text.trim() === '') return undefined;
  const target = parseTargetInput(text, version, l10n);
  let to: AccountRef;
  if (target.kind === 'invalid') {
    void vscode.window.showErrorMessage(target.problem);
    return undefined;
  } else if (target.kind === 'name') {
    const resolved = resolvedTargetQuestion(await context.lookups.resolve(session.node, target.name, 'TXT'), 'owner', version, l10n);
    if (resolved.kind === 'none') {
      void vscode.window.showErrorMessage(resolved.problem);
      return undefined;
    }
    const answer = await vscode.window.showWarningMessage(resolved.question, { modal: true, detail: resolved.detail }, resolved.button);
    if (answer !== resolved.button) return undefined;
    to = resolved.account;
  } else {
    to = target.account;
  }
  // A name typed that resolves to the owner: only known now.
  if (to.address === details.owner?.address) {
    void vscode.window.showInformationMessage(ownsIt(to.address));
    return undefined;
  }
  const admin = details.admin?.address;
  return runOperation(context, session, { spec: transferSpec, operation: { kind: 'transfer', name, to, ...(admin ? { admin } : {}) }, signers: [signer], holder: holderOf(details) });
}
