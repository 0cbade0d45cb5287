// The configuration file of a real neo-go node (v0.122.0) for the tests: one standby validator on
// 127.0.0.1, short blocks, and the RPC settings each suite configuration runs with. neo-go loads
// its YAML strictly (an unknown key stops it); YAML is a superset of JSON, so this writes JSON.
// Keys: pkg/config/protocol_config.go, application_config.go and rpc_config.go of neo-go.

/** The RPC settings that change how a list travels; what is not given keeps neo-go's default. */
export interface RpcSettings {
  /** SessionEnabled (default false): iterators as sessions instead of an inline, truncated page. */
  readonly sessions?: boolean;
  /** SessionExpansionEnabled (needs sessions): the first page inline, an iterator id only when more remain. */
  readonly expansion?: boolean;
  /** MaxIteratorResultItems (default 100): the inline page and the largest traverseiterator count. */
  readonly maxIteratorResultItems?: number;
  /** MaxFindStoragePageSize (default 50): findstorage entries per page. */
  readonly maxFindStoragePageSize?: number;
  /** SessionPoolSize (default 20): live sessions at most; a full pool answers -32603. */
  readonly sessionPoolSize?: number;
  /** SessionLifetime in seconds (default max(block time, 5 s)). */
  readonly sessionLifetimeSeconds?: number;
  /** MaxGasInvoke in GAS: neo-go has no default (without it every invocation FAULTs). Default here 15. */
  readonly maxGasInvoke?: number;
  /** EnableCORSWorkaround (default false): answers cross-origin requests (the web build). */
  readonly cors?: boolean;
}

/** A named set of RPC settings: each is a configuration the real-node suites run against. */
export interface RpcConfiguration {
  readonly name: string;
  readonly settings: RpcSettings;
  /** What a list does on it, for titles and logs. */
  readonly description: string;
}

/** Every configuration of issue 17 §1, in the order the suites run them. */
export const RPC_CONFIGURATIONS: readonly RpcConfiguration[] = [
  { name: 'sessions', settings: { sessions: true }, description: 'sessions on: an iterator id, traverseiterator pages' },
  { name: 'no-sessions', settings: {}, description: 'sessions off (the default): an inline, truncated page, then storage' },
  { name: 'expansion', settings: { sessions: true, expansion: true }, description: 'session expansion: the first page inline, then the session' },
  { name: 'iterator-items-37', settings: { sessions: true, maxIteratorResultItems: 37 }, description: 'MaxIteratorResultItems 37: pages of 37' },
  { name: 'storage-page-20', settings: { maxFindStoragePageSize: 20 }, description: 'sessions off, MaxFindStoragePageSize 20: storage pages of 20' },
  { name: 'pool-2', settings: { sessions: true, sessionPoolSize: 2 }, description: 'SessionPoolSize 2: a full pool answers -32603' },
];

/** neo-go's single-validator committee key (cli/testdata/wallet1_solo.json, password "one"). */
export const STANDBY_VALIDATOR = '02b3622bf4017bdfe317c58aed5f4c753f206b7db896046fa7d774bbc4bf7f8dc2';
export const VALIDATOR_WALLET_PASSWORD = 'one';
/** Its 1-of-1 multisig: validator and committee, holder of the genesis GAS. */
export const COMMITTEE_ADDRESS = 'NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP';
/** The network magic of the test chain (neo-go's privnet's). */
export const NETWORK_MAGIC = 56753;
/** Blocks every 100 ms when transactions wait; an empty block at most every second. */
export const BLOCK_MS = 100;
const MAX_BLOCK_MS = 1000;

export interface NodeConfigInput {
  readonly rpcPort: number;
  readonly p2pPort: number;
  /** The BoltDB file of the chain. */
  readonly dbFile: string;
  /** The validator's wallet (a copy of wallet1_solo.json). */
  readonly walletFile: string;
  readonly rpc: RpcSettings;
}

/** The whole configuration file's content. */
export function nodeConfigText(input: NodeConfigInput): string {
  return `${JSON.stringify(nodeConfig(input), null, 1)}\n`;
}

export function nodeConfig({ rpcPort, p2pPort, dbFile, walletFile, rpc }: NodeConfigInput): object {
  return {
    ProtocolConfiguration: {
      Magic: NETWORK_MAGIC,
      MaxTraceableBlocks: 200_000,
      // Every hardfork from genesis (no Hardforks key); block time before and after Echidna.
      TimePerBlock: `${BLOCK_MS}ms`,
      MaxTimePerBlock: `${MAX_BLOCK_MS}ms`,
      Genesis: { TimePerBlock: `${BLOCK_MS}ms` },
      MemPoolSize: 50_000,
      StandbyCommittee: [STANDBY_VALIDATOR],
      ValidatorsCount: 1,
      SeedList: [],
      VerifyTransactions: true,
      P2PSigExtensions: false,
    },
    ApplicationConfiguration: {
      SkipBlockVerification: false,
      DBConfiguration: { Type: 'boltdb', BoltDBOptions: { FilePath: dbFile } },
      P2P: { Addresses: [`127.0.0.1:${p2pPort}`], MinPeers: 0, MaxPeers: 10, AttemptConnPeers: 5 },
      Relay: true,
      RPC: rpcSection(rpcPort, rpc),
      Prometheus: { Enabled: false },
      Pprof: { Enabled: false },
      Consensus: { Enabled: true, UnlockWallet: { Path: walletFile, Password: VALIDATOR_WALLET_PASSWORD } },
    },
  };
}

function rpcSection(port: number, rpc: RpcSettings): Record<string, unknown> {
  const section: Record<string, unknown> = {
    Enabled: true,
    Addresses: [`127.0.0.1:${port}`],
    MaxGasInvoke: rpc.maxGasInvoke ?? 15,
    SessionEnabled: rpc.sessions ?? false,
    SessionExpansionEnabled: rpc.expansion ?? false,
    EnableCORSWorkaround: rpc.cors ?? false,
  };
  if (rpc.maxIteratorResultItems !== undefined) section.MaxIteratorResultItems = rpc.maxIteratorResultItems;
  if (rpc.maxFindStoragePageSize !== undefined) section.MaxFindStoragePageSize = rpc.maxFindStoragePageSize;
  if (rpc.sessionPoolSize !== undefined) section.SessionPoolSize = rpc.sessionPoolSize;
  if (rpc.sessionLifetimeSeconds !== undefined) section.SessionLifetime = `${rpc.sessionLifetimeSeconds}s`;
  return section;
}
