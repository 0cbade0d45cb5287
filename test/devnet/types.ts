/**
 * The public types of the devnet (a local Neo N3 JSON-RPC node for tests, benchmarks and demos).
 * Other code in this project programs against exactly these shapes; see index.ts.
 */
import type { DeployedContract } from './contracts';
import type { CorsSetting } from './cors';
import type { NnsFlavour } from './flavours';

/**
 * Which real node the devnet imitates (see personalities.ts for the sources of each):
 * - 'neo-go': neo-go 0.106 with iterator sessions off (its default): expanded iterators, empty fields omitted.
 * - 'csharp-legacy': C# neo-cli/RpcServer 3.0–3.3.0: expanded iterators, `iterator` + `truncated` always present.
 * - 'sessions': C# RpcServer 3.7.4 with SessionEnabled: iterator ids plus a result-level `session`.
 * - 'csharp-nosession': C# RpcServer 3.7.4 with sessions off (its default): iterator ids, no `session`.
 * - 'neo-go-nosession': neo-go 0.122 with sessions off: as 'neo-go', but every answer HTTP 200.
 * - 'neo-go-sessions': neo-go 0.122 with SessionEnabled: iterator ids plus a result-level `session`.
 * - 'neo-go-expansion': neo-go 0.122 with SessionEnabled and SessionExpansionEnabled: the first values
 *   inline in `iterator`, and only when more remain also `interface` + `id` with a result-level `session`.
 * - 'csharp-nofindstorage': C# RpcServer 3.5 with sessions off: as 'csharp-nosession', but without
 *   `findstorage` (added in 3.6; -32601 Method not found); `getstorage` is served.
 * Every personality serves `getstorage`; all but 'csharp-legacy' and 'csharp-nofindstorage' (C# before
 * 3.6) serve `findstorage`.
 */
export type Personality =
  | 'neo-go' | 'csharp-legacy' | 'sessions' | 'csharp-nosession' | 'neo-go-expansion' | 'csharp-nofindstorage'
  | 'neo-go-sessions' | 'neo-go-nosession';

export interface DomainRecord {
  /** The name; a Uint8Array allows non-UTF-8 names in tests. */
  name: string | Uint8Array;
  /** Display script hash of the owner: 0x + 40 lower-case hex digits. */
  owner: string;
  /** Milliseconds since the epoch; default one year after 2026-01-01. */
  expiration?: number;
  /** Display hash of the admin, or null. */
  admin?: string | null;
  /** `name`: the (sub)domain the record belongs to, e.g. `www.alice.neo` (default: this name). */
  records?: { type: number; data: string; name?: string }[];
  /**
   * Registered by a contract that called `register` with Buffers: the NameState keeps the name, owner
   * and admin as Buffers (0x30 in storage), so `tokens()` yields the name and `ownerOf` / `properties`
   * return them as `Buffer` stack items. `tokensOf` still yields a ByteString (its storage value is the
   * raw bytes). Default false.
   */
  buffers?: boolean;
}

export type FaultKind =
  | 'latency' | 'http500' | 'html' | 'malformedJson' | 'wrongId' | 'rpcError' | 'drop' | 'oversized' | 'expireSession'
  | 'forgetIterator' | 'sessionsDisabled' | 'registerName' | 'transferName' | 'newBlock';

export interface FaultSpec {
  kind: FaultKind;
  /**
   * Only requests of this JSON-RPC method (default: any). For a batch, any element's method matches. Ignored by 'expireSession'.
   * For 'registerName', 'transferName' and 'newBlock': the calls `afterPages` counts, 'findstorage' (default) or 'invokefunction'.
   */
  method?: string;
  /** Fire this many times, then stop (default: forever). */
  times?: number;
  /** For 'latency': delay before answering (default 1000 ms). */
  latencyMs?: number;
  /** For 'rpcError' (default: -32603 "Internal error"). */
  rpcError?: { code: number; message: string; data?: unknown };
  /** For 'oversized': a syntactically plausible JSON body this large, streamed, never built in memory (default 80 MiB). */
  oversizedBytes?: number;
  /**
   * For 'expireSession' (the session dies: -107), 'forgetIterator' (the session lives on but no
   * longer knows its iterator: -108) and 'sessionsDisabled' (the page reaches a node with sessions off
   * behind a load balancer: -601, the session lives on): after this many traverseiterator pages
   * (default 0: before the first).
   * For 'registerName', 'transferName' and 'newBlock': after this many findstorage pages since the
   * fault was set or last fired (default 1), so that the change falls between two pages of a client's
   * reading; with `method` 'invokefunction', after this many of those calls instead (the contract's
   * answer, then the change, then the client's read of storage).
   */
  afterPages?: number;
  /** For 'registerName': the name registered (a new name; fires once). */
  record?: DomainRecord;
  /** For 'transferName': the owner (display hash) whose first name in storage order (or `name`) is transferred. */
  from?: string;
  /** For 'transferName': the name transferred (default: the owner's first in storage order). */
  name?: string;
  /** For 'transferName': the new owner (display hash); default 0x00…01. */
  to?: string;
}

export interface DevnetOptions {
  /** 0 (default) = an ephemeral port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** The NNS contract hash; default NNS_MAINNET_HASH. */
  contractHash?: string;
  /** getversion's network magic; default MainNet's (860833102). A local chain has its own. */
  network?: number;
  /** Contracts deployed besides the NNS contract (getcontractstate); default none. */
  deployedContracts?: readonly DeployedContract[];
  /** The NNS contract's id among the deployed ones (1 = deployed first; 0: getcontractstate does not know it); default 1. */
  nnsContractId?: number;
  /** Default generateNames(1000). */
  names?: DomainRecord[];
  /** Default 'sessions'. */
  personality?: Personality;
  /** Default 100. */
  maxIteratorResultItems?: number;
  /**
   * Which NNS contract answers (flavours.ts): 'mainnet' (default, the C# NameService deployed on
   * MainNet and TestNet) or 'neo-go' (neo-go's port examples/nft-nd-nns, as the real-node suites run
   * it: Struct NameStates, no image, its own THROW texts).
   */
  nnsContract?: NnsFlavour;
  /** Include result.rpc in getversion; default true. */
  getversionRpc?: boolean;
  /**
   * getversion's `protocol.addressversion`: the first byte of the chain's addresses. Default 53 (0x35),
   * MainNet's and TestNet's; a private chain of C# nodes may set another (ProtocolSettings AddressVersion); neo-go
   * always reports 53 (address.NEO3Prefix, server.go getVersion).
   */
  addressVersion?: number;
  /** In datoshi; default 20 GAS (C# personalities) or 15 GAS ('neo-go'). */
  maxGasInvoke?: bigint;
  /** Default 60000. */
  sessionExpiryMs?: number;
  /**
   * neo-go's SessionPoolSize (neo-go personalities only): an `invokefunction` that would open a session
   * beyond this many live ones answers -32603 "Internal error", data "max session capacity reached".
   * Default 20, neo-go's.
   */
  sessionPoolSize?: number;
  /**
   * C# RpcServer 3.3–3.6 (C# personalities only): `traverseiterator` of an unknown session or iterator
   * answers the .NET KeyNotFoundException as its code (-2146232969) and message ("The given key '…'
   * was not present in the dictionary."), where 3.7 answers -107 / -108. Default false.
   */
  keyNotFoundSessions?: boolean;
  faults?: FaultSpec[];
  /** Every HTTP request waits this long before it is answered, like a distant node; default 0. */
  latencyMs?: number;
  /**
   * Nanoseconds a findstorage spends on each entry it walks (the `start` entries it steps over, the page,
   * and one more to say it is truncated, as both real nodes do): a request's answer waits for the sum of
   * its calls' walks. Default 0 (walks are counted in `storageEntriesWalked`, and cost no time).
   */
  walkCostNs?: number;
  /**
   * Refuse every JSON array (batch) as a proxy without batch support does: `true` answers HTTP 200
   * with one JSON-RPC error object (-32600, id null); a number answers that HTTP status with a
   * plain-text body. Default false: batches are served.
   */
  noBatch?: boolean | number;
  /**
   * Request bodies over this many bytes are refused as the node does (C#: HTTP 413 from Kestrel;
   * neo-go: -32700 "http: request body too large"); default 1 MiB, both nodes' shipped setting.
   */
  maxRequestBodyBytes?: number;
  /** `findstorage` entries per page: C# FindStoragePageSize, neo-go MaxFindStoragePageSize; default 50 on both. */
  findStoragePageSize?: number;
  /**
   * Storage that does not match what the contract's methods return, as after an upgrade that changed
   * the layout (storage.ts): 'hash' (keys by SHA-256), 'value' (NameStates of 5 items), 'names' (the
   * first listed names missing). Default: none, the NNS layout.
   */
  storageMismatch?: 'hash' | 'value' | 'names' | null;
  /**
   * RPC methods the operator turned off: C# RpcServer's DisabledMethods (-600 Access denied); neo-go has
   * no such setting, and its personalities answer -32601 Method not found, as a filtering proxy would.
   */
  disabledMethods?: readonly string[];
  /**
   * Cross-origin requests (CORS, see cors.ts), as a browser or VS Code for the Web makes them: `true`
   * allows any origin (the C# RpcServer's default, neo-go's EnableCORSWorkaround), `false` refuses
   * them (neo-go's default, C#'s `EnableCors: false`), a list of origins allows those (C#'s
   * `AllowOrigins`). Default: what the personality's node ships with (in `configure`, `cors: undefined`
   * goes back to it).
   */
  cors?: CorsSetting;
  /**
   * Extension: the chain's Runtime.Time when the devnet starts (ms since the epoch); it then advances
   * with the wall clock. A name whose expiration is ≤ it is expired (ownerOf / properties /
   * getAllRecords FAULT with "The name has expired."). Default 2026-01-01T00:00:00Z, the `now` of
   * generateNames, so generated data behaves the same whatever the real date.
   */
  blockTime?: number;
}

export interface RequestLogEntry {
  /** The JSON-RPC method ('' when the body was not a JSON-RPC request). */
  method: string;
  params: unknown;
  id: unknown;
  /** The raw HTTP request body (for a batch: the whole batch, repeated on each of its entries). */
  body: string;
  headers: Record<string, string | string[] | undefined>;
  httpMethod: string;
  path: string;
}

/** One HTTP request as it arrived, and how it was answered. */
export interface HttpRequestLogEntry {
  httpMethod: string;
  /** Whether the body was a JSON array (a batch). */
  batch: boolean;
  /** JSON-RPC calls it carried: the array's length for a batch, else 1. */
  calls: number;
  /** The request body's size in bytes. */
  bodyBytes: number;
  /** The JSON-RPC method of each call ('' where there was none). */
  methods: string[];
  /** The HTTP status of the answer (0 when the connection was dropped). */
  status: number;
}

export interface Devnet {
  /** e.g. http://127.0.0.1:41234/ */
  readonly url: string;
  /** Every JSON-RPC request received (each element of a batch separately), in order. */
  readonly requests: RequestLogEntry[];
  /** Every HTTP request received, in order of arrival (a batch is one entry). */
  readonly httpRequests: HttpRequestLogEntry[];
  /** Sessions currently alive. */
  readonly openSessions: number;
  /**
   * Storage entries every findstorage since the start has walked, as a real node steps over them: the
   * `start` entries it skips one by one, the page, and one more when the page is truncated. Only grows
   * (`clearRequests` leaves it): read it before and after what is measured.
   */
  readonly storageEntriesWalked: number;
  /** Changes table, personality, limits or faults at runtime. */
  configure(options: Partial<Omit<DevnetOptions, 'port' | 'host'>>): void;
  setFaults(faults: FaultSpec[]): void;
  /** Empties `requests` and `httpRequests`. */
  clearRequests(): void;
  /** Stops listening and destroys open sockets. */
  close(): Promise<void>;
}
