// How a domain row is marked at a glance: its icon and its file decoration (badge and label colour).
// Pure, so the choice is unit-tested; the tree item and the decoration provider apply it.
import type { DomainDetails } from '../core';
import type { Localizer } from '../localizer';
import { expiryStatus, relativeTime, type ExpiryStatus } from './expiry';

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
