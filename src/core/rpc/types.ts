import type { NodeKnowledge } from './nodeKnowledge';

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
  /**
   * What nodes taught (page size, address version, batches, storage reads), read and added to by
   * the call; without it the call learns for itself only and the next one asks again.
   */
  knowledge?: NodeKnowledge;
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
