import type { IncompleteReason } from './incomplete';

/** Where the NNS contract lives: a node's JSON-RPC URL and the contract's script hash. */
export interface NodeConfig {
  rpcUrl: string;
  contractHash: string;
}

export interface ListOptions {
  /** Cancels all requests of the call (NnsError CANCELLED). */
  signal?: AbortSignal;
  /** Per HTTP request; default 20000. */
  timeoutMs?: number;
  /** Progress as pages arrive: the new names of this page and the count loaded so far. */
  onPage?: (names: readonly string[], loadedSoFar: number) => void;
  /** The names reported so far are void (an expired session restarted the listing); pages follow anew. */
  onReset?: () => void;
  /** Called once per HTTP request with what happened; for logs. */
  onRequest?: (event: RequestEvent) => void;
  /** Response bodies over this many bytes are cut off with INVALID_RESPONSE; default 64 MiB. */
  maxResponseBytes?: number;
  /**
   * The most items one list keeps, whatever the node sends: past it the list stops, partial, saying
   * so; default 1,000,000. A name list also stops past the contract's own count (and a margin).
   */
  maxItems?: number;
  /** The most bytes of text (UTF-8) one list keeps, likewise; default 32 MiB. */
  maxBytes?: number;
}

export interface RequestEvent {
  /** The JSON-RPC method, or `batch of N (methods)` for a batch. */
  method: string;
  durationMs: number;
  outcome: 'ok' | 'error';
  detail?: string;
  /** JSON-RPC calls the HTTP request carried (1 for a single request). */
  calls?: number;
}

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
