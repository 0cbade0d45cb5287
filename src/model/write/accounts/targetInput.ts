// Whom a name goes to or who administers it, as typed: an address or a script hash is taken as it is;
// an NNS name is resolved (its NEP-18 TXT record) and the address it leads to must be confirmed, never
// guessed. The words of that question, and of a name that leads nowhere, are here.
import { NnsError, parseOwner, type AddressVersion, type ResolveResult } from '../../../core';
import type { Localizer } from '../../text/localizer';
import { resolveNameProblem, resolvableName } from '../../names/resolveInput';
import { resolveReport } from '../../names/resolveText';
import { singleLine } from '../../text/untrustedText';
import type { AccountRef } from './accountRef';

export type TargetInput =
  | { readonly kind: 'account'; readonly account: AccountRef }
  /** An NNS name: resolve it (TXT, read as NEP-18), then ask (resolvedTargetQuestion). */
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'invalid'; readonly problem: string };

/** What the user typed for a receiver or an admin. */
export function parseTargetInput(text: string, addressVersion: AddressVersion, l10n: Localizer): TargetInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'invalid', problem: l10n.t('Type an N3 address (N…), a script hash (0x…) or an NNS name that resolves to an address.') };
  // A name has a dot; an address or a script hash never does.
  if (!trimmed.includes('.')) {
    try {
      const owner = parseOwner(trimmed, addressVersion);
      return { kind: 'account', account: { address: owner.address, scriptHash: owner.scriptHash } };
    } catch (error) {
      return { kind: 'invalid', problem: error instanceof NnsError ? singleLine(error.message, 200) : l10n.t('Not an N3 address or script hash.') };
    }
  }
  const problem = resolveNameProblem(trimmed, l10n);
  return problem ? { kind: 'invalid', problem } : { kind: 'name', name: resolvableName(trimmed) };
}

export type ResolvedTarget =
  /** Ask: "{name} resolves to {address}: transfer to it?"; on Yes, `account` is the target. */
  | { readonly kind: 'confirm'; readonly account: AccountRef; readonly question: string; readonly detail: string; readonly button: string }
  /** The name leads to no address: why, in words. */
  | { readonly kind: 'none'; readonly problem: string };

/** The question to confirm a receiver or admin found by a name (`purpose`: what the address becomes). */
export function resolvedTargetQuestion(result: ResolveResult, purpose: 'owner' | 'admin', addressVersion: AddressVersion, l10n: Localizer): ResolvedTarget {
  const report = resolveReport(result, 'NEP18', l10n, addressVersion);
  if (!report.found || !report.address) return { kind: 'none', problem: report.message };
  const name = singleLine(result.asked, 255);
  const via = result.steps.length > 1 ? ` ${l10n.t('(via {0})', result.steps.map((step) => singleLine(step.name, 80)).join(' → '))}` : '';
  return {
    kind: 'confirm',
    account: { address: report.address.address, scriptHash: report.address.scriptHash, viaName: result.asked },
    question: purpose === 'owner'
      ? l10n.t('{0} resolves to {1}. Make this address the new owner?', name, report.address.address)
      : l10n.t('{0} resolves to {1}. Make this address the admin?', name, report.address.address),
    detail: l10n.t('The address is read from the NEP-18 TXT record of {0}{1}; whoever controls that name chose it. Check it before going on.', name, via),
    button: l10n.t('Use This Address'),
  };
}
