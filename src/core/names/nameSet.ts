// A set of names read in the fewest requests, for a plan of what they should be: each name's holder,
// expiration and records by type, the chain's time and the prices, batched within the nodes' limits.
import type { NnsError } from '../errors/nnsError';
import type { Owner } from '../encoding/address';
import type { CallOptions } from '../rpc/client';

/**
 * Where the contract keeps a name below the second level (protocol notes §12): as records under its
 * parent's token (the C# NameService and neo-go's port: its holder is the parent's), or as a token of
 * its own (NeoFS's NNS).
 */
export type SubnameKeeping = 'underParent' | 'asNames';

export interface NamesStateOptions extends CallOptions {
  /** Default `underParent`. */
  readonly subnames?: SubnameKeeping;
  /** The record types read of a name kept under its parent (`getRecord` of each); default A, CNAME, TXT, AAAA. */
  readonly recordTypes?: readonly number[];
  /** The contract's price method, to read what registering and renewing each name costs. */
  readonly price?: { readonly method: string; readonly byLength: boolean };
}

/** One name as the chain holds it. */
export interface NameOnChain {
  readonly name: string;
  /**
   * `free`: nobody holds it (registering it is possible where its root exists: `noRoot`); `held`:
   * registered and not expired; `expired`: registered, expired (free to register again); `unknown`:
   * the node did not say (`error`).
   */
  readonly state: 'free' | 'held' | 'expired' | 'unknown';
  readonly owner?: Owner;
  /** Null when the name has no admin. */
  readonly admin?: Owner | null;
  /** Milliseconds since the epoch. */
  readonly expiration?: number;
  /** A name kept as records of its parent: the parent, whose state, owner, admin and expiration these are. */
  readonly parent?: string;
  /**
   * Its own records by type (`A`, `CNAME`, `TXT`, `AAAA`, or the number of another type), every value
   * of a type in the contract's order; absent where they were not read (a name not held).
   */
  readonly records?: ReadonlyMap<string, readonly string[]>;
  /** Its top-level domain is not a root of the contract. */
  readonly noRoot?: boolean;
  /** Datoshi a year of it costs (the contract's getPrice for it); negative: not open for registration. */
  readonly price?: bigint;
  readonly error?: NnsError;
}

export interface NamesState {
  /** In the order asked, each once. */
  readonly names: readonly NameOnChain[];
  /** The chain's time (ms since the epoch) the states were judged by, where the node told it. */
  readonly chainTime?: number;
  /** HTTP requests and JSON-RPC calls the reading took. */
  readonly requests: number;
  readonly calls: number;
}
