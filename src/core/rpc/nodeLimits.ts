import { ADDRESS_VERSION } from '../encoding/address';
import type { NnsError } from '../errors/nnsError';
import { versionSchema } from './schemas';

/** MaxIteratorResultItems on both node implementations when the node does not say. */
export const DEFAULT_MAX_ITERATOR_ITEMS = 100;
/** Pages larger than this are not asked for even when a node allows them: bounded memory per response. */
const PAGE_CEILING = 1000;

/**
 * What a node answered to a JSON array: `accepted` (an array of responses came back) or `refused`
 * (a proxy or an old node answered with an error instead; calls then go one per request).
 */
export type BatchSupport = 'accepted' | 'refused';

/** Whether the node serves `getstorage` for the details of names (`refused`: -32601 or access denied). */
export type StorageReads = 'refused';

interface NodeKnowledge {
  pageSize?: number;
  addressVersion?: number;
  batches?: BatchSupport;
  storageReads?: StorageReads;
}

/** What was learnt about each node, by its normalized RPC URL, for the life of the process. */
const knowledge = new Map<string, NodeKnowledge>();

function entry(rpcUrl: string): NodeKnowledge {
  let known = knowledge.get(rpcUrl);
  if (!known) {
    known = {};
    knowledge.set(rpcUrl, known);
  }
  return known;
}

/** The `traverseiterator` page size learnt from this node's `getversion`, if it was asked. */
export function cachedPageSize(rpcUrl: string): number | undefined {
  return knowledge.get(rpcUrl)?.pageSize;
}

/**
 * Learns the page size and the address version from a `getversion` result: its
 * `maxiteratorresultitems`, or 100 when the node does not say (older nodes omit `rpc`), and its
 * `protocol.addressversion`, or 53 when it does not say. A result of the wrong shape teaches nothing.
 */
export function rememberVersion(rpcUrl: string, result: unknown): number | undefined {
  const parsed = versionSchema.safeParse(result);
  if (!parsed.success) return undefined;
  const size = Math.min(parsed.data.rpc?.maxiteratorresultitems ?? DEFAULT_MAX_ITERATOR_ITEMS, PAGE_CEILING);
  const known = entry(rpcUrl);
  known.pageSize = size;
  known.addressVersion = parsed.data.protocol?.addressversion ?? ADDRESS_VERSION;
  return size;
}

/** The address version learnt from this node's `getversion`; null while it has not been asked. */
export function knownAddressVersion(rpcUrl: string): number | null {
  return knowledge.get(rpcUrl)?.addressVersion ?? null;
}

export function batchSupport(rpcUrl: string): BatchSupport | undefined {
  return knowledge.get(rpcUrl)?.batches;
}

export function rememberBatchSupport(rpcUrl: string, support: BatchSupport): void {
  entry(rpcUrl).batches = support;
}

export function storageReads(rpcUrl: string): StorageReads | undefined {
  return knowledge.get(rpcUrl)?.storageReads;
}

export function rememberStorageReads(rpcUrl: string, reads: StorageReads): void {
  entry(rpcUrl).storageReads = reads;
}

/** Forgets what was learnt about nodes (tests; a user switching a node's configuration). */
export function clearNodeLimitsCache(): void {
  knowledge.clear();
}

/**
 * How a node refuses a storage method (`getstorage`, `findstorage`): `missing`, not served (-32601: C#
 * before 3.6, neo-go before 0.102, or turned off); `denied` by its operator (C# DisabledMethods: -600
 * "Access denied", -400 before 3.7); undefined for any other failure.
 */
export function storageRefusal(error: NnsError): 'missing' | 'denied' | undefined {
  if (error.code !== 'RPC') return undefined;
  if (error.rpcCode === -32601) return 'missing';
  return error.rpcCode === -600 || error.rpcCode === -400 ? 'denied' : undefined;
}
