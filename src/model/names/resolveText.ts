// What Resolve Name… tells: the answer, the CNAME chain the contract followed, and the plain words
// for the ways a name does not resolve. Chain strings are made one visible line here; the command
// neutralizes links before a notification shows them.
import { ADDRESS_VERSION, secondLevelOf, type AddressVersion, type Owner, type ResolveResult, type ResolveType } from '../../core';
import type { Localizer } from '../text/localizer';
import { nep18Address } from './nep18';
import { singleLine } from '../text/untrustedText';

/** A record type, or NEP-18: a Neo address in a TXT record (`address=N…`). */
export type ResolveKind = ResolveType | 'NEP18';
export const RESOLVE_KINDS: readonly ResolveKind[] = ['A', 'AAAA', 'TXT', 'CNAME', 'NEP18'];

export function isResolveKind(value: unknown): value is ResolveKind {
  return typeof value === 'string' && (RESOLVE_KINDS as readonly string[]).includes(value);
}

/** The record type asked of the contract for `kind`. */
export function recordTypeOf(kind: ResolveKind): ResolveType {
  return kind === 'NEP18' ? 'TXT' : kind;
}

export interface ResolveReport {
  /** One line; chain strings in it are single visible lines. */
  readonly message: string;
  /** The name resolved, found nothing (`warning`): a notification's kind. */
  readonly found: boolean;
  /** The record's data, to copy. */
  readonly data?: string;
  /** NEP-18: the address, decoded and checked here. */
  readonly address?: Owner;
}

const shown = (text: string) => singleLine(text, 120);

/** `a → b → c`: the names the contract went through. */
function chainText(result: ResolveResult): string {
  return result.steps.map((step) => shown(step.name)).join(' → ');
}

/** No answer because of `result.name`: the name asked itself (`direct`), or one its CNAMEs led to (`chained`). */
function aboutName(result: ResolveResult & { readonly name: string }, direct: string, chained: string): ResolveReport {
  return { found: false, message: result.name === secondLevelOf(result.asked) ? direct : chained };
}

/** `addressVersion`: the node's, for a NEP-18 address (53 on MainNet and TestNet). */
export function resolveReport(result: ResolveResult, kind: ResolveKind, l10n: Localizer, addressVersion: AddressVersion = ADDRESS_VERSION): ResolveReport {
  const asked = shown(result.asked);
  const type = kind === 'NEP18' ? l10n.t('Neo address (NEP-18)') : kind;
  const via = result.steps.length > 1 ? ` ${l10n.t('(via {0})', chainText(result))}` : '';
  const last = shown(result.steps.at(-1)?.name ?? result.asked);
  switch (result.kind) {
    case 'found': {
      if (kind !== 'NEP18') return { found: true, data: result.data, message: `${asked} ${type} → ${shown(result.data)}${via}` };
      const nep18 = nep18Address(result.data, addressVersion);
      if (nep18?.ok) return { found: true, data: nep18.owner.address, address: nep18.owner, message: `${asked} → ${nep18.owner.address}${via}` };
      return {
        found: false,
        data: result.data,
        message: nep18
          ? l10n.t('{0} has a NEP-18 TXT record, but "{1}" is not a valid N3 address.', asked, shown(nep18.value))
          : l10n.t('{0} has no Neo address: its TXT record is "{1}", not "address=N…" (NEP-18).', asked, shown(result.data)),
      };
    }
    case 'noRecord':
      return {
        found: false,
        message: result.steps.length > 1
          ? l10n.t('{0} has no {1} record: its CNAME leads to {2}, which has none.', asked, type, last)
          : l10n.t('{0} has no {1} record.', asked, type),
      };
    case 'notRegistered':
      return aboutName(result, l10n.t('{0} is not registered: nobody holds it.', shown(result.name)),
        l10n.t('{0} is not registered, so {1} cannot be resolved (via {2}).', shown(result.name), asked, chainText(result)));
    case 'expired':
      return aboutName(result, l10n.t('{0} has expired: the contract no longer resolves it.', shown(result.name)),
        l10n.t('{0} has expired, so {1} cannot be resolved (via {2}).', shown(result.name), asked, chainText(result)));
    case 'noRoot':
      return { found: false, message: l10n.t('.{0} is not a top-level domain of this NNS contract.', shown(result.name.slice(result.name.lastIndexOf('.') + 1))) };
    case 'invalidName':
      return { found: false, message: l10n.t('The contract does not accept {0} as a name: {1}', shown(result.name), shown(result.exception)) };
    case 'tooManyRedirections':
      return { found: false, message: l10n.t('{0} cannot be resolved: the contract follows at most two CNAMEs ({1} → …).', asked, chainText(result)) };
  }
}
