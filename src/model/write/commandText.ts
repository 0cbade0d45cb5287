// The words of the write commands before the confirmation: no account to sign with (which files are
// read, how to make one), a name nobody holds or that expired, a signer the workspace lacks, the
// record and account prompts. Chain strings are single lines fit for a notification.
import type { DomainDetails } from '../../core';
import { formatDate } from '../details/expiry';
import type { Localizer } from '../text/localizer';
import { forNotification } from '../text/untrustedText';
import { networkText } from './confirmationText';
import { RECORD_TYPES, type RecordTypeName } from './recordValues';
import { MAX_YEARS } from './renewal';

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

/** The new expiration after a renewal, for the message once it is in a block. */
export function renewedText(subject: string, expiration: number | undefined, l10n: Localizer): string {
  return expiration === undefined
    ? l10n.t('{0} is renewed.', name(subject))
    : l10n.t('{0} now expires on {1}.', name(subject), formatDate(expiration));
}

/** "1 year", "3 years": a renewal's length, for the years pick. */
export function yearsText(years: number, l10n: Localizer): string {
  return years === 1 ? l10n.t('1 year') : l10n.t('{0} years', years);
}

/** No renewal fits: the name already expires about as far ahead as the contract allows. */
export function renewalCappedText(subject: string, expiration: number, l10n: Localizer): string {
  return l10n.t('{0} already expires on {1}: this contract renews a name up to {2} years ahead, not beyond.', name(subject), formatDate(expiration), MAX_YEARS);
}

/** What each record type holds, for the type pick. */
export function recordTypeDescription(type: RecordTypeName, l10n: Localizer): string {
  switch (type) {
    case 'A': return l10n.t('an IPv4 address, e.g. 93.184.216.34');
    case 'AAAA': return l10n.t('an IPv6 address, e.g. 2a00:1450:4001:81a::200e');
    case 'TXT': return l10n.t('text up to 255 bytes, e.g. address=N… (NEP-18)');
    case 'CNAME': return l10n.t('another name this one stands for, e.g. www.example.neo');
  }
}

/** The types the contracts take, in the pick's order. */
export const RECORD_TYPE_ORDER: readonly RecordTypeName[] = ['A', 'AAAA', 'TXT', 'CNAME'];

/** A record type the write commands know, by its number; undefined for another. */
export function recordTypeName(type: number): RecordTypeName | undefined {
  return RECORD_TYPE_ORDER.find((each) => RECORD_TYPES[each] === type);
}
