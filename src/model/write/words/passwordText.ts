// The words of the password box a NEP-6 key is opened with: whose key it opens and what that key signs
// for (plain single lines), a wrong password, and the opt-in to keep the wallet unlocked until the window closes.
import type { Localizer } from '../../text/localizer';
import { singleLine } from '../../text/untrustedText';
import type { KeyHolder, SigningAccount } from '../accounts/signingAccounts';
import { walletAndFile } from '../../chains/walletName';

/** The account a key signs for: the holder's own, or a multisig (the committee's) it is one key of. */
export type SignsFor = Pick<SigningAccount, 'address' | 'committee'>;

export interface PasswordBoxText {
  readonly title: string;
  readonly prompt: string;
  /** After a wrong password: why the box asks again. */
  readonly problem?: string;
  readonly keepOff: string;
  readonly keepOn: string;
}

/**
 * `attempt` counts the boxes shown; past the first, the password before did not open the key.
 * `signsFor`: the account signing, where the key is one of another account's (the committee's).
 */
export function passwordBoxText(holder: KeyHolder, attempt: number, attempts: number, l10n: Localizer, signsFor?: SignsFor): PasswordBoxText {
  const who = holder.label ? `${singleLine(holder.label, 60)} ${holder.account}` : holder.account;
  const where = walletAndFile(holder.wallet, holder.file);
  const key = !signsFor || signsFor.address === holder.account
    ? l10n.t('The password of {0} in {1}, to sign.', who, where)
    : signsFor.committee
      ? l10n.t('The password of the key of {0} in {1}, that signs for the committee {2}.', who, where, signsFor.address)
      : l10n.t('The password of the key of {0} in {1}, that signs for the multisig account {2}.', who, where, signsFor.address);
  return {
    title: l10n.t('Password of {0}', singleLine(holder.wallet, 60)),
    prompt: l10n.t('{0} NNS Explorer does not store it; the lock button keeps this wallet unlocked until the window closes.', key),
    ...(attempt > 1 ? { problem: l10n.t('That password does not open the key: try again (attempt {0} of {1}).', attempt, attempts) } : {}),
    keepOff: l10n.t('Keep this wallet unlocked until the window closes (now: ask each time)'),
    keepOn: l10n.t('Keep this wallet unlocked until the window closes (now: on, until the window closes or Forget Wallet Passwords)'),
  };
}
