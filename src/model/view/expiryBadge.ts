// The badge of Owner Domains: how many of the configured owner's names expire within the warning period, which
// (the soonest first), and when the count changes by the clock alone. Names already expired are not counted:
// their owner can no longer renew them. Pure: the clock is an argument.
import type { DomainEntry } from '../tree/domainTree';
import { DAY_MS, expiryStatus, relativeTime } from '../details/expiry';
import type { Localizer } from '../text/localizer';
import type { DetailsLookup } from '../tree/sortOrder';
import { singleLine } from '../text/untrustedText';

/** What `TreeView.badge` gets. */
export interface BadgeChoice {
  readonly value: number;
  readonly tooltip: string;
}

/** The tooltip names this many, then says how many more. */
const BADGE_TOOLTIP_NAMES = 5;

export interface BadgeInput {
  /** The configured owner's address, for the tooltip. */
  readonly owner: string;
  readonly entries: readonly DomainEntry[];
  readonly details: DetailsLookup;
  readonly now: number;
  readonly warningDays: number;
}

interface Expiring {
  readonly name: string;
  readonly expiration: number;
}

/** The names expiring within the warning period, the soonest first. */
export function expiringNames(input: BadgeInput): Expiring[] {
  const found: Expiring[] = [];
  for (const entry of input.entries) {
    if (entry.invalidUtf8) continue;
    const details = input.details(entry.name);
    if (expiryStatus(details, input.now, input.warningDays) === 'expiring' && details?.expiration !== undefined) {
      found.push({ name: entry.name, expiration: details.expiration });
    }
  }
  return found.sort((a, b) => a.expiration - b.expiration || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Names whose expiration is not known: details not loaded, or they failed. */
function unknownCount(input: BadgeInput): number {
  let count = 0;
  for (const entry of input.entries) {
    if (entry.invalidUtf8) continue;
    const details = input.details(entry.name);
    if (!details || details.state === 'error') count++;
  }
  return count;
}

/** The badge, or undefined (cleared) when no name expires within the warning period. */
export function expiryBadge(input: BadgeInput, l10n: Localizer): BadgeChoice | undefined {
  const expiring = expiringNames(input);
  if (expiring.length === 0) return undefined;
  const { now, warningDays } = input;
  const days = l10n.count(warningDays);
  const head = expiring.length === 1
    ? l10n.t('1 name of {0} expires within {1} days:', input.owner, days)
    : l10n.t('{0} names of {1} expire within {2} days:', l10n.count(expiring.length), input.owner, days);
  // Names are chain data: one line, invisible characters shown as escapes.
  const named = expiring.slice(0, BADGE_TOOLTIP_NAMES).map((item) => `${singleLine(item.name, 60)} (${relativeTime(item.expiration, now, l10n)})`);
  const more = expiring.length - named.length;
  const list = more > 0 ? l10n.t('{0} and {1} more', named.join(', '), l10n.count(more)) : named.join(', ');
  const unknown = unknownCount(input);
  const tail = unknown === 0 ? '' : ` ${unknown === 1 ? l10n.t('The expiration of 1 name is not known.') : l10n.t('The expiration of {0} names is not known.', l10n.count(unknown))}`;
  // The badge cannot hold a link: it names the command that renews them (Owner Domains' "…" menu, the palette).
  return { value: expiring.length, tooltip: `${head} ${list}.${tail} ${l10n.t('Renew Expiring Names… renews them.')}` };
}

/**
 * The next moment the count changes by the clock alone: a name enters the warning period, or one in
 * it expires. Undefined when none will (no warning period, or no expiration known ahead).
 */
export function nextBadgeChange(input: Omit<BadgeInput, 'owner'>): number | undefined {
  if (input.warningDays <= 0) return undefined;
  const window = input.warningDays * DAY_MS;
  let next: number | undefined;
  for (const entry of input.entries) {
    const details = entry.invalidUtf8 ? undefined : input.details(entry.name);
    if (details?.state !== 'active' || details.expiration === undefined) continue;
    for (const moment of [details.expiration - window, details.expiration]) {
      if (moment > input.now && (next === undefined || moment < next)) next = moment;
    }
  }
  return next;
}
