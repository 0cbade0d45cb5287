// An account an operation names (the owner to register for, the new admin, the receiver), and how the
// operation's words say it: short in its title, whole in its confirmation.
import { shortAddress } from '../../text/addressText';
import type { Localizer } from '../../text/localizer';
import { singleLine } from '../../text/untrustedText';

export interface AccountRef {
  readonly address: string;
  /** `0x` and the script hash's hex digits, display order. */
  readonly scriptHash: string;
  /** The workspace wallet's label, when it is one of its accounts (plain text). */
  readonly label?: string;
  /** The NNS name the user typed, which resolved to this address (and which the user confirmed). */
  readonly viaName?: string;
}

/** The name it was resolved from with the short address, or the short address: for a title. */
export function accountTitle(ref: AccountRef): string {
  return ref.viaName ? `${singleLine(ref.viaName, 80)} (${shortAddress(ref.address)})` : shortAddress(ref.address);
}

/** The whole address, its label, and the name it was resolved from: for the confirmation. */
export function accountText(ref: AccountRef, l10n: Localizer): string {
  const label = ref.label ? ` (${singleLine(ref.label, 60)})` : '';
  return ref.viaName ? l10n.t('{0}{1}, resolved from {2}', ref.address, label, singleLine(ref.viaName, 80)) : `${ref.address}${label}`;
}
