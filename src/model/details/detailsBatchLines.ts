// The log lines of one batch of details: a summary, then the failed names with their reasons (names
// and node texts are untrusted: one visible line each).
import type { DomainDetails } from '../../core';
import { singleLine } from '../text/untrustedText';

/** A batch where every name failed (a dead node) logs this many names, then a count. */
export const MAX_FAILED_NAMES_LOGGED = 5;

export function detailsBatchLines(requester: string, batch: readonly DomainDetails[], elapsedMs: number): { summary: string; failures: string[] } {
  const count = (state: DomainDetails['state']) => batch.filter((details) => details.state === state).length;
  const failed = batch.filter((details) => details.state === 'error');
  const summary = `${requester}: details batch of ${batch.length} after ${Math.round(elapsedMs)} ms: ${count('active')} active, ${count('expired')} expired, ${failed.length} failed`;
  const failures = failed.slice(0, MAX_FAILED_NAMES_LOGGED).map((details) => {
    const reason = details.error ? `${details.error.code}: ${details.error.message}` : 'unknown error';
    return `${requester}: details of ${singleLine(details.name, 120)} failed: ${singleLine(reason, 300)}`;
  });
  if (failed.length > MAX_FAILED_NAMES_LOGGED) failures.push(`${requester}: … and ${failed.length - MAX_FAILED_NAMES_LOGGED} more failed names`);
  return { summary, failures };
}

/**
 * One line for a whole details load: its counts, and the first failure's reason when names failed.
 * `warn`: a name failed unexpectedly. Where the names may not be registered (`anyName`: a hover, a
 * name typed), a FAULT is the contract's expected answer for a name nobody holds (what it was is told
 * by `isAvailable`, beside it): not a warning.
 */
export function detailsLoadLine(requester: string, all: readonly DomainDetails[], elapsedMs: number, anyName = false): { warn: boolean; text: string } {
  const failed = all.filter((details) => details.state === 'error');
  const first = failed[0]?.error;
  const example = first ? `; first: ${singleLine(`${first.code}: ${first.message}`, 300)}` : '';
  const text = `${requester}: details of ${all.length} ${all.length === 1 ? 'name' : 'names'} in ${Math.round(elapsedMs)} ms, ${failed.length} failed${example}`;
  const unexpected = failed.filter((details) => !(anyName && details.error?.code === 'FAULT'));
  return { warn: unexpected.length > 0, text };
}
