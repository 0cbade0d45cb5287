// The one line the log keeps at info level for each list loaded: how many names, from which node, by
// which route, in how many pages and requests, how long, and the GAS the node counted.
import type { DomainList, ListingStrategy } from '../../core';
import { formatGas } from './gas';
import { incompleteText } from './incompleteText';
import { englishLocalizer } from './localizer';
import { redactUrl, singleLine } from './untrustedText';

const ROUTES: Record<ListingStrategy, string> = {
  expanded: 'in one reply',
  session: 'through an iterator session',
  script: 'by a script the node ran',
  storage: 'from the contract\'s storage (findstorage)',
};

export function listingLogLine(list: string, result: DomainList, durationMs: number, pages: number, rpcUrl: string): string {
  const seconds = durationMs >= 1000 ? `${(durationMs / 1000).toFixed(1)} s` : `${Math.round(durationMs)} ms`;
  const parts = [
    `${pages} ${pages === 1 ? 'page' : 'pages'}`,
    `${result.requests} ${result.requests === 1 ? 'request' : 'requests'}`,
    seconds,
    formatGas(result.gasConsumed),
  ];
  if (result.invalidUtf8.length) parts.push(`${result.invalidUtf8.length} not valid UTF-8`);
  // The log is in English, as every line of it is.
  const partial = result.complete ? '' : `; partial: ${singleLine(result.incomplete ? incompleteText(result.incomplete, englishLocalizer) : 'unknown reason', 400)}`;
  const count = `${result.names.length} ${result.names.length === 1 ? 'name' : 'names'}`;
  return `${list}: ${count} from ${redactUrl(rpcUrl)} ${ROUTES[result.strategy]} (${parts.join(', ')})${partial}`;
}
