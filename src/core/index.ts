/** The public API of the core: no `vscode`, no Node built-ins; runs in Node 20 and in a browser. */
export type { DomainList, IncompleteKind, ListingOutcome, ListingStrategy, ListOptions, NodeConfig, RequestEvent } from './types';
export {
  incompleteMessage, ordinal,
  type BoundReason, type IncompleteReason, type ListNoun, type SessionsRefusal, type StorageMethod, type StorageMove, type StorageProblem,
} from './incomplete';
export { KEY_NOT_FOUND_HRESULT } from './sessionErrors';
export { NnsError, isNnsError, type NnsErrorCode, type NnsErrorDetails, type WebPage } from './errors';
export { isOpaqueFetchFailure } from './browserFetch';
export { listTokens, listTokensOf } from './nameService';
export { NNS_MAINNET_HASH, normalizeContractHash, normalizeRpcUrl } from './config';
export {
  parseOwner, isValidAddress, addressToScriptHash, scriptHashToAddress, ADDRESS_VERSION, type AddressVersion, type Owner,
} from './address';
export { buildUnwrapIteratorScript } from './script';
export { clearNodeLimitsCache, knownAddressVersion } from './nodeLimits';
export { DETAILS_NAMES_PER_ROUND, getDomainDetails, MAX_PARALLEL_REQUESTS, type DomainDetails, type DetailsOptions } from './details';
export { listRecords, RECORD_TYPE_NAMES, type DomainRecordEntry, type RecordList, type RecordListOptions } from './records';
export { isAvailable, type NameAvailability, type AvailabilityOptions } from './availability';
export { listRoots, MAX_ROOTS, type RootList } from './roots';
export { getNameCount } from './ownerBalance';
export { previewRecords } from './recordPreview';
export type { IteratorPreview } from './unwrap';
export type { CallOptions } from './client';
export {
  resolveName, secondLevelOf, MAX_REDIRECTS, RESOLVE_TYPES, type ResolveOutcome, type ResolveResult, type ResolveStep, type ResolveType,
} from './resolve';
export { findNameService, PUBLIC_NETWORKS, type FoundContract, type NameServiceSearch, type SearchOptions } from './contractSearch';
export { readContractWriteInfo, type AbiMethod, type ContractAbi, type ContractWriteInfo } from './contractWriteInfo';
export { readNamePrice, pricedLength, type NamePrice, type PriceQuery } from './namePrice';
export {
  checkTestnetNameServices, TESTNET_MAGIC, TESTNET_NAME_SERVICES, type KnownContractState, type KnownNameService, type TestnetCheck,
} from './testnetNameServices';
