// The lines that describe one name's details in a row tooltip (plain text).
import type { DomainDetails, Owner } from '../../core';
import { formatDateTime, relativeTime } from './expiry';
import { expiringTooltipLine } from './expiryMarks';
import { describeFailure } from '../text/failureText';
import type { Localizer } from '../text/localizer';

export interface DetailsTextInput {
  readonly details: DomainDetails | undefined;
  readonly now: number;
  readonly warningDays: number;
  /** The node asked, for failure texts. */
  readonly rpcUrl?: string;
}

/** Why the details of a name could not be loaded, in one line. */
export function detailsFailure(details: DomainDetails, rpcUrl: string | undefined, l10n: Localizer): string {
  return describeFailure(details.error ?? new Error('unknown error'), rpcUrl, l10n).summary;
}

/** `2027-03-01 12:00:00 UTC (in 423 days)`: when a name expires or expired. */
export function expirationWhen(expiration: number, now: number, l10n: Localizer): string {
  return `${formatDateTime(expiration)} (${relativeTime(expiration, now, l10n)})`;
}

/** `Expires 2027-03-01 12:00:00 UTC (in 423 days)` or `Expired …`. */
export function expirationLine(expiration: number, now: number, l10n: Localizer): string {
  const when = expirationWhen(expiration, now, l10n);
  return expiration > now ? l10n.t('Expires {0}', when) : l10n.t('Expired {0}', when);
}

/** An address with its script hash; owners and admins come from the chain but are encoded by the core. */
export function ownerText(owner: Owner): string {
  return `${owner.address} (${owner.scriptHash})`;
}

/** The tooltip lines after the name: state and expiration, owner, admin; or why they are missing. */
export function detailsTooltipLines(input: DetailsTextInput, l10n: Localizer): string[] {
  const { details, now } = input;
  if (!details) return [l10n.t('Owner and expiration not loaded yet.')];
  switch (details.state) {
    case 'error':
      return [l10n.t('Details unavailable: {0}', detailsFailure(details, input.rpcUrl, l10n))];
    case 'expired': {
      // The contract hides them; the node's storage may still tell them.
      if (details.expiration === undefined && !details.owner) return [l10n.t('Expired: the contract no longer reveals its owner or expiration.')];
      const lines: string[] = [];
      if (details.expiration !== undefined) lines.push(expirationLine(details.expiration, now, l10n));
      if (details.owner) lines.push(l10n.t('Last owner {0}', ownerText(details.owner)));
      return lines;
    }
    case 'active': {
      const lines: string[] = [];
      if (details.expiration !== undefined) {
        lines.push(expirationLine(details.expiration, now, l10n));
        const warning = expiringTooltipLine(details, now, input.warningDays, l10n);
        if (warning) lines.push(warning);
      }
      if (details.owner) lines.push(l10n.t('Owner {0}', ownerText(details.owner)));
      if (details.admin !== undefined) lines.push(details.admin ? l10n.t('Admin {0}', ownerText(details.admin)) : l10n.t('No admin'));
      return lines;
    }
  }
}
