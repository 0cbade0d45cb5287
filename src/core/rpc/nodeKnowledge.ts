// What nodes taught by their answers (page size, address version, batches, storage reads), held by
// whoever calls the core and passed in its options: the extension keeps one for the window's life.
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

/** What one node taught; each field stays unset until the node's answers tell it. */
export class NodeFacts {
  /** The `traverseiterator` page size, from `getversion`. */
  pageSize?: number;
  /** The node's address version, from `getversion`. */
  addressVersion?: number;
  batches?: BatchSupport;
  storageReads?: StorageReads;

  /**
   * Learns the page size and the address version from a `getversion` result: its
   * `maxiteratorresultitems`, or the default when the node does not say (older nodes omit `rpc`), and
   * its `protocol.addressversion`, or N3's when it does not say. A result of the wrong shape teaches nothing.
   */
  learnVersion(result: unknown): number | undefined {
    const parsed = versionSchema.safeParse(result);
    if (!parsed.success) return undefined;
    this.pageSize = Math.min(parsed.data.rpc?.maxiteratorresultitems ?? DEFAULT_MAX_ITERATOR_ITEMS, PAGE_CEILING);
    this.addressVersion = parsed.data.protocol?.addressversion ?? ADDRESS_VERSION;
    return this.pageSize;
  }
}

/**
 * What was learnt about each node, by its normalized RPC URL. A call given none learns for itself
 * only: a page size or a refusal of batches is then asked again by the next call.
 */
export class NodeKnowledge {
  private readonly nodes = new Map<string, NodeFacts>();

  /** What the node at `rpcUrl` taught so far; the object is kept, so what it learns next stays. */
  of(rpcUrl: string): NodeFacts {
    let facts = this.nodes.get(rpcUrl);
    if (!facts) {
      facts = new NodeFacts();
      this.nodes.set(rpcUrl, facts);
    }
    return facts;
  }

  /** The address version learnt from this node's `getversion`; null while it has not been asked. */
  addressVersion(rpcUrl: string): number | null {
    return this.nodes.get(rpcUrl)?.addressVersion ?? null;
  }

  /** Forgets every node (Refresh: an operator may have changed a node's configuration behind its URL). */
  clear(): void {
    this.nodes.clear();
  }
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

/** `-104` (neo-go ≥ 0.102, C# ≥ 3.x "Unknown storage item"): the key is absent (a count of 0, a name never registered). */
export function isUnknownStorageItem(error: NnsError): boolean {
  return error.code === 'RPC' && (error.rpcCode === -104 || /unknown storage/i.test(error.rpcMessage ?? ''));
}
