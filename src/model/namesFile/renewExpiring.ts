// Renew Expiring Names… without the editor: which of an owner's names expire within the warning period
// (by the chain's time), the years all of them can take, and the one transaction that renews the names
// picked, as a batch of renewals that Apply's path confirms, signs and reports.
import type { NameOnChain } from '../../core';
import { DAY_MS, formatDate, relativeTime } from '../details/expiry';
import { shortAddress } from '../text/addressText';
import type { Localizer } from '../text/localizer';
import { singleLine } from '../text/untrustedText';
import type { SigningAccount } from '../write/accounts/signingAccounts';
import type { ContractWriteApi } from '../write/contracts/contractApi';
import { renewalYears, renewedExpiration, renewSpec, type RenewOperation } from '../write/operations/renew';
import type { NameChange, PlannedBatch } from './api';

export interface ExpiringName {
  readonly name: string;
  /** Ms since the epoch. */
  readonly expiration: number;
  /** Datoshi a year, where read. */
  readonly price?: bigint;
}

/** The held names expiring within `warningDays` of `now` (the chain's time), the soonest first. */
export function expiringWithin(states: readonly NameOnChain[], now: number, warningDays: number): ExpiringName[] {
  const until = now + warningDays * DAY_MS;
  return states
    .filter((state): state is NameOnChain & { expiration: number } => state.state === 'held' && state.expiration !== undefined && state.expiration <= until)
    .map((state) => ({ name: state.name, expiration: state.expiration, ...(state.price !== undefined && state.price >= 0n ? { price: state.price } : {}) }))
    .sort((a, b) => a.expiration - b.expiration || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The years every one of the names can be renewed for (the capped contracts' limit), fewest first. */
export function commonYears(names: readonly ExpiringName[], now: number): number[] {
  return names.reduce<number[]>((years, name) => {
    const allowed = new Set(renewalYears(name.expiration, now));
    return years.filter((each) => allowed.has(each));
  }, renewalYears(undefined, now));
}

/** One transaction renewing the names for `years`, paid (and, on NeoFS's NNS, witnessed) by `signer`; or why the contract cannot. */
export function renewalBatch(
  names: readonly ExpiringName[], years: number, api: ContractWriteApi, signer: SigningAccount, l10n: Localizer,
): { readonly batch: PlannedBatch } | { readonly problem: string } {
  const changes: NameChange[] = [];
  for (const name of names) {
    const data: RenewOperation = { kind: 'renew', name: name.name, years, expiration: name.expiration };
    const planned = renewSpec.plan(data, api, l10n);
    if (!planned.ok) return { problem: l10n.t('{0}: {1}', singleLine(name.name, 80), planned.problem) };
    changes.push({
      kind: 'renew', name: name.name, needs: planned.plan.signers, signers: [signer],
      operations: [{ spec: renewSpec, data, plan: planned.plan }],
      years, oldExpiration: name.expiration, newExpiration: renewedExpiration(name.expiration, years),
      ...(name.price === undefined ? {} : { price: name.price * BigInt(years) }),
    });
  }
  return { batch: { changes, calls: changes.flatMap((change) => change.operations.map((operation) => operation.plan.call)), signers: [signer], stage: 0 } };
}

/** A name's row in the pick: when it expires. */
export function expiringDescription(name: ExpiringName, now: number, l10n: Localizer): string {
  return l10n.t('expires {0} ({1})', formatDate(name.expiration), relativeTime(name.expiration, now, l10n));
}

/** The transaction's title. */
export function renewalTitle(count: number, owner: string, l10n: Localizer): string {
  return count === 1 ? l10n.t('Renew 1 name of {0}', shortAddress(owner)) : l10n.t('Renew {0} names of {1}', l10n.count(count), shortAddress(owner));
}

/** None of the owner's names expires within the warning period. */
export function noneExpiringText(owner: string, warningDays: number, l10n: Localizer): string {
  return warningDays === 1
    ? l10n.t('No name of {0} expires within 1 day (nns.expiryWarningDays).', owner)
    : l10n.t('No name of {0} expires within {1} days (nns.expiryWarningDays).', owner, l10n.count(warningDays));
}

/** NeoFS's NNS asks the owner's witness to renew, and the workspace holds no key of the owner. */
export function ownerKeyMissingText(owner: string, l10n: Localizer): string {
  return l10n.t('This contract renews a name only with its owner\'s signature, and this workspace holds no key of {0} on this network.', owner);
}
