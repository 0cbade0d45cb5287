// When a name expires: its status by the clock, and dates and spans in words. Pure: the clock is an
// argument, so the texts are tested with a fixed `now`. How each status is shown: expiryMarks.ts.
import type { DomainDetails } from '../../core';
import type { Localizer } from '../text/localizer';

export const DAY_MS = 86_400_000;
export const DEFAULT_WARNING_DAYS = 30;
export const MAX_WARNING_DAYS = 3650;

/**
 * `unknown`: not loaded (yet). `expiring`: within the warning period. `expired`: the details say so,
 * or the expiration has passed by `now` (the chain's clock where the node told it, see DetailsStore.now).
 */
export type ExpiryStatus = 'unknown' | 'active' | 'expiring' | 'expired' | 'error';

export function expiryStatus(details: DomainDetails | undefined, now: number, warningDays: number): ExpiryStatus {
  if (!details) return 'unknown';
  if (details.state === 'expired') return 'expired';
  if (details.state === 'error') return 'error';
  if (details.expiration === undefined) return 'active';
  const left = details.expiration - now;
  if (left <= 0) return 'expired';
  return left <= warningDays * DAY_MS ? 'expiring' : 'active';
}

/** `2027-03-01` (UTC). The expiration comes from the chain: a value no Date can hold is shown as a number. */
export function formatDate(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? String(ms) : date.toISOString().slice(0, 10);
}

/** `2027-03-01 12:00:00 UTC`. */
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? String(ms) : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Whole days from `now` to `ms`, rounded towards zero. */
function wholeDays(ms: number, now: number): number {
  return Math.trunc((ms - now) / DAY_MS);
}

/** `in 12 days`, `in 1 day`, `in less than a day`, `5 days ago`, `today`. */
export function relativeTime(ms: number, now: number, l10n: Localizer): string {
  const days = wholeDays(ms, now);
  if (ms > now) {
    if (days === 0) return l10n.t('in less than a day');
    return days === 1 ? l10n.t('in 1 day') : l10n.t('in {0} days', l10n.count(days));
  }
  if (days === 0) return l10n.t('less than a day ago');
  return days === -1 ? l10n.t('1 day ago') : l10n.t('{0} days ago', l10n.count(-days));
}
