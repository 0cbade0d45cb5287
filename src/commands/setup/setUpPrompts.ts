// The set-up's question after the contract's files: the account that deploys and signs, the chain's
// committee assembled from the workspace's keys first (or, short of them, signing elsewhere), any other
// listed as one that will be refused, and a row to type one that signs elsewhere (its keys and m).
import * as vscode from 'vscode';
import { setUpPromptText } from '../../model/setup/setUpText';
import type { Localizer } from '../../model/text/localizer';
import { walletAndFile } from '../../model/chains/walletName';
import { singleLine } from '../../model/text/untrustedText';
import type { SigningAccount } from '../../model/write/accounts/signingAccounts';
import { elsewherePromptText } from '../../model/write/words/elsewhereText';
import { chosenSigner, type ElsewhereItem, type ElsewhereRows } from '../write/elsewhereSigner';

/** What the pick offers for signing elsewhere: the committee short of keys here, and the row to type an account. */
export interface SetUpElsewhere {
  /** The chain's committee signing elsewhere, where the workspace cannot assemble it. */
  readonly committee?: SigningAccount;
  /** The committee's script hash: an account typed with it is the committee. */
  readonly committeeHash?: string;
  readonly rows: ElsewhereRows;
}

type AccountItem = vscode.QuickPickItem & { readonly account: SigningAccount };

/** The account to sign with: the committee (assembled, or signing elsewhere) first, then the workspace's others, then one typed. */
export async function pickSetUpAccount(
  committee: SigningAccount | undefined, others: readonly SigningAccount[], l10n: Localizer, elsewhere?: SetUpElsewhere,
): Promise<SigningAccount | undefined> {
  const words = setUpPromptText(l10n);
  const row = (account: SigningAccount, description: string): AccountItem => ({
    label: account.address,
    description,
    detail: account.committee
      ? l10n.t('{0} of its {1} keys in {2}', account.threshold, account.publicKeys.length, singleLine(account.keyHolders.map((holder) => holder.file).filter((file, i, all) => all.indexOf(file) === i).join(', '), 160))
      : `${account.label ? `${singleLine(account.label, 60)} · ` : ''}${walletAndFile(account.wallet, account.file)}`,
    account,
  });
  const away = committee ? undefined : elsewhere?.committee;
  const first = committee ?? away;
  const items: Array<AccountItem | ElsewhereItem> = [
    ...(committee ? [row(committee, words.committeeDescription)] : []),
    ...(away ? [{
      ...row(away, words.committeeElsewhereDescription(elsewherePromptText(l10n).row(away))),
      detail: words.committeeElsewhereDetail(away.keyHolders.length, away.threshold),
      iconPath: new vscode.ThemeIcon('globe'),
    }] : []),
    ...others.filter((account) => account.scriptHash !== first?.scriptHash).map((account) => row(account, words.notCommitteeDescription)),
    // Only the row to type one: an account known without keys that is not the committee would be refused.
    ...(elsewhere?.rows.items().filter((item) => item.typed) ?? []),
  ];
  const picked = await vscode.window.showQuickPick(items, { title: words.accountTitle, placeHolder: words.accountPlaceholder, ignoreFocusOut: true });
  if (picked && 'typed' in picked && picked.typed) {
    const typed = await chosenSigner(picked, elsewhere?.rows, words.accountTitle);
    // The committee's keys and m, typed: the committee, signing elsewhere (or here, holding m of them).
    return typed && typed.scriptHash === elsewhere?.committeeHash ? { ...typed, committee: true as const } : typed;
  }
  return picked?.account;
}
