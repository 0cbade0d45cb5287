// How a name's expiry status is shown, everywhere it is shown: the row's icon and description (both
// views and the Show Domain Details picker), the badge on its row, the warning in its tooltip and the
// state in its details document. Changing how an expired or expiring name is marked happens here.
import type { DomainDetails } from '../../core';
import { expiryStatus, formatDate, relativeTime, type ExpiryStatus } from './expiry';
import type { Localizer } from '../text/localizer';

/** A codicon id and an optional theme colour id. */
export interface IconChoice {
  readonly id: string;
  readonly color?: string;
}

/** What `vscode.FileDecoration` gets: a badge of one character, a tooltip and a theme colour id. */
export interface DecorationChoice {
  readonly badge: string;
  readonly tooltip: string;
  readonly color: string;
}

/**
 * Where a name's description is shown: `row`, a view's row beside the name, short enough for a sidebar
 * of the default width (the tooltip holds the rest); `pick`, a quick pick, which has room for words.
 */
export type DescriptionPlace = 'row' | 'pick';

/** The marks of one domain row: its icon, and its description (undefined: none). */
export interface RowMarks {
  readonly icon: IconChoice;
  readonly description: string | undefined;
}

const ERROR_COLOR = 'list.errorForeground';
const WARNING_COLOR = 'list.warningForeground';

/** A name that was not valid UTF-8 keeps its warning icon: that matters more than its expiry. */
export function domainIcon(status: ExpiryStatus, invalidUtf8: boolean): IconChoice {
  if (invalidUtf8) return { id: 'warning', color: WARNING_COLOR };
  switch (status) {
    case 'expired':
      return { id: 'circle-slash', color: ERROR_COLOR };
    case 'expiring':
      return { id: 'clock', color: WARNING_COLOR };
    case 'error':
      return { id: 'question' };
    case 'active':
    case 'unknown':
      return { id: 'globe' };
  }
}

/** Expired: a red ✕; expiring within the warning period: a yellow !; otherwise none. */
export function decorationFor(details: DomainDetails | undefined, now: number, warningDays: number, l10n: Localizer): DecorationChoice | undefined {
  const status = expiryStatus(details, now, warningDays);
  if (status === 'expired') return { badge: '✕', tooltip: l10n.t('Expired'), color: ERROR_COLOR };
  if (status === 'expiring' && details?.expiration !== undefined) {
    return { badge: '!', tooltip: l10n.t('Expires {0}', relativeTime(details.expiration, now, l10n)), color: WARNING_COLOR };
  }
  return undefined;
}

/**
 * The description of a name. In a quick pick: `expires 2027-03-01`, `expires in 12 days` (within the
 * warning period), `expired 2025-03-01` (`expired` where the node did not reveal when), `details
 * unavailable`. In a row, shorter: `2027-03-01`, `in 12 days`, `expired`, `no details` (the row's icon
 * and tooltip say the rest). Undefined while not loaded.
 */
export function expiryDescription(details: DomainDetails | undefined, now: number, warningDays: number, l10n: Localizer, place: DescriptionPlace = 'pick'): string | undefined {
  const status = expiryStatus(details, now, warningDays);
  const expiration = details?.expiration;
  const row = place === 'row';
  switch (status) {
    case 'unknown':
      return undefined;
    case 'error':
      return row ? l10n.t('no details') : l10n.t('details unavailable');
    case 'expired':
      return expiration === undefined || row ? l10n.t('expired') : l10n.t('expired {0}', formatDate(expiration));
    case 'expiring': {
      if (expiration === undefined) return undefined;
      const when = relativeTime(expiration, now, l10n);
      return row ? when : l10n.t('expires {0}', when);
    }
    case 'active':
      if (expiration === undefined) return undefined;
      return row ? formatDate(expiration) : l10n.t('expires {0}', formatDate(expiration));
  }
}

/** A domain's icon and description. A name that is not valid UTF-8 has no details to describe. */
export function rowMarks(invalidUtf8: boolean, details: DomainDetails | undefined, now: number, warningDays: number, l10n: Localizer, place: DescriptionPlace): RowMarks {
  return {
    icon: domainIcon(expiryStatus(details, now, warningDays), invalidUtf8),
    description: invalidUtf8 ? undefined : expiryDescription(details, now, warningDays, l10n, place),
  };
}

/** The tooltip's warning for a name expiring within the warning period; undefined otherwise. */
export function expiringTooltipLine(details: DomainDetails | undefined, now: number, warningDays: number, l10n: Localizer): string | undefined {
  return expiryStatus(details, now, warningDays) === 'expiring' ? l10n.t('Warning: expires within {0} days.', l10n.count(warningDays)) : undefined;
}

/** The State field of the details document of an active name. */
export function activeStateText(details: DomainDetails, now: number, warningDays: number, l10n: Localizer): string {
  return expiryStatus(details, now, warningDays) === 'expiring' ? l10n.t('active, expiring within {0} days', l10n.count(warningDays)) : l10n.t('active');
}
