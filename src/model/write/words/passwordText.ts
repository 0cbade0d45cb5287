// The words of the password box a NEP-6 key is opened with: which wallet and account it opens (plain
// single lines), a wrong password, and the opt-in to keep the wallet unlocked until the window closes.
import type { Localizer } from '../../text/localizer';
import { singleLine } from '../../text/untrustedText';
import type { KeyHolder } from '../accounts/signingAccounts';

export interface PasswordBoxText {
  readonly title: string;
  readonly prompt: string;
  /** After a wrong password: why the box asks again. */
  readonly problem?: string;
  readonly keepOff: string;
  readonly keepOn: string;
}

/** `attempt` counts the boxes shown; past the first, the password before did not open the key. */
export function passwordBoxText(holder: KeyHolder, attempt: number, attempts: number, l10n: Localizer): PasswordBoxText {
  const who = holder.label ? `${singleLine(holder.label, 60)} ${holder.account}` : holder.account;
  return {
    title: l10n.t('Password of {0}', singleLine(holder.wallet, 60)),
    prompt: l10n.t('The password of {0} in {1} ({2}), to sign. NNS Explorer does not store it.', who, singleLine(holder.wallet, 60), singleLine(holder.file, 120)),
    ...(attempt > 1 ? { problem: l10n.t('That password does not open the key: try again ({0} of {1}).', attempt, attempts) } : {}),
    keepOff: l10n.t('Keep this wallet unlocked until the window closes (now: ask each time)'),
    keepOn: l10n.t('Keep this wallet unlocked until the window closes (now: on, until the window closes or Forget Wallet Passwords)'),
  };
}
