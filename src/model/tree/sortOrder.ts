// The order of a view's rows: by name (as the tree is built) or by expiration.
import type { DomainDetails } from '../../core';
import { compareNames, type DomainTreeNode } from './domainTree';

export type SortMode = 'name' | 'expiration';

/** workspaceState is not typed: anything but 'expiration' is the default order. */
export function readSortMode(stored: unknown): SortMode {
  return stored === 'expiration' ? 'expiration' : 'name';
}

export type DetailsLookup = (name: string) => DomainDetails | undefined;

/**
 * Live names first, the soonest to expire first (what needs renewing); then expired names, the most
 * recently expired first (the contract hides the expiration of some: they come last among them); then
 * live names without an expiration, names whose details failed, names not loaded yet.
 */
function rankOf(details: DomainDetails | undefined, now: number): readonly [number, number] {
  if (!details) return [4, 0];
  if (details.state === 'error') return [3, 0];
  if (details.state === 'expired') return [1, -(details.expiration ?? Number.NEGATIVE_INFINITY)];
  if (details.expiration === undefined) return [2, 0];
  return details.expiration <= now ? [1, -details.expiration] : [0, details.expiration];
}

export function compareByExpiration(a: string, b: string, lookup: DetailsLookup, now: number): number {
  const [rankA, keyA] = rankOf(lookup(a), now);
  const [rankB, keyB] = rankOf(lookup(b), now);
  return rankA - rankB || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0) || compareNames(a, b);
}

/**
 * The children of one tree node in `mode`. By expiration, the domain rows are sorted; groups (of a
 * long list, never beside names) stay in name order, and their names are sorted when they are opened.
 */
export function orderChildren<T extends DomainTreeNode>(nodes: readonly T[], mode: SortMode, lookup: DetailsLookup, now: number): readonly T[] {
  if (mode === 'name') return nodes;
  const leaves = nodes.filter((node) => node.kind === 'domain');
  const groups = nodes.filter((node) => node.kind === 'group');
  const name = (node: T) => (node.kind === 'domain' ? node.entry.name : '');
  leaves.sort((a, b) => compareByExpiration(name(a), name(b), lookup, now));
  return [...leaves, ...groups];
}
