// What a view says about the search for the NNS contract on a node whose configured contract does not
// exist there: a row that offers the contract found, or a sentence after the failure (searching, none
// found, the search failed). A manifest's name is chain data: shown as plain, single-line text.
import type { NameServiceSearch, TestnetCheck } from '../../core';
import { shortHash } from '../text/addressText';
import type { Localizer } from '../text/localizer';
import { testnetChoice } from './testnetChoice';
import { singleLine } from '../text/untrustedText';

/** Where the search for a node stands. */
export type ContractSearchState =
  | { readonly kind: 'searching' }
  | { readonly kind: 'failed'; readonly reason: string }
  /** A TestNet node: the known TestNet NNS contracts looked up on it (several are in use). */
  | { readonly kind: 'testnet'; readonly check: TestnetCheck }
  | NameServiceSearch;

/** The contract a failure row offers: set nns.contractHash to `hash`. */
export interface ContractOffer {
  readonly hash: string;
  readonly label: string;
  readonly tooltip: string;
}

/**
 * The contracts to offer, each a row: on a TestNet node the known TestNet NNS contracts that exist
 * there, each with its name and roots, so that the user chooses; elsewhere the one contractOffer gives.
 */
export function contractOffers(state: ContractSearchState | undefined, configuredHash: string, l10n: Localizer): ContractOffer[] {
  if (state?.kind !== 'testnet') {
    const offer = contractOffer(state, configuredHash, l10n);
    return offer ? [offer] : [];
  }
  return testnetChoice(state.check, configuredHash, l10n).offers.map((offer) => ({
    hash: offer.hash,
    label: l10n.t('Use {0}', offer.label),
    tooltip: l10n.t('Sets nns.contractHash to {0}: {1}.', offer.hash, offer.description),
  }));
}

/** The contract to offer, if any: the first NNS contract found, or a public network's own. */
export function contractOffer(state: ContractSearchState | undefined, configuredHash: string, l10n: Localizer): ContractOffer | undefined {
  if (state?.kind === 'found') {
    const [first] = state.found;
    if (!first) return undefined;
    const name = singleLine(first.name, 40) || l10n.t('the NNS contract');
    const others = state.found.length > 1 ? ` ${l10n.t('({0} NNS contracts on this node: the first deployed is offered.)', state.found.length)}` : '';
    return {
      hash: first.hash,
      label: l10n.t('Use {0} {1} found on this node', name, shortHash(first.hash)),
      tooltip: l10n.t('Sets nns.contractHash to {0}, contract #{1} "{2}" of the {3} contracts deployed on this node, where the node is set (workspace or user settings).', first.hash, first.id, name, l10n.count(state.contracts)) + others,
    };
  }
  if (state?.kind === 'publicNetwork' && state.hash !== configuredHash) {
    return {
      hash: state.hash,
      label: l10n.t('Use the NNS contract of {0} ({1})', state.network, shortHash(state.hash)),
      tooltip: l10n.t('This node is on {0}, whose NNS contract is {1}: sets nns.contractHash to it.', state.network, state.hash),
    };
  }
  return undefined;
}

/** The set-up a failure row offers: a private chain (not MainNet or TestNet by its magic) whose search found no NNS contract. */
export function setUpOffer(state: ContractSearchState | undefined, l10n: Localizer): { readonly label: string; readonly tooltip: string } | undefined {
  if (state?.kind !== 'none') return undefined;
  return {
    label: l10n.t('Set Up NNS on This Chain…'),
    tooltip: l10n.t('Deploys an NNS contract from the workspace\'s files, signed by the chain\'s committee, with its first top-level domain and a price: you confirm every step first.'),
  };
}

/** A sentence for the view's message after the failure; undefined when the row says it all. */
export function contractSearchNote(state: ContractSearchState | undefined, l10n: Localizer, configuredHash = ''): string | undefined {
  switch (state?.kind) {
    case 'testnet':
      return testnetChoice(state.check, configuredHash, l10n).message;
    case 'searching':
      return l10n.t('Looking for an NNS contract on this node…');
    case 'failed':
      return l10n.t('Could not look for an NNS contract on this node: {0}', singleLine(state.reason, 160));
    case 'none':
      return state.complete
        ? l10n.t('None of the {0} contracts deployed on this node is an NNS contract: deploy one, or select another node.', l10n.count(state.contracts))
        : l10n.t('None of the first {0} contracts deployed on this node is an NNS contract.', l10n.count(state.contracts));
    default:
      return undefined;
  }
}
