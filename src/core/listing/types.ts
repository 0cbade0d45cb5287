import type { IncompleteReason } from './incomplete';

/**
 * How a list was obtained: the iterator expanded in the reply, an iterator session, the unwrap script
 * (`invokescript`), or the contract's storage (`findstorage`, where sessions are off).
 */
export type ListingStrategy = 'expanded' | 'session' | 'script' | 'storage';

/**
 * Why a list is not whole: `node-limits`, the node cannot hand out more (sessions off, no usable
 * storage); `bound`, it kept sending past what the list may hold; `changed`, what it sent does not add
 * up to the contract's count (names moved while the list was read, or an answer not whole). The whole
 * reason, with its cause and numbers: IncompleteReason (incomplete.ts).
 */
export type IncompleteKind = IncompleteReason['kind'];

/** How a listing went, whatever it listed: names, records, the items of an iterator. */
export interface ListingOutcome {
  /** False only when the node made the whole list unobtainable. */
  complete: boolean;
  /** When !complete: why, in plain English, and what helps (the message of `incomplete`). */
  incompleteReason?: string;
  /** When !complete: why, as data (its kind, cause and numbers), for an application to word itself. */
  incomplete?: IncompleteReason;
  /**
   * The contract's own count of the list (`totalSupply`, `balanceOf`), read in the request that
   * started it; undefined where it was not (a node that refuses batches is not asked: a round trip).
   */
  contractCount?: number;
  strategy: ListingStrategy;
  /** Sum of result.gasconsumed over the invocations made, in datoshi. */
  gasConsumed: bigint;
  /** HTTP requests made. */
  requests: number;
  /** JSON-RPC calls those requests carried (batches carry several). */
  calls?: number;
}

export interface DomainList extends ListingOutcome {
  /**
   * The node's address version (`getversion`'s `protocol.addressversion`): owners' addresses are shown
   * and read with it; 53 (MainNet, TestNet) where the node does not say.
   */
  addressVersion: number;
  /** Decoded names, in the order the contract yields them. */
  names: string[];
  /** Indexes into `names` of the entries whose bytes were not valid UTF-8 (decoded with U+FFFD). */
  invalidUtf8: number[];
}
