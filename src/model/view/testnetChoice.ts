// What to offer on a TestNet node whose configured NNS contract is not there: the known TestNet NNS contracts
// that exist on it, each with its manifest's name, roots and users, for the user to choose; or why none can be
// offered. Manifest names and roots are chain text: single visible lines.
import type { KnownContractState, TestnetCheck } from '../../core';
import { shortHash } from '../text/addressText';
import type { Localizer } from '../text/localizer';
import { singleLine } from '../text/untrustedText';

/** A contract to offer: set nns.contractHash to `hash`. */
export interface TestnetOffer {
  readonly hash: string;
  /** e.g. `NameService 0x50ac…46de` */
  readonly label: string;
  /** e.g. `roots: neo · used by neo-node's config.testnet.json` */
  readonly description: string;
}

export interface TestnetChoice {
  /** What was found, in a sentence (the QuickPick's title or the view's message). */
  readonly message: string;
  readonly offers: readonly TestnetOffer[];
}

/** The choice among the TestNet NNS contracts that exist on the node; `configuredHash` is not offered again. */
export function testnetChoice(check: TestnetCheck, configuredHash: string, l10n: Localizer): TestnetChoice {
  if (check.kind === 'notTestnet') {
    return { message: l10n.t('This node is not on TestNet (its network magic is {0}): the known TestNet contracts do not apply.', check.magic), offers: [] };
  }
  const deployed = check.contracts.filter((contract): contract is Extract<KnownContractState, { kind: 'deployed' }> => contract.kind === 'deployed' && contract.isNameService);
  const offers = deployed.filter((contract) => contract.known.hash !== configuredHash).map((contract) => offerOf(contract, l10n));
  const notNns = check.contracts.filter((contract) => contract.kind === 'deployed' && !contract.isNameService).length;
  if (offers.length === 0) {
    return {
      message: deployed.length > 0
        ? l10n.t('The NNS contract set is the only known TestNet NNS contract on this node.')
        : notNns > 0
          ? l10n.t('None of the known TestNet NNS hashes is an NNS contract on this node.')
          : l10n.t('None of the known TestNet NNS contracts is on this node: is it a TestNet node that is still syncing?'),
      offers: [],
    };
  }
  return {
    message: offers.length === 1
      ? l10n.t('The configured NNS contract is not on this TestNet node; one known TestNet NNS contract is:')
      : l10n.t('The configured NNS contract is not on this TestNet node; {0} known TestNet NNS contracts are: choose one by its name and roots.', offers.length),
    offers,
  };
}

function offerOf(contract: Extract<KnownContractState, { kind: 'deployed' }>, l10n: Localizer): TestnetOffer {
  const roots = contract.roots
    ? contract.roots.length === 0
      ? l10n.t('no roots')
      : l10n.t('roots: {0}{1}', contract.roots.slice(0, 8).map((root) => singleLine(root, 20)).join(', '), contract.roots.length > 8 || contract.rootsComplete === false ? ', …' : '')
    : l10n.t('roots not read: {0}', singleLine(contract.rootsFailure ?? '', 80));
  return {
    hash: contract.known.hash,
    label: `${singleLine(contract.name, 40) || l10n.t('(no name)')} ${shortHash(contract.known.hash)}`,
    description: l10n.t('{0} · used by {1}', roots, contract.known.usedBy),
  };
}
