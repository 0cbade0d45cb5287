// The set-up's question after the contract's files: the account that deploys and signs, the chain's
// committee assembled from the workspace's keys first, any other listed as one that will be refused.
// The root and the price are asked in Add Root…'s and Set Price…'s boxes.
import * as vscode from 'vscode';
import { setUpPromptText } from '../../model/setup/setUpText';
import type { Localizer } from '../../model/text/localizer';
import { walletAndFile } from '../../model/chains/walletName';
import { singleLine } from '../../model/text/untrustedText';
import type { SigningAccount } from '../../model/write/accounts/signingAccounts';

/** The account to sign with: the committee (when assembled) first, then the workspace's others. */
export async function pickSetUpAccount(committee: SigningAccount | undefined, others: readonly SigningAccount[], l10n: Localizer): Promise<SigningAccount | undefined> {
  const words = setUpPromptText(l10n);
  const row = (account: SigningAccount, description: string) => ({
    label: account.address,
    description,
    detail: account.committee
      ? l10n.t('{0} of its {1} keys in {2}', account.threshold, account.publicKeys.length, singleLine(account.keyHolders.map((holder) => holder.file).filter((file, i, all) => all.indexOf(file) === i).join(', '), 160))
      : `${account.label ? `${singleLine(account.label, 60)} · ` : ''}${walletAndFile(account.wallet, account.file)}`,
    account,
  });
  const items = [
    ...(committee ? [row(committee, words.committeeDescription)] : []),
    ...others.filter((account) => account.scriptHash !== committee?.scriptHash).map((account) => row(account, words.notCommitteeDescription)),
  ];
  const picked = await vscode.window.showQuickPick(items, { title: words.accountTitle, placeHolder: words.accountPlaceholder, ignoreFocusOut: true });
  return picked?.account;
}
