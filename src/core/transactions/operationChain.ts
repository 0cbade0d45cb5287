import { TransactionError } from '../errors/transactionError';
import { PUBLIC_NETWORKS, type NetworkInfo } from '../rpc/networkVersion';

export { networkInfoOf, type NetworkInfo } from '../rpc/networkVersion';

/**
 * What an operation reads of the chain once, at its start: the network it shows and signs for, and
 * the height its transaction's lifetime counts from. A later answer that contradicts it stops the
 * operation before anything is signed (protocol notes §14).
 */

export interface OperationChain {
  readonly network: NetworkInfo;
  /** `getblockcount` at the start: the height may only grow from here. */
  readonly blockCount: number;
  /** When it was read (milliseconds since the epoch). */
  readonly readAt: number;
}

/** The longest a transaction stays valid, whatever the node's limits: a day of one-second blocks. */
export const MAX_VALIDITY_BLOCKS = 86_400;
/** How long a transaction is meant to stay valid: long enough to reach a block, too short to be held back. */
export const VALIDITY_MS = 3_600_000;
/** The protocol's block time where a node does not tell its own. */
export const DEFAULT_MS_PER_BLOCK = 15_000;
/** Blocks a chain may add beyond its block time while an operation runs (a burst of blocks while transactions wait). */
const HEIGHT_SLACK = 1_000;
const UINT32_MAX = 0xffff_ffff;
/** MainNet's and TestNet's blocks come seconds apart. */
const MIN_PUBLIC_MS_PER_BLOCK = 1_000;

/** The chain as an operation starts on it; IMPLAUSIBLE_CHAIN for limits or a height no chain has. */
export function operationChainOf(network: NetworkInfo, blockCount: number, readAt = Date.now()): OperationChain {
  const increment = network.maxValidUntilBlockIncrement;
  if (!Number.isSafeInteger(increment) || increment < 2 || increment > UINT32_MAX) {
    throw implausible(`The node says a transaction may be valid for ${increment} blocks, which no Neo network allows.`);
  }
  // The lifetime's blocks are counted from the block time the node tells: on a public network, one
  // faster than a second would stretch an hour into days.
  if (PUBLIC_NETWORKS[network.magic] && network.msPerBlock !== undefined && network.msPerBlock < MIN_PUBLIC_MS_PER_BLOCK) {
    throw implausible(`The node says ${PUBLIC_NETWORKS[network.magic]} makes a block every ${network.msPerBlock} ms, faster than it does.`);
  }
  checkBlockCount(blockCount);
  return { network, blockCount, readAt };
}

/** Blocks past the height a transaction of this network stays valid: the node's limit, about an hour, or MAX_VALIDITY_BLOCKS, whichever is least. */
export function validityBlocks(network: NetworkInfo): number {
  const msPerBlock = network.msPerBlock && network.msPerBlock > 0 ? network.msPerBlock : DEFAULT_MS_PER_BLOCK;
  const hour = Math.max(1, Math.ceil(VALIDITY_MS / msPerBlock));
  return Math.max(1, Math.min(network.maxValidUntilBlockIncrement, hour, MAX_VALIDITY_BLOCKS));
}

/** NETWORK_CHANGED when a later `getversion` of the same operation names another network. */
export function checkSameNetwork(chain: OperationChain, now: NetworkInfo): void {
  const was = chain.network;
  if (now.magic !== was.magic || now.addressVersion !== was.addressVersion) {
    throw new TransactionError('NETWORK_CHANGED',
      now.magic === was.magic
        ? `The node changed its network during the operation: magic ${was.magic} still, but address version ${now.addressVersion}, not ${was.addressVersion}. Nothing was signed.`
        : `The node changed its network during the operation: it first said magic ${was.magic}, now ${now.magic}. Nothing was signed.`,
      { networkMagic: was.magic, answeredMagic: now.magic });
  }
}

/**
 * IMPLAUSIBLE_CHAIN when a later height of the same operation went back, or ran ahead of what the
 * chain's block time allows since the start.
 */
export function checkHeight(chain: OperationChain, blockCount: number, now = Date.now()): void {
  checkBlockCount(blockCount);
  if (blockCount < chain.blockCount) {
    throw implausible(`The node's chain went back from block ${chain.blockCount - 1} to ${blockCount - 1} during the operation.`);
  }
  const msPerBlock = chain.network.msPerBlock && chain.network.msPerBlock > 0 ? chain.network.msPerBlock : DEFAULT_MS_PER_BLOCK;
  const elapsed = Math.max(0, now - chain.readAt);
  const allowed = chain.blockCount + HEIGHT_SLACK + Math.ceil((2 * elapsed) / msPerBlock);
  if (blockCount > allowed) {
    throw implausible(`The node's chain jumped from block ${chain.blockCount - 1} to ${blockCount - 1} during the operation, faster than its block time allows.`);
  }
}

function checkBlockCount(blockCount: number): void {
  if (!Number.isSafeInteger(blockCount) || blockCount < 1 || blockCount > UINT32_MAX - MAX_VALIDITY_BLOCKS) {
    throw implausible(`The node says the chain has ${blockCount} blocks, which no Neo chain can have.`);
  }
}

function implausible(message: string): TransactionError {
  return new TransactionError('IMPLAUSIBLE_CHAIN', `${message} Nothing was signed.`);
}
