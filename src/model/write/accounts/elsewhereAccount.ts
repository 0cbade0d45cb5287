// A signer that signs elsewhere, as typed or pasted: an address or script hash (its keys found in the
// workspace or asked next), a public key, or a multisig's m and keys. Made a SigningAccount whose script
// prices its witness, holding the workspace's keys of it, if any; the write module checks each key.
import { hex } from '@scure/base';
import { NnsError, parseOwner, type AddressVersion } from '../../../core';
import type * as Write from '../../../core/write';
import type { Localizer } from '../../text/localizer';
import { singleLine } from '../../text/untrustedText';
import type { KeyHolder, SigningAccount } from './signingAccounts';

export type ElsewhereInput =
  /** An address or script hash: its verification script is still to be found or asked. */
  | { readonly kind: 'account'; readonly address: string; readonly scriptHash: string }
  /** A signature account's key (threshold 1, one key), or a multisig's m and keys (`multisig`: m was given, so `1 of 02…` is a 1-of-1 multisig). */
  | { readonly kind: 'keys'; readonly threshold: number; readonly publicKeys: readonly string[]; readonly multisig?: true }
  | { readonly kind: 'invalid'; readonly problem: string };

const PUBLIC_KEY = /^0[23][0-9a-f]{64}$/;
/** neo's limit on the keys of a multisig account. */
const MAX_KEYS = 1024;

/**
 * What the user typed for a signer that signs elsewhere: `02…` (a public key), `2 of 02… 03… 02…` (a
 * multisig: m, then its keys, separated by spaces or commas), or, where `accountAllowed`, an address or
 * a script hash.
 */
export function parseElsewhereInput(text: string, addressVersion: AddressVersion, l10n: Localizer, accountAllowed = true): ElsewhereInput {
  const words = text.trim().split(/[\s,;]+/).filter(Boolean).map((word) => word.toLowerCase());
  if (words.length === 0) return { kind: 'invalid', problem: l10n.t('Type a public key (02… or 03…), or m and the public keys of a multi-signature account (2 of 02… 03… 02…).') };
  if (words.length === 1 && !PUBLIC_KEY.test(words[0]!)) {
    if (!accountAllowed) return { kind: 'invalid', problem: l10n.t('Not a public key: 66 hex digits starting with 02 or 03.') };
    try {
      const owner = parseOwner(text.trim(), addressVersion);
      return { kind: 'account', address: owner.address, scriptHash: owner.scriptHash };
    } catch (error) {
      // The core's words name an owner: only their reason is kept.
      const reason = error instanceof NnsError ? /: (.*)$/.exec(error.message)?.[1] : undefined;
      return { kind: 'invalid', problem: reason ? l10n.t('Not an N3 address, a script hash or a public key: {0}', singleLine(reason, 200)) : l10n.t('Not an N3 address, a script hash or a public key.') };
    }
  }
  let keys = words;
  let threshold = 1;
  const multisig = /^\d+$/.test(words[0]!);
  if (multisig) {
    threshold = Number(words[0]);
    keys = words.slice(words[1] === 'of' ? 2 : 1);
  } else if (words.length > 1) {
    return { kind: 'invalid', problem: l10n.t('A multi-signature account: give m, the signatures it needs, before its keys (2 of 02… 03… 02…).') };
  }
  const bad = keys.find((key) => !PUBLIC_KEY.test(key));
  if (bad !== undefined) return { kind: 'invalid', problem: l10n.t('Not a public key: {0} (66 hex digits starting with 02 or 03).', singleLine(bad, 80)) };
  if (keys.length === 0) return { kind: 'invalid', problem: l10n.t('Give the public keys of the multi-signature account after m.') };
  if (new Set(keys).size !== keys.length) return { kind: 'invalid', problem: l10n.t('A key is there twice.') };
  if (keys.length > MAX_KEYS) return { kind: 'invalid', problem: l10n.t('A multi-signature account has at most {0} keys.', MAX_KEYS) };
  if (threshold < 1 || threshold > keys.length) return { kind: 'invalid', problem: l10n.t('m is the signatures needed: from 1 to the number of keys ({0}).', keys.length) };
  return { kind: 'keys', threshold, publicKeys: keys, ...(multisig ? { multisig: true as const } : {}) };
}

/** The account of typed keys as the write module builds it (a key not on the curve: INVALID_KEY, thrown). */
export function accountOfKeys(write: Pick<typeof Write, 'accountFromPublicKey' | 'multisigAccount'>, input: Extract<ElsewhereInput, { kind: 'keys' }>, addressVersion: number): Write.VerificationAccount {
  const keys = input.publicKeys.map((key) => hex.decode(key));
  return !input.multisig && input.publicKeys.length === 1 && input.threshold === 1 ? write.accountFromPublicKey(keys[0]!, addressVersion) : write.multisigAccount(input.threshold, keys, addressVersion);
}

/**
 * A signer that signs elsewhere, of an account the write module built: the keys of it the workspace's
 * accounts hold are its holders (their signatures go into the file), the rest sign elsewhere; holding
 * m of them, it signs here.
 */
export function elsewhereSigner(account: Write.VerificationAccount, workspace: readonly SigningAccount[], label = ''): SigningAccount {
  const publicKeys = account.publicKeys.map((key) => hex.encode(key));
  const holders = new Map<string, KeyHolder>();
  for (const each of [...workspace].filter((candidate) => !candidate.signsElsewhere).sort((a, b) => Number(a.needsPassword) - Number(b.needsPassword))) {
    for (const holder of each.keyHolders) {
      if (holder.publicKey && publicKeys.includes(holder.publicKey) && !holders.has(holder.publicKey)) holders.set(holder.publicKey, holder);
    }
  }
  const keyHolders = [...holders.values()].slice(0, account.threshold);
  return {
    address: account.address, scriptHash: account.scriptHash, label, wallet: '', file: '', kind: account.kind, threshold: account.threshold, publicKeys,
    verificationScript: hex.encode(account.verificationScript), keyHolders, needsPassword: keyHolders.some((holder) => holder.format === 'nep6'),
    isDefault: false, ...(keyHolders.length >= account.threshold ? {} : { signsElsewhere: true as const }),
  };
}

/** The account the user named (its script hash or address), among those the workspace knows (its own, or those it knows without keys). */
export function knownAccount(named: string, known: readonly SigningAccount[]): SigningAccount | undefined {
  return known.find((account) => account.scriptHash === named || account.address === named);
}
