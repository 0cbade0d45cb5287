/** The public API of the core: no `vscode`, no Node built-ins; runs in Node and in a browser. */
export type { ListOptions, NodeConfig, RequestEvent } from './rpc/types';
export type { DomainList, IncompleteKind, ListingOutcome, ListingStrategy } from './listing/types';
export {
  incompleteMessage, ordinal,
  type BoundReason, type IncompleteReason, type ListNoun, type SessionsRefusal, type StorageMethod, type StorageMove, type StorageProblem,
} from './listing/incomplete';
export { KEY_NOT_FOUND_HRESULT } from './listing/sessionErrors';
export { NnsError, isNnsError, type NnsErrorCode, type NnsErrorDetails, type NotSentReason, type WebPage } from './errors/nnsError';
export { isOpaqueFetchFailure } from './rpc/browserFetch';
export { listTokens, listTokensOf } from './listing/nameService';
export { NNS_MAINNET_HASH, normalizeContractHash, normalizeNodeConfig, normalizeRpcUrl } from './rpc/config';
export {
  parseOwner, isValidAddress, addressToScriptHash, scriptHashToAddress, ADDRESS_VERSION, type AddressVersion, type Owner,
} from './encoding/address';
export { buildUnwrapIteratorScript } from './encoding/script';
export { NodeKnowledge } from './rpc/nodeKnowledge';
export { DETAILS_NAMES_PER_ROUND, getDomainDetails, MAX_PARALLEL_REQUESTS, type DomainDetails, type DetailsOptions } from './names/details';
export { listRecords, RECORD_TYPE_NAMES, type DomainRecordEntry, type RecordList, type RecordListOptions } from './names/records';
export { isAvailable, type NameAvailability, type AvailabilityOptions } from './names/availability';
export { listRoots, MAX_ROOTS, type RootList } from './names/roots';
export { getNameCount } from './names/ownerBalance';
export { previewRecords } from './names/recordPreview';
export { readNamesState, type NameOnChain, type NamesState, type NamesStateOptions, type SubnameKeeping } from './names/nameSet';
export type { IteratorPreview } from './listing/unwrap';
export type { CallOptions } from './rpc/client';
export {
  resolveName, secondLevelOf, MAX_REDIRECTS, RESOLVE_TYPES, type ResolveOutcome, type ResolveResult, type ResolveStep, type ResolveType,
} from './names/resolve';
export { findNameService, PUBLIC_NETWORKS, type FoundContract, type NameServiceSearch, type SearchOptions } from './contracts/contractSearch';
export { readContractWriteInfo, type AbiMethod, type ContractAbi, type ContractWriteInfo } from './contracts/contractWriteInfo';
export { readNamePrice, pricedLength, type NamePrice, type PriceQuery } from './names/namePrice';
export {
  checkTestnetNameServices, TESTNET_MAGIC, TESTNET_NAME_SERVICES, type KnownContractState, type KnownNameService, type TestnetCheck,
} from './contracts/testnetNameServices';
export { MAX_SCRYPT, scryptLimitProblem, type ScryptLimitProblem, type ScryptParams } from './signing/scryptLimits';
