import { base64 } from '@scure/base';
import { ADDRESS_VERSION, scriptHashBytesToAddress, type Owner } from '../encoding/address';
import { chainTimeCall, readChainTime } from './chainTime';
import { clientFor, type CallOptions } from '../rpc/client';
import { base64Bytes } from '../encoding/decode';
import { NnsError } from '../errors/nnsError';
import { bytesToDisplayHash, SCRIPT_HASH_BYTES } from '../encoding/hex';
import { contractFault, CONTRACT_FAULTS, invocationOf } from '../rpc/invocation';
import { invalidValue, MAX_BATCH_CALLS, type BatchOutcome, type JsonRpcClient, type RpcCall } from '../rpc/jsonRpc';
import { decodeNameState, MalformedValue, type NameState } from '../listing/nameState';
import { equalBytes, nameStateKey } from '../listing/nnsStorage';
import { isUnknownStorageItem, storageRefusal, type NodeFacts } from '../rpc/nodeKnowledge';
import { getStorageResultSchema, invokeResultSchema, type InvokeResult, type StackItem } from '../rpc/schemas';
import { isNull, readBytes, readInteger, readStringMap } from '../rpc/stackValues';
import type { NodeConfig } from '../rpc/types';

export interface DomainDetails {
  name: string;
  /**
   * `expired`: the contract refused with "The name has expired.", or the name's NameState in storage
   * expired by the chain's time (`chainTime`); `error`: see `error`.
   */
  state: 'active' | 'expired' | 'error';
  /** Milliseconds since the epoch, from the NameState or `properties`; for an expired name, from storage only. */
  expiration?: number;
  /** From the NameState or `ownerOf`; for an expired name its last owner, from storage only. */
  owner?: Owner;
  /** From the NameState or `properties` (active names); null when the name has no admin. */
  admin?: Owner | null;
  /** What went wrong for this name alone (a FAULT, a JSON-RPC error, a malformed answer, the node failing). */
  error?: NnsError;
  /**
   * The chain's time (ms since the epoch) the state was judged by: the `Runtime.Time` of an invocation
   * in the same request, when the node answered it. Later than this machine's clock or earlier.
   */
  chainTime?: number;
  /** Where the details were read: the name's NameState in storage, or the contract's `properties` and `ownerOf`. */
  source?: 'storage' | 'contract';
}

export interface DetailsOptions extends CallOptions {
  /**
   * Names per HTTP request; default and at most 99 where the node serves `getstorage` (one call per
   * name beside the chain's time), 50 where the details come from `properties` and `ownerOf`.
   */
  namesPerRequest?: number;
  /**
   * Requests in flight at once: 2 by default (enough to hide latency without crowding a public
   * node), at most 4 (a long load the user asked for, such as an export's).
   */
  parallelRequests?: number;
  /** Progress: the details of each batch as it arrives. */
  onDetails?: (details: readonly DomainDetails[]) => void;
}

/** One getstorage per name and the chain's time: 100 calls, what neo-go accepts. */
const MAX_STORAGE_NAMES_PER_REQUEST = MAX_BATCH_CALLS - 1;
/** Two contract calls per name. */
const MAX_CONTRACT_NAMES_PER_REQUEST = MAX_BATCH_CALLS / 2;
/** Requests in flight at once: enough to hide latency without crowding a public node. */
const PARALLEL_REQUESTS = 2;
/** The most a caller may ask for (see `parallelRequests`). */
export const MAX_PARALLEL_REQUESTS = 4;
/** The most names one round trip carries: its requests in flight at once, each full (from storage). */
export const DETAILS_NAMES_PER_ROUND = PARALLEL_REQUESTS * MAX_STORAGE_NAMES_PER_REQUEST;
const utf8 = new TextEncoder();

/**
 * The details of each name, as JSON-RPC batches within the nodes' limits (one call per request where
 * a node refuses batches): one `getstorage` of the name's NameState (`0x21 ‖ RIPEMD-160(name)`) with
 * the chain's time beside them, judging expiry as the contract does; `properties` and `ownerOf` where
 * the node refuses storage reads or storage does not hold the name as the NNS contract would. An
 * expired name is `state: 'expired'`, not an error (with its expiration and last owner when storage
 * gave them); other failures are reported per name without failing the rest. Only a cancel (or
 * invalid settings) rejects the whole call.
 */
export async function getDomainDetails(node: NodeConfig, names: readonly string[], options: DetailsOptions = {}): Promise<DomainDetails[]> {
  const { node: checked, client } = clientFor(node, options);
  const limit = client.learnt.storageReads === 'refused' ? MAX_CONTRACT_NAMES_PER_REQUEST : MAX_STORAGE_NAMES_PER_REQUEST;
  const most = Math.min(limit, Math.max(1, Math.floor(options.namesPerRequest ?? limit)));
  // Chunks of even size: two requests in flight finish together.
  const size = Math.ceil(names.length / Math.max(1, Math.ceil(names.length / most)));
  const chunks: string[][] = [];
  for (let i = 0; i < names.length; i += size) chunks.push(names.slice(i, i + size));
  const results: DomainDetails[][] = new Array<DomainDetails[]>(chunks.length);
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const index = next++;
      results[index] = await detailsOfChunk(client, checked, chunks[index]!);
      options.onDetails?.(results[index]!);
    }
  };
  const parallel = Math.min(MAX_PARALLEL_REQUESTS, Math.max(1, Math.floor(options.parallelRequests ?? PARALLEL_REQUESTS)));
  await Promise.all(Array.from({ length: Math.min(parallel, chunks.length) }, worker));
  return results.flat();
}

async function detailsOfChunk(client: JsonRpcClient, node: NodeConfig, names: readonly string[]): Promise<DomainDetails[]> {
  if (client.learnt.storageReads === 'refused') return detailsFromContract(client, node.contractHash, names, addressVersionOf(client.learnt));
  const reads = names.map((name) => nameStateCall(node.contractHash, name));
  let outcomes: [BatchOutcome<InvokeResult>, ...BatchOutcome<string>[]];
  try {
    outcomes = await client.batch([chainTimeCall(), ...reads]);
  } catch (error) {
    return failAll(names, error);
  }
  const [time, ...stored] = outcomes;
  const chainTime = readChainTime(time);
  const details = names.map((name, i) => {
    const read = nameStateFromStorage(name, stored[i], chainTime, client.learnt);
    return read === 'absent' ? undefined : read;
  });
  const asked = names.filter((_, i) => details[i] === undefined);
  if (asked.length === 0) return details as DomainDetails[];
  const answered = await detailsFromContract(client, node.contractHash, asked, addressVersionOf(client.learnt));
  let next = 0;
  return details.map((d) => d ?? answered[next++]!);
}

/** The `getstorage` of a name's NameState (`0x21 ‖ RIPEMD-160(name)`), to send in a batch. */
export function nameStateCall(contractHash: string, name: string): RpcCall<string> {
  return { method: 'getstorage', params: [contractHash, base64.encode(nameStateKey(utf8.encode(name)))], result: getStorageResultSchema };
}

/**
 * A name's details from its NameState, judged by the chain's time; `absent` where the node says the
 * key holds nothing (the name was never registered, or the contract keeps names elsewhere); undefined
 * where the contract must answer: the node refuses storage reads, storage holds another name there
 * (not the NNS layout), or the chain's time is unknown. A value that is not a NameState is INVALID_RESPONSE.
 */
export function nameStateFromStorage(
  name: string, outcome: BatchOutcome<string> | undefined, chainTime: number | undefined, learnt: NodeFacts,
): DomainDetails | 'absent' | undefined {
  if (!outcome) return undefined;
  if (!outcome.ok) {
    // The node answered with something that is not a stored value: that is this name's error.
    if (outcome.malformed) return { name, state: 'error', source: 'storage', error: outcome.error };
    if (storageRefusal(outcome.error)) learnt.storageReads = 'refused';
    return isUnknownStorageItem(outcome.error) ? 'absent' : undefined;
  }
  let state: NameState;
  try {
    state = decodeNameState(base64Bytes(outcome.value));
  } catch (error) {
    if (error instanceof MalformedValue) {
      return {
        name, state: 'error', source: 'storage', ...(chainTime === undefined ? {} : { chainTime }),
        error: invalidValue(`The node's storage holds a NameState for this name that cannot be read: ${error.message}.`, outcome.value, 'getstorage'),
      };
    }
    throw error;
  }
  if (chainTime === undefined || !equalBytes(state.name, utf8.encode(name))) return undefined;
  const version = addressVersionOf(learnt);
  const owner = ownerOfBytes(state.owner, version);
  if (chainTime >= state.expiration) return { name, state: 'expired', expiration: state.expiration, owner, chainTime, source: 'storage' };
  return {
    name, state: 'active', expiration: state.expiration, owner, admin: state.admin ? ownerOfBytes(state.admin, version) : null, chainTime, source: 'storage',
  };
}

/**
 * Owners are addresses of the node's own version, learnt with the page size by the listings (N3's
 * where the node does not say, or no listing asked it yet).
 */
function addressVersionOf(learnt: NodeFacts): number {
  return learnt.addressVersion ?? ADDRESS_VERSION;
}

/** Storage reads the node will not serve (-32601 method not found; -600, before C# 3.7 -400, access denied). */
function failAll(names: readonly string[], error: unknown): DomainDetails[] {
  if (error instanceof NnsError && error.code === 'CANCELLED') throw error;
  const failure = error instanceof NnsError ? error : new NnsError('NETWORK', String(error), { cause: error });
  return names.map((name) => ({ name, state: 'error', error: failure }));
}

/** The details of names storage does not hold where the contract does (another layout): `properties` and `ownerOf` only. */
export function detailsOfContract(client: JsonRpcClient, contractHash: string, names: readonly string[]): Promise<DomainDetails[]> {
  return detailsFromContract(client, contractHash, names, addressVersionOf(client.learnt));
}

/** `properties` and `ownerOf` of each name (two calls per name, split into requests by the client). */
async function detailsFromContract(client: JsonRpcClient, contractHash: string, names: readonly string[], version: number): Promise<DomainDetails[]> {
  const calls = names.flatMap((name) => {
    const args = [{ type: 'String', value: name }];
    return [
      { method: 'invokefunction', params: [contractHash, 'properties', args], result: invokeResultSchema },
      { method: 'invokefunction', params: [contractHash, 'ownerOf', args], result: invokeResultSchema },
    ];
  });
  let outcomes: BatchOutcome<InvokeResult>[];
  try {
    outcomes = await client.batch(calls);
  } catch (error) {
    return failAll(names, error);
  }
  return names.map((name, i) => detailsOf(name, outcomes[2 * i]!, outcomes[2 * i + 1]!, version));
}

function detailsOf(name: string, properties: BatchOutcome<InvokeResult>, ownerOf: BatchOutcome<InvokeResult>, version: number): DomainDetails {
  try {
    const propertiesItem = returned(properties, 'properties');
    const ownerItem = returned(ownerOf, 'ownerOf');
    if (propertiesItem === EXPIRED_MARK || ownerItem === EXPIRED_MARK) return { name, state: 'expired', source: 'contract' };
    const entries = readStringMap(propertiesItem, 'the properties', 'properties');
    const expiration = entries.get('expiration');
    const admin = entries.get('admin');
    return {
      name,
      state: 'active',
      ...(expiration ? { expiration: Number(readInteger(expiration, 'the expiration', 'properties')) } : {}),
      ...(admin ? { admin: isNull(admin) ? null : ownerFrom(admin, 'the admin', 'properties', version) } : {}),
      owner: ownerFrom(ownerItem, 'the owner', 'ownerOf', version),
      source: 'contract',
    };
  } catch (error) {
    return { name, state: 'error', error: error instanceof NnsError ? error : new NnsError('INVALID_RESPONSE', String(error)) };
  }
}

const EXPIRED_MARK: StackItem = { type: '(expired)' };

/** The one item a HALTed call returned, EXPIRED_MARK for the expired-name FAULT; throws other failures. */
function returned(outcome: BatchOutcome<InvokeResult>, method: string): StackItem {
  if (!outcome.ok) throw outcome.error;
  const invocation = invocationOf(outcome.value, method);
  if (invocation.kind === 'value') return invocation.item;
  if (CONTRACT_FAULTS.expired.test(invocation.exception)) return EXPIRED_MARK;
  throw contractFault(method, outcome.value.state, invocation.exception);
}

/** Hash160 values come back as the 20 stored bytes: the address is encoded from them directly. */
function ownerFrom(item: StackItem, what: string, method: string, version: number): Owner {
  const bytes = readBytes(item, what, method);
  if (bytes.length !== SCRIPT_HASH_BYTES) throw invalidValue(`The node's result for ${method} has ${what} of ${bytes.length} bytes, not 20.`, item, method);
  return ownerOfBytes(bytes, version);
}

function ownerOfBytes(bytes: Uint8Array, version: number): Owner {
  return { address: scriptHashBytesToAddress(bytes, version), scriptHash: bytesToDisplayHash(bytes) };
}
