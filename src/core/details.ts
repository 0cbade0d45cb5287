import { scriptHashBytesToAddress, type Owner } from './address';
import { normalizeNodeConfig } from './config';
import { NnsError } from './errors';
import { bytesToDisplayHash, SCRIPT_HASH_BYTES } from './hex';
import { invalid, JsonRpcClient, MAX_BATCH_CALLS, type BatchOutcome } from './jsonRpc';
import { invokeResultSchema, type InvokeResult, type StackItem } from './schemas';
import { isNull, readBytes, readInteger, readStringMap } from './stackValues';
import type { ListOptions, NodeConfig } from './types';

export interface DomainDetails {
  name: string;
  /** `expired`: the contract refused with "The name has expired."; `error`: see `error`. */
  state: 'active' | 'expired' | 'error';
  /** Milliseconds since the epoch, from `properties`. */
  expiration?: number;
  /** From `ownerOf`. */
  owner?: Owner;
  /** From `properties`; null when the name has no admin. */
  admin?: Owner | null;
  /** What went wrong for this name alone (a FAULT, a JSON-RPC error, a malformed answer, the node failing). */
  error?: NnsError;
}

export interface DetailsOptions extends Omit<ListOptions, 'onPage' | 'onReset'> {
  /** Names per HTTP request (each costs two calls in the JSON-RPC batch); default and at most 50. */
  namesPerRequest?: number;
  /** Progress: the details of each batch as it arrives. */
  onDetails?: (details: readonly DomainDetails[]) => void;
}

/** Two calls per name: a batch of 50 names is the 100 calls neo-go accepts. */
const MAX_NAMES_PER_REQUEST = MAX_BATCH_CALLS / 2;
/** Requests in flight at once: enough to hide latency without crowding a public node. */
const PARALLEL_REQUESTS = 2;
const EXPIRED = /name has expired/i;

/**
 * `properties` and `ownerOf` of each name, sent as JSON-RPC batches within the nodes' limits (one
 * call per request where a node refuses batches). An expired name is `state:
 * 'expired'`, not an error; other failures are reported per name without failing the rest. Only a
 * cancel (or invalid settings) rejects the whole call.
 */
export async function getDomainDetails(node: NodeConfig, names: readonly string[], options: DetailsOptions = {}): Promise<DomainDetails[]> {
  const checked = normalizeNodeConfig(node);
  const client = new JsonRpcClient({
    url: checked.rpcUrl, timeoutMs: options.timeoutMs, signal: options.signal,
    maxResponseBytes: options.maxResponseBytes, onRequest: options.onRequest,
  });
  const size = Math.min(MAX_NAMES_PER_REQUEST, Math.max(1, Math.floor(options.namesPerRequest ?? MAX_NAMES_PER_REQUEST)));
  const chunks: string[][] = [];
  for (let i = 0; i < names.length; i += size) chunks.push(names.slice(i, i + size));
  const results: DomainDetails[][] = new Array<DomainDetails[]>(chunks.length);
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const index = next++;
      results[index] = await detailsOfChunk(client, checked.contractHash, chunks[index]!);
      options.onDetails?.(results[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_REQUESTS, chunks.length) }, worker));
  return results.flat();
}

async function detailsOfChunk(client: JsonRpcClient, contractHash: string, names: readonly string[]): Promise<DomainDetails[]> {
  const calls = names.flatMap((name) => {
    const args = [{ type: 'String', value: name }];
    return [
      { method: 'invokefunction', params: [contractHash, 'properties', args] },
      { method: 'invokefunction', params: [contractHash, 'ownerOf', args] },
    ];
  });
  let outcomes: BatchOutcome<InvokeResult>[];
  try {
    outcomes = await client.batch(calls, invokeResultSchema);
  } catch (error) {
    if (error instanceof NnsError && error.code === 'CANCELLED') throw error;
    const failure = error instanceof NnsError ? error : new NnsError('NETWORK', String(error), { cause: error });
    return names.map((name) => ({ name, state: 'error', error: failure }));
  }
  return names.map((name, i) => detailsOf(name, outcomes[2 * i]!, outcomes[2 * i + 1]!));
}

function detailsOf(name: string, properties: BatchOutcome<InvokeResult>, ownerOf: BatchOutcome<InvokeResult>): DomainDetails {
  try {
    const propertiesItem = returned(properties, 'properties');
    const ownerItem = returned(ownerOf, 'ownerOf');
    if (propertiesItem === EXPIRED_MARK || ownerItem === EXPIRED_MARK) return { name, state: 'expired' };
    const entries = readStringMap(propertiesItem, 'the properties', 'properties');
    const expiration = entries.get('expiration');
    const admin = entries.get('admin');
    return {
      name,
      state: 'active',
      ...(expiration ? { expiration: Number(readInteger(expiration, 'the expiration', 'properties')) } : {}),
      ...(admin ? { admin: isNull(admin) ? null : ownerFrom(admin, 'the admin', 'properties') } : {}),
      owner: ownerFrom(ownerItem, 'the owner', 'ownerOf'),
    };
  } catch (error) {
    return { name, state: 'error', error: error instanceof NnsError ? error : new NnsError('INVALID_RESPONSE', String(error)) };
  }
}

const EXPIRED_MARK: StackItem = { type: '(expired)' };

/** The one item a HALTed call returned, EXPIRED_MARK for the expired-name FAULT; throws other failures. */
function returned(outcome: BatchOutcome<InvokeResult>, method: string): StackItem {
  if (!outcome.ok) throw outcome.error;
  const result = outcome.value;
  if (result.state !== 'HALT') {
    const exception = result.exception ?? '(the node gave no reason)';
    if (EXPIRED.test(exception)) return EXPIRED_MARK;
    throw new NnsError('FAULT', `The contract call ${method} failed on the node (state ${result.state}): ${exception}`, { exception, method });
  }
  const [item] = result.stack;
  if (result.stack.length !== 1 || !item) throw invalid(`The node's result for ${method} does not hold exactly one value.`, JSON.stringify(result.stack), method);
  return item;
}

/** Hash160 values come back as the 20 stored bytes: the address is encoded from them directly. */
function ownerFrom(item: StackItem, what: string, method: string): Owner {
  const bytes = readBytes(item, what, method);
  if (bytes.length !== SCRIPT_HASH_BYTES) throw invalid(`The node's result for ${method} has ${what} of ${bytes.length} bytes, not 20.`, JSON.stringify(item), method);
  return { address: scriptHashBytesToAddress(bytes), scriptHash: bytesToDisplayHash(bytes) };
}
