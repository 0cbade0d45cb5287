import type { JsonRpcClient } from './jsonRpc';
import { versionSchema } from './schemas';

/** MaxIteratorResultItems on both node implementations when the node does not say. */
export const DEFAULT_MAX_ITERATOR_ITEMS = 100;
/** Pages larger than this are not asked for even when a node allows them: bounded memory per response. */
const PAGE_CEILING = 1000;

const pageSizeByNode = new Map<string, number>();

/**
 * The `traverseiterator` page size for this node: its `maxiteratorresultitems` from `getversion`
 * (cached per node URL), or 100 when it does not say.
 */
export async function iteratorPageSize(client: JsonRpcClient, rpcUrl: string): Promise<number> {
  const cached = pageSizeByNode.get(rpcUrl);
  if (cached !== undefined) return cached;
  const version = await client.call('getversion', [], versionSchema);
  const size = Math.min(version.rpc?.maxiteratorresultitems ?? DEFAULT_MAX_ITERATOR_ITEMS, PAGE_CEILING);
  pageSizeByNode.set(rpcUrl, size);
  return size;
}

/** Forgets what was learnt about nodes (tests; a user switching a node's configuration). */
export function clearNodeLimitsCache(): void {
  pageSizeByNode.clear();
}
