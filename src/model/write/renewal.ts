// How a renewal moves a name's expiration, as the NNS contracts compute it (read in their sources):
// each year adds 365 days to the current expiration, not to now, so a name renewed early keeps the
// time it had left; none renews a name that has already expired. The contracts with
// renew(name, years) — the C# NameService, NeoFS's NNS — take 1 to 10 years and refuse a new
// expiration more than ten such years after the block's time (NeoFS's spares top-level domains);
// neo-go's port renews one year at a time and sets no limit.
import { DAY_MS } from '../details/expiry';

/** A contract's year: 365 days, leap years or not. */
export const YEAR_MS = 365 * DAY_MS;
/** The most years one renewal takes. */
export const MAX_YEARS = 10;
/** How far ahead of the block's time the capped contracts let an expiration go. */
export const MAX_AHEAD_MS = MAX_YEARS * YEAR_MS;

/** The expiration after renewing `years` years from `expiration` (both ms since the epoch). */
export function renewedExpiration(expiration: number, years: number): number {
  return expiration + years * YEAR_MS;
}

/**
 * The renewals a capped contract accepts for a name expiring at `expiration`, judged by `now` (the
 * chain's clock where known): 1 up to `MAX_YEARS`, each ending no later than `MAX_AHEAD_MS` after now.
 * Unknown expiration: all of them (the contract decides).
 */
export function renewalYears(expiration: number | undefined, now: number): number[] {
  const all = Array.from({ length: MAX_YEARS }, (_, index) => index + 1);
  return expiration === undefined ? all : all.filter((years) => renewedExpiration(expiration, years) <= now + MAX_AHEAD_MS);
}
