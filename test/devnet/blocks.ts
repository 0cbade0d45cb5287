/**
 * The devnet's chain, as far as a client of the NNS contract sees it: a block count (getblockcount)
 * that the storage faults move, and the headers of those blocks (getblockheader by index, verbose):
 * neo-go `pkg/neorpc/result/block_header.go` (BlockMetadata, then the header of
 * `pkg/core/block/header.go`), C# RpcServer GetBlockHeader (Header.ToJson, then confirmations and
 * nextblockhash). A block that holds no transaction has a Merkle root of zeros (both nodes'
 * MerkleTree of no hashes); the devnet's blocks before it started hold some.
 */
import { createHash } from 'node:crypto';

/** The blocks the devnet persisted: how many, and which of them hold no transaction. */
export interface Chain {
  /** getblockcount: the height + 1. */
  count: number;
  /** Indexes of blocks without transactions ('newBlock' faults). */
  readonly empty: Set<number>;
}

const ZERO_HASH = `0x${'0'.repeat(64)}`;
/** Where the chain's blocks go (any N3 address: the devnet has no consensus). */
const NEXT_CONSENSUS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const MS_PER_BLOCK = 15_000;

function hashOf(...parts: (string | number)[]): string {
  return `0x${createHash('sha256').update(parts.join('/')).digest('hex')}`;
}

/** The verbose header of block `index` (0 ≤ index < chain.count), as the node of `node` renders it. */
export function blockHeader(chain: Chain, index: number, node: 'csharp' | 'neo-go', now: number): Record<string, unknown> {
  const top = chain.count - 1;
  const header = {
    hash: hashOf('block', index),
    version: 0,
    previousblockhash: index === 0 ? ZERO_HASH : hashOf('block', index - 1),
    merkleroot: chain.empty.has(index) ? ZERO_HASH : hashOf('transactions', index),
    time: now - (top - index) * MS_PER_BLOCK,
    nonce: createHash('sha256').update(`nonce/${index}`).digest('hex').slice(0, 16).toUpperCase(),
    index,
    primary: 0,
    nextconsensus: NEXT_CONSENSUS,
    witnesses: [{ invocation: Buffer.alloc(66, 1).toString('base64'), verification: Buffer.alloc(40, 2).toString('base64') }],
  };
  const size = 113 + 66 + 40 + 3;
  const next = index < top ? { nextblockhash: hashOf('block', index + 1) } : {};
  const confirmations = top - index + 1;
  // neo-go: the metadata first (size, nextblockhash when there is one, confirmations); C#: the header, size second, then the rest.
  if (node === 'neo-go') return { size, ...next, confirmations, ...header };
  const { hash, ...rest } = header;
  return { hash, size, ...rest, confirmations, ...next };
}
