// What a write needs to know of a node and contract (network, ABI, committee), read once per node and
// hash and kept while it serves; a failed read is not kept, and forget() drops one node's or every entry.
import { normalizeNodeConfig, type ContractWriteInfo, type NodeConfig } from '../../../core';

export class WriteInfoCache {
  private readonly entries = new Map<string, Promise<ContractWriteInfo>>();

  constructor(private readonly read: (node: NodeConfig) => Promise<ContractWriteInfo>) {}

  /** The node's and contract's write info, read once. Throws what the read throws (and forgets it). */
  get(node: NodeConfig): Promise<ContractWriteInfo> {
    const key = nodeKeyOf(node);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = this.read(node);
      this.entries.set(key, entry);
      entry.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return entry;
  }

  /** Drops the entry of `node`, or every entry. */
  forget(node?: NodeConfig): void {
    if (node) this.entries.delete(nodeKeyOf(node));
    else this.entries.clear();
  }
}

/** One key per node and contract, however their settings spell them. */
export function nodeKeyOf(node: NodeConfig): string {
  try {
    const checked = normalizeNodeConfig(node);
    return `${checked.rpcUrl}\u0000${checked.contractHash}`;
  } catch {
    return `${node.rpcUrl}\u0000${node.contractHash}`;
  }
}
