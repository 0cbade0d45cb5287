import { clientFor, type CallOptions } from '../rpc/client';
import { firstIssue, invalidValue } from '../rpc/jsonRpc';
import { bytesItemSchema } from '../rpc/schemas';
import { decodeName } from '../encoding/decode';
import { previewIterator } from '../listing/unwrap';
import type { NodeConfig } from '../rpc/types';

/** The top-level domains the NNS contract knows (`roots()`; MainNet: `neo`). */
export interface RootList {
  readonly roots: string[];
  /** False when the contract has more roots than were read (MAX_ROOTS). */
  readonly complete: boolean;
}

/** Far more than any NNS deployment has; a longer list is reported as incomplete. */
export const MAX_ROOTS = 256;

/**
 * `roots()` in one round trip (the unwrap script: an iterator, but a short one). Roots are what
 * decide whether a dotted word in a file can be an NNS name at all.
 */
export async function listRoots(node: NodeConfig, options: CallOptions = {}): Promise<RootList> {
  const { node: checked, client } = clientFor(node, options);
  const preview = await previewIterator(client, checked.contractHash, 'roots', [], MAX_ROOTS, decodeRoot);
  return { roots: preview.items, complete: !preview.more };
}

/** A root as `roots()` yields it: its bytes, decoded. */
export function decodeRoot(item: unknown): string {
  const parsed = bytesItemSchema.safeParse(item);
  if (!parsed.success) throw invalidValue(`The node's result for roots holds an entry that is not a root (${firstIssue(parsed.error)}).`, item, 'roots');
  return decodeName(parsed.data.value).name;
}
