// The words of the write commands before the confirmation: no account to sign with (which files are
// read, how to make one), a name nobody holds or that expired, a signer the workspace lacks.
import type { DomainDetails } from '../../../core';
import type { Localizer } from '../../text/localizer';
import { forNotification } from '../../text/untrustedText';
import { networkText } from './confirmationText';

const name = (value: string) => forNotification(value, 120);

/** No workspace account can sign on this network: which files are read, and how to make one. */
export function noAccountsText(magic: number, l10n: Localizer): string {
  return l10n.t(
    'No account of this workspace can sign on {0}. NNS Explorer signs with the wallets of the workspace\'s *.neo-express files (on the chain of their magic) and NEP-6 wallet files (*.json). Make one, e.g. with neo-express: neoxp wallet create alice (then fund it: neoxp transfer 100 GAS genesis alice), or with neo-go: neo-go wallet init -w wallet.json -a.',
    networkText(magic, l10n),
  );
}

/** Why an operation on `name` cannot go on: the details say nobody holds it now; undefined when someone does. */
export function notHeldText(subject: string, details: DomainDetails, l10n: Localizer): string | undefined {
  if (details.state === 'active') return undefined;
  if (details.state === 'expired') {
    return l10n.t('{0} has expired: nobody holds it now. Register it again (Register Name…) to use it.', name(subject));
  }
  if (details.error?.code === 'FAULT') return l10n.t('{0} is not registered: nobody holds it. Register it first (Register Name…).', name(subject));
  return undefined;
}

/** The workspace holds no key of the account that must sign. */
export function signerMissingText(subject: string, who: 'owner' | 'ownerOrAdmin', details: Pick<DomainDetails, 'owner' | 'admin'>, l10n: Localizer): string {
  const owner = details.owner?.address ?? l10n.t('(unknown)');
  if (who === 'ownerOrAdmin' && details.admin) {
    return l10n.t('Only the owner {0} or the admin {1} of {2} may change its records, and this workspace holds the key of neither on this network.', owner, details.admin.address, name(subject));
  }
  return l10n.t('Only the owner of {0}, {1}, may do this, and this workspace holds no key of it on this network.', name(subject), owner);
}

/** The workspace's accounts hold too few keys of the committee (neo-express consensus wallets, or a NEP-6 wallet of a validator). */
export function noCommitteeKeyText(committee: string, held: number, needed: number, l10n: Localizer): string {
  return l10n.t('The workspace holds {0} of the {1} keys the committee {2} needs: add the consensus node\'s wallet (a .neo-express file, or the node\'s NEP-6 wallet) to the workspace, or choose the account yourself.', held, needed, committee);
}
