/** Numbers shared by the devnet modules. Sources are cited where each is used. */

/** The NNS contract on MainNet and TestNet (display form). */
export const NNS_MAINNET_HASH = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

/** MainNet's and TestNet's address version (getversion protocol.addressversion): addresses start with N. */
export const MAINNET_ADDRESS_VERSION = 53;

/** MainNet network magic, reported by getversion. */
export const MAINNET_MAGIC = 860833102;
/** The first standby committee key of MainNet (what neo-go ≥ 0.122 lists in getversion's protocol.standbycommittee). */
export const STANDBY_COMMITTEE_KEY = '03b209fd4f53a7170ea4444e0cb0a6bb6a53c2bd016926989cf85f9b0fba17a70c';

/** Policy ExecFeeFactor on MainNet: every opcode and syscall price is multiplied by it (datoshi). */
export const EXEC_FEE_FACTOR = 30;

/** NeoVM Limits.MaxStackSize (C# neo-vm) and vm.MaxStackSize (neo-go): reference-counted stack items. */
export const MAX_STACK_SIZE = 2048;

/** 2026-01-01T00:00:00Z, the devnet's notion of "now" for generated data. */
export const DEFAULT_NOW = Date.UTC(2026, 0, 1);

/** getblockcount when the devnet starts (about MainNet's at the start of 2026); each block a fault persists adds one. */
export const DEVNET_BLOCK_COUNT = 8_000_000;

/** Default expiration of a DomainRecord without one: one year after 2026-01-01. */
export const DEFAULT_EXPIRATION = Date.UTC(2027, 0, 1);

export const DEFAULT_MAX_ITERATOR_RESULT_ITEMS = 100;
/** neo-go's SessionPoolSize default (rpcsrv/server.go defaultSessionPoolSize): sessions alive at once. */
export const NEOGO_SESSION_POOL_SIZE = 20;
/**
 * neo-go's stackitem.MaxSize (2 × 65,535): the most bytes of JSON it renders for one result stack item;
 * over it, result.Invoke.MarshalJSON answers `stack: null` and `exception: "json error: too big: size"`.
 */
export const NEOGO_MAX_RENDERED_BYTES = 131_070;
/** .NET KeyNotFoundException's HResult (0x80131577), the code C# RpcServer 3.3–3.6 gives an unknown session or iterator. */
export const KEY_NOT_FOUND_HRESULT = -2146232969;
export const DEFAULT_SESSION_EXPIRY_MS = 60_000;
export const DEFAULT_NAME_COUNT = 1000;

/** C# RpcServer default MaxGasInvoke (ApplicationEngine.TestModeGas): 20 GAS. */
export const CSHARP_MAX_GAS_INVOKE = 20_00000000n;
/** neo-go default MaxGasInvoke: 15 GAS. */
export const NEOGO_MAX_GAS_INVOKE = 15_00000000n;

/** Default size of the 'oversized' fault body: above the core's 64 MiB cap. */
export const DEFAULT_OVERSIZED_BYTES = 80 * 1024 * 1024;
export const DEFAULT_LATENCY_MS = 1000;

/**
 * Request body cap of both nodes' shipped configuration: neo-go's MaxRequestBodyBytes (default 1 MiB
 * since 0.120, http.MaxBytesReader) and C#'s MaxRequestBodySize (RpcServer.json: 1048576, Kestrel).
 */
export const DEFAULT_MAX_REQUEST_BODY_BYTES = 1024 * 1024;
/**
 * neo-go's maxBatchSize (pkg/services/rpcsrv/params/types.go). Its check runs before each element is
 * decoded and compares the count decoded so far, so 101 calls pass and the 102nd is refused.
 */
export const NEOGO_MAX_BATCH_SIZE = 100;

/** findstorage's page: C# RpcServer FindStoragePageSize and neo-go MaxFindStoragePageSize both default to 50. */
export const DEFAULT_FIND_STORAGE_PAGE_SIZE = 50;
