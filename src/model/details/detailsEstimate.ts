// What loading the details of many names costs, said before asking the user (Export Domains…'s
// Load Them First): HTTP requests of 99 names (one getstorage each beside the chain's time), a few
// in flight at once, each one round trip to the node, plus the work of reading the answers.
import { DETAILS_NAMES_PER_ROUND, MAX_PARALLEL_REQUESTS } from '../../core';
import type { Localizer } from '../text/localizer';

/** Names per HTTP request where the node serves storage reads (most nodes). */
const NAMES_PER_REQUEST = DETAILS_NAMES_PER_ROUND / 2;
/** The node's and this side's work per name (reading a NameState, checking it), measured by `npm run bench`. */
const WORK_PER_NAME_MS = 0.1;
/** Assumed when no request has been timed yet. */
export const ASSUMED_ROUND_TRIP_MS = 100;

export interface DetailsEstimate {
  readonly names: number;
  readonly requests: number;
  /** Requests sent at once. */
  readonly parallel: number;
  /** Round trips one after another. */
  readonly rounds: number;
  readonly roundTripMs: number;
  /** The round trip was timed (else assumed). */
  readonly measured: boolean;
  readonly seconds: number;
}

export function detailsEstimate(names: number, roundTripMs: number | undefined, parallel = MAX_PARALLEL_REQUESTS): DetailsEstimate {
  const requests = Math.ceil(names / NAMES_PER_REQUEST);
  const rounds = Math.ceil(requests / parallel);
  const trip = roundTripMs ?? ASSUMED_ROUND_TRIP_MS;
  const seconds = (rounds * trip + names * WORK_PER_NAME_MS) / 1000;
  return { names, requests, parallel, rounds, roundTripMs: trip, measured: roundTripMs !== undefined, seconds };
}

/** "about 15 s", "about 2 min", "under a second". */
export function durationText(seconds: number, l10n: Localizer): string {
  if (seconds < 1) return l10n.t('under a second');
  if (seconds < 90) return l10n.t('about {0} s', Math.round(seconds));
  return l10n.t('about {0} min', Math.round(seconds / 60));
}

/** The question's detail: "1,011 requests, 4 at a time (253 round trips of 50 ms): about 23 s". */
export function estimateText(estimate: DetailsEstimate, l10n: Localizer): string {
  const ms = Math.round(estimate.roundTripMs);
  const trip = estimate.rounds === 1
    ? (estimate.measured ? l10n.t('1 round trip of {0} ms', ms) : l10n.t('1 round trip, assuming {0} ms', ms))
    : (estimate.measured ? l10n.t('{0} round trips of {1} ms', l10n.count(estimate.rounds), ms) : l10n.t('{0} round trips, assuming {1} ms each', l10n.count(estimate.rounds), ms));
  const requests = estimate.requests === 1 ? l10n.t('1 request') : l10n.t('{0} requests, {1} at a time', l10n.count(estimate.requests), Math.min(estimate.parallel, estimate.requests));
  return l10n.t('{0} ({1}): {2}', requests, trip, durationText(estimate.seconds, l10n));
}
