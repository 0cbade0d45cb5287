// How a signer that signs elsewhere is named (in a pick, in the confirmation), and where each signer of a
// contract parameters context stands: who has signed, whose signatures are missing and which keys can
// still give them. Keys are shown short; addresses whole.
import type { SignerStatus } from '../../../core/write';
import type { Localizer } from '../../text/localizer';
import { singleLine } from '../../text/untrustedText';
import type { SigningAccount } from '../accounts/signingAccounts';

/** A public key as the words show it: its first and last digits. */
export function shortKey(publicKey: string): string {
  return publicKey.length > 16 ? `${publicKey.slice(0, 8)}…${publicKey.slice(-6)}` : publicKey;
}

/** What an account is: "key 02ab…", or "2-of-3 multisig". */
export function accountKindText(account: Pick<SigningAccount, 'kind' | 'threshold' | 'publicKeys'>, l10n: Localizer): string {
  return account.kind === 'multisig'
    ? l10n.t('{0}-of-{1} multisig', account.threshold, account.publicKeys.length)
    : l10n.t('key {0}', shortKey(account.publicKeys[0] ?? ''));
}

/** A signer that signs elsewhere, for the confirmation: the account, where the workspace knows it from, and the signatures the workspace adds. */
export function signsElsewhereText(account: SigningAccount, l10n: Localizer): string {
  const where = [account.label ? singleLine(account.label, 60) : '', account.wallet ? singleLine(account.wallet, 60) : ''].filter(Boolean).join(' · ');
  const who = account.committee
    ? l10n.t('the committee {0}', account.address)
    : `${account.address}${where ? ` (${where}${account.file ? `, ${singleLine(account.file, 120)}` : ''})` : ''}`;
  const kind = accountKindText(account, l10n);
  return account.keyHolders.length > 0
    ? l10n.t('{0}, signs elsewhere ({1}; the workspace adds {2} of its signatures)', who, kind, account.keyHolders.length)
    : l10n.t('{0}, signs elsewhere ({1})', who, kind);
}

/** The signers whose signatures are missing, one clause each; '' when none is. */
export function missingSignaturesText(statuses: readonly SignerStatus[], l10n: Localizer): string {
  return statuses.filter((status) => !status.complete).map((status) => {
    if (status.kind === 'unknown') return l10n.t('{0} (the file does not hold its verification script yet)', status.address);
    if (status.kind === 'signature') return l10n.t('{0} (key {1})', status.address, shortKey(status.publicKeys[0] ?? ''));
    return l10n.t('{0} ({1}-of-{2} multisig: {3} of {1} signatures; {4} can still sign)', status.address, status.needed ?? 0, status.publicKeys.length,
      status.signedBy.length, status.canStillSign.map(shortKey).join(', '));
  }).join('; ');
}

/** The signers that have signed, one clause each. */
export function signedByText(statuses: readonly SignerStatus[], l10n: Localizer): string {
  return statuses.map((status) => (status.kind === 'multisig'
    ? l10n.t('{0} ({1} of {2} signatures: {3})', status.address, status.signedBy.length, status.needed ?? 0, status.signedBy.map(shortKey).join(', '))
    : status.complete ? l10n.t('{0} (signed)', status.address) : l10n.t('{0} (not signed)', status.address))).join('; ');
}

/** The words of the prompts for a signer that signs elsewhere. */
export function elsewherePromptText(l10n: Localizer) {
  return {
    /** A pick's row that asks for one typed. */
    typeRow: l10n.t('Another Account, Signing Elsewhere…'),
    typeRowDetail: l10n.t('An address, a public key, or a multi-signature account\'s keys: the transaction is saved for signing with neo-go or neo-cli'),
    /** The description of a row of an account that signs elsewhere. */
    row: (account: SigningAccount) => (account.keyHolders.length > 0
      ? l10n.t('signs elsewhere · {0} · the workspace holds {1} of its keys', accountKindText(account, l10n), account.keyHolders.length)
      : l10n.t('signs elsewhere · {0}', accountKindText(account, l10n))),
    /** The box for any account. */
    anyPrompt: l10n.t('The account that signs elsewhere: its address (N…) or script hash (0x…) if this workspace lists it, its public key (02… or 03…), or a multi-signature account as m and its public keys (2 of 02… 03… 02…). Its script is needed for the fee; nothing is signed here.'),
    /** The box for the keys of a known address. */
    keysPrompt: (address: string) => l10n.t('The public key of {0} (02… or 03…), or, for a multi-signature account, m and its public keys (2 of 02… 03… 02…): its script is needed for the fee. Nothing is signed here.', address),
    notThatAccount: (made: string, address: string) => l10n.t('These keys make the account {0}, not {1}.', made, address),
    makes: (address: string) => l10n.t('The account {0}.', address),
    keysNext: (address: string) => l10n.t('{0}: its public keys are asked next.', address),
    /** The button of a signer missing from the workspace. */
    signElsewhere: l10n.t('Sign Elsewhere…'),
  };
}
