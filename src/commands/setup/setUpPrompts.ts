// The set-up's questions after the contract's files: the account that deploys and signs (the chain's
// committee assembled from the workspace's keys first; any other account is listed as one that will be
// refused), the first root (checked as typed, by the rule of the contract's family) and the price of
// a name (GAS, checked as the contracts check it). Each resolves undefined when dismissed.
import * as vscode from 'vscode';
import type { NnsFamily } from '../../core/write';
import { setUpPromptText } from '../../model/setup/setUpText';
import { formatGas, parseGas } from '../../model/text/gas';
import type { Localizer } from '../../model/text/localizer';
import { singleLine } from '../../model/text/untrustedText';
import type { WriteModule } from '../../model/write/keySource';
import type { SigningAccount } from '../../model/write/signingAccounts';

/** The account to sign with: the committee (when assembled) first, then the workspace's others. */
export async function pickSetUpAccount(committee: SigningAccount | undefined, others: readonly SigningAccount[], l10n: Localizer): Promise<SigningAccount | undefined> {
  const words = setUpPromptText(l10n);
  const row = (account: SigningAccount, description: string) => ({
    label: account.address,
    description,
    detail: account.committee
      ? l10n.t('{0} of its {1} keys in {2}', account.threshold, account.publicKeys.length, singleLine(account.keyHolders.map((holder) => holder.file).filter((file, i, all) => all.indexOf(file) === i).join(', '), 160))
      : `${account.label ? `${singleLine(account.label, 60)} · ` : ''}${singleLine(account.wallet, 60)}, ${singleLine(account.file, 120)}`,
    account,
  });
  const items = [
    ...(committee ? [row(committee, words.committeeDescription)] : []),
    ...others.filter((account) => account.scriptHash !== committee?.scriptHash).map((account) => row(account, words.notCommitteeDescription)),
  ];
  const picked = await vscode.window.showQuickPick(items, { title: words.accountTitle, placeHolder: words.accountPlaceholder, ignoreFocusOut: true });
  return picked?.account;
}

/** A root (`value` offered, else `neo`); what the contract would refuse is said under the box as it is typed. */
export async function askRoot(write: Pick<WriteModule, 'rootProblem' | 'DEFAULT_ROOT'>, family: NnsFamily, l10n: Localizer, asked: { readonly title?: string; readonly value?: string } = {}): Promise<string | undefined> {
  const words = setUpPromptText(l10n);
  const value = asked.value;
  const root = await vscode.window.showInputBox({
    title: asked.title ?? words.rootTitle, prompt: words.rootPrompt, value: value ?? write.DEFAULT_ROOT, ignoreFocusOut: true,
    validateInput: (text) => write.rootProblem(text.trim(), family),
  });
  return root === undefined ? undefined : root.trim();
}

/** The price of a name in datoshi, the development price offered. */
export async function askPrice(write: Pick<WriteModule, 'priceProblem' | 'DEVELOPMENT_PRICE'>, l10n: Localizer, title?: string): Promise<bigint | undefined> {
  const words = setUpPromptText(l10n);
  const text = await vscode.window.showInputBox({
    title: title ?? words.priceTitle, prompt: words.pricePrompt, value: formatGas(write.DEVELOPMENT_PRICE).replace(/ GAS$/, ''), ignoreFocusOut: true,
    validateInput: (typed) => {
      const price = parseGas(typed);
      return price === undefined ? l10n.t('A GAS amount, such as 0.01') : write.priceProblem(price);
    },
  });
  return text === undefined ? undefined : parseGas(text);
}
