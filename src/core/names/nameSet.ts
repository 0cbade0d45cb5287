// A set of names read in the fewest requests, for a plan of what they should be: each name's holder,
// expiration and records by type, the chain's time and the prices, batched within the nodes' limits.
import { base64 } from '@scure/base';
import { buildGatherScript, type GatheredCall } from '../encoding/script';
import { NnsError } from '../errors/nnsError';
import type { Owner } from '../encoding/address';
import { clientFor, type CallOptions } from '../rpc/client';
import { NodeKnowledge } from '../rpc/nodeKnowledge';
import { CONTRACT_FAULTS, invocationOf, isUnrendered } from '../rpc/invocation';
import { invalidValue, MAX_BATCH_CALLS, type BatchOutcome, type JsonRpcClient, type RpcCall } from '../rpc/jsonRpc';
import { invokeResultSchema, type InvokeResult, type StackItem } from '../rpc/schemas';
import { isNull, readInteger, readStruct, readText } from '../rpc/stackValues';
import type { NodeConfig, RequestEvent } from '../rpc/types';
import { chainTimeCall, readChainTime } from './chainTime';
import { detailsOfContract, getDomainDetails, MAX_PARALLEL_REQUESTS, nameStateCall, nameStateFromStorage, type DomainDetails } from './details';
import { pricedLength } from './namePrice';
import { decodeRecord, listRecords, RECORD_TYPE_NAMES, type DomainRecordEntry } from './records';
import { decodeRoot, MAX_ROOTS } from './roots';
import { secondLevelOf } from './resolve';

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
  /** Where sub-names are names of their own (`asNames`): the names above them that were not asked, without records. */
  readonly ancestors?: readonly NameOnChain[];
  /** The chain's time (ms since the epoch) the states were judged by, where the node told it. */
  readonly chainTime?: number;
  /** HTTP requests and JSON-RPC calls the reading took. */
  readonly requests: number;
  readonly calls: number;
}

/** Record types read of a name kept under its parent: the four the contracts take. */
const DEFAULT_RECORD_TYPES = [1, 5, 16, 28] as const;
/** Values of getAllRecords copied per name in a gathering script; a name with more is listed whole. */
const RECORDS_PER_NAME = 64;
/** Calls per gathering script, well within a test invocation's GAS; a script that fails is split. */
const CALLS_PER_SCRIPT = 16;

/** What storage said of a token (a name the contract keeps a NameState of). */
type TokenRead =
  | { readonly kind: 'details'; readonly details: DomainDetails }
  /** The key holds nothing. */
  | { readonly kind: 'absent' }
  /** Storage cannot say (refused, another layout, the chain's time unknown): the contract must. */
  | { readonly kind: 'contract' };

/** One name's calls in a gathering script. */
interface Item {
  readonly kind: 'records' | 'subRecords' | 'available';
  readonly name: string;
  readonly calls: readonly GatheredCall[];
}

type Failure = { readonly kind: 'fault'; readonly exception: string } | { readonly kind: 'unrendered' } | { readonly kind: 'error'; readonly error: NnsError };

interface Gathered {
  readonly values: Map<Item, StackItem[]>;
  readonly failures: Map<Item, Failure>;
}

/**
 * Each name's state (protocol notes §12 for where each family keeps names below the second level): in
 * one round, the chain's time, the roots and every token's NameState from storage (`getstorage`, 100
 * calls to a request, the requests in flight together); in a second request, gathering scripts (each
 * an `invokescript` of several read-only calls) with the records of the names held (`getAllRecords`,
 * or `getRecord` of each type for a name kept under its parent), `isAvailable` of the names storage
 * does not hold, and the prices. Where storage cannot say, or a script fails, the reading goes on as
 * getDomainDetails and listRecords do, in further requests. Only a cancel (or invalid settings) rejects.
 */
export async function readNamesState(node: NodeConfig, names: readonly string[], options: NamesStateOptions = {}): Promise<NamesState> {
  let requests = 0;
  let calls = 0;
  const onRequest = (event: RequestEvent) => {
    requests++;
    calls += event.calls ?? 1;
    options.onRequest?.(event);
  };
  // What the node teaches is shared by every request of the reading, the fallbacks' too.
  const counted: CallOptions = { ...options, onRequest, knowledge: options.knowledge ?? new NodeKnowledge() };
  const { node: checked, client } = clientFor(node, counted);
  const hash = checked.contractHash;
  const asked = [...new Set(names)];
  const parentOf = (name: string) => (options.subnames !== 'asNames' && name.split('.').length > 2 ? secondLevelOf(name) : undefined);
  const valid = asked.filter((name) => name.split('.').length >= 2 && name.split('.').every((label) => label !== ''));
  const isValid = new Set(valid);
  // A name NeoFS's NNS mints is registered by the holder of the closest name above it: those are read too.
  const ancestors = options.subnames === 'asNames' ? [...new Set(valid.flatMap(ancestorsOf))].filter((name) => !isValid.has(name)) : [];
  const tokens = [...new Set([...valid.map((name) => parentOf(name) ?? name), ...ancestors])];
  const declaredTokens = new Set(valid.filter((name) => !parentOf(name)));
  const types = options.recordTypes ?? DEFAULT_RECORD_TYPES;

  // First round: the chain's time, the roots, each token's NameState.
  const first = await readTokens(client, hash, tokens);
  const reads = first.reads;
  const rootKnown = (name: string) => (first.roots ? first.roots.has(name.slice(name.lastIndexOf('.') + 1)) : true);
  const held = (token: string) => {
    const read = reads.get(token);
    return read?.kind === 'details' && read.details.state === 'active';
  };

  // Second: the records of what is held, whether what storage lacks is free, the prices; the contract's details where storage could not say.
  const items: Item[] = [];
  for (const name of valid) {
    const parent = parentOf(name);
    if (parent) {
      if (held(parent)) items.push(subRecordsItem(hash, name, types));
    } else if (held(name)) {
      items.push(recordsItem(hash, name));
    }
  }
  for (const token of tokens) {
    const read = reads.get(token);
    if ((read?.kind === 'absent' && rootKnown(token)) || read?.kind === 'contract') items.push(availableItem(hash, token));
  }
  const priced = options.price ? [...declaredTokens] : [];
  const priceCalls = priceCallsOf(hash, options.price, priced);
  const contractTokens = tokens.filter((token) => reads.get(token)?.kind === 'contract');
  const [second, contractDetails] = await Promise.all([
    gather(client, hash, items, priceCalls.map((call) => call.call)),
    contractTokens.length > 0 ? getDomainDetails(node, contractTokens, { ...counted, parallelRequests: MAX_PARALLEL_REQUESTS }) : Promise.resolve([]),
  ]);
  const prices = pricesOf(priceCalls, second.extra);
  const availability = new Map<string, boolean | Failure>();
  const records = new Map<string, ReadonlyMap<string, readonly string[]> | Failure | 'more'>();
  const take = (gathered: Gathered) => {
    for (const [item, values] of gathered.values) {
      try {
        if (item.kind === 'available') availability.set(item.name, readAvailable(values[0]));
        else if (item.kind === 'records') records.set(item.name, readRecords(item.name, values[0]));
        else records.set(item.name, readSubRecords(values, types));
      } catch (error) {
        const failure: Failure = { kind: 'error', error: error instanceof NnsError ? error : new NnsError('INVALID_RESPONSE', String(error)) };
        if (item.kind === 'available') availability.set(item.name, failure);
        else records.set(item.name, failure);
      }
    }
    for (const [item, failure] of gathered.failures) (item.kind === 'available' ? availability : records).set(item.name, failure);
  };
  take(second);
  for (const details of contractDetails) reads.set(details.name, { kind: 'details', details });

  // Rarely, a third: storage lacked a name the contract holds (another layout), whose details and records follow.
  const mismatched = tokens.filter((token) => reads.get(token)?.kind === 'absent' && availability.get(token) === false);
  if (mismatched.length > 0) {
    for (const details of await detailsOfContract(client, hash, mismatched)) {
      reads.set(details.name, { kind: 'details', details });
    }
  }
  const late: Item[] = [];
  for (const name of valid) {
    const parent = parentOf(name);
    const token = parent ?? name;
    if (!held(token) || records.has(name)) continue;
    late.push(parent ? subRecordsItem(hash, name, types) : recordsItem(hash, name));
  }
  if (late.length > 0) take(await gather(client, hash, late, []));
  // A name with more records than a script copies is listed whole.
  for (const [name, read] of records) {
    if (read !== 'more') continue;
    try {
      records.set(name, byType(name, (await listRecords(node, name, counted)).records));
    } catch (error) {
      if (error instanceof NnsError && error.code === 'CANCELLED') throw error;
      records.set(name, { kind: 'error', error: error instanceof NnsError ? error : new NnsError('NETWORK', String(error)) });
    }
  }

  const stateOf = (name: string): NameOnChain => {
    if (!isValid.has(name) && !ancestors.includes(name)) {
      return { name, state: 'unknown', error: new NnsError('INVALID_INPUT', `"${name}" is not a name of two labels or more.`, { field: 'names' }) };
    }
    const parent = parentOf(name);
    const token = parent ?? name;
    const base = tokenState(token, reads.get(token), availability.get(token), rootKnown(token), parent ? undefined : prices.get(token));
    const read = records.get(name);
    const withRecords = base.state === 'held' && read !== undefined && read !== 'more' && !isFailure(read)
      ? { ...base, records: read }
      : base.state === 'held' && isFailure(read) ? recordsFailed(base, read) : base;
    return { ...withRecords, name, ...(parent ? { parent } : {}) };
  };
  return {
    names: asked.map(stateOf),
    ...(ancestors.length > 0 ? { ancestors: ancestors.map(stateOf) } : {}),
    ...(first.chainTime === undefined ? {} : { chainTime: first.chainTime }),
    requests, calls,
  };
}

/** The names above `name` below its top-level domain, the closest first: `a.b.c.neo` → `b.c.neo`, `c.neo`. */
function ancestorsOf(name: string): string[] {
  const labels = name.split('.');
  return Array.from({ length: Math.max(0, labels.length - 2) }, (_, i) => labels.slice(i + 1).join('.'));
}

function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/** A held name whose records could not be read: expired meanwhile, or unknown. */
function recordsFailed(base: Omit<NameOnChain, 'name'>, failure: Failure): Omit<NameOnChain, 'name'> {
  if (failure.kind === 'fault' && CONTRACT_FAULTS.expired.test(failure.exception)) return { ...base, state: 'expired' };
  return { ...base, state: 'unknown', error: failureError(failure, 'getAllRecords') };
}

function failureError(failure: Failure, method: string): NnsError {
  switch (failure.kind) {
    case 'error': return failure.error;
    case 'fault': return new NnsError('FAULT', `The contract call ${method} failed on the node: ${failure.exception}`, { exception: failure.exception, method });
    case 'unrendered': return new NnsError('INVALID_RESPONSE', `The node ran ${method} but would not send its result: the value is too large for it to render as JSON.`, { method });
  }
}

/** A token's state from what storage, the contract's isAvailable and its details said. */
function tokenState(
  token: string, read: TokenRead | undefined, available: boolean | Failure | undefined, rootKnown: boolean, price: bigint | undefined,
): Omit<NameOnChain, 'name'> {
  const priced = price === undefined ? {} : { price };
  if (!read) return { state: 'unknown', error: new NnsError('NETWORK', `The node did not answer for ${token}.`) };
  if (read.kind === 'absent' && !rootKnown) return { state: 'free', noRoot: true, ...priced };
  if (read.kind !== 'details' || (available === true && read.details.state === 'error')) {
    if (available === true) return { state: 'free', ...priced };
    if (isFailure(available)) {
      if (available.kind === 'fault' && CONTRACT_FAULTS.noRoot.test(available.exception)) return { state: 'free', noRoot: true, ...priced };
      return { state: 'unknown', error: failureError(available, 'isAvailable'), ...priced };
    }
    // Not available and not read: a length not open for registration (a negative price), or the node did not say.
    if (price !== undefined && price < 0n) return { state: 'free', ...priced };
    return { state: 'unknown', error: new NnsError('INVALID_RESPONSE', `The contract says ${token} is taken, but neither its storage nor its details say by whom.`), ...priced };
  }
  const details = read.details;
  if (details.state === 'error') {
    if (available === false && price !== undefined && price < 0n) return { state: 'free', ...priced };
    return { state: 'unknown', ...(details.error ? { error: details.error } : {}), ...priced };
  }
  const known = {
    ...(details.owner ? { owner: details.owner } : {}),
    ...(details.expiration === undefined ? {} : { expiration: details.expiration }),
    ...priced,
  };
  if (details.state === 'expired') return { state: 'expired', ...known };
  return { state: 'held', ...known, admin: details.admin ?? null };
}

/** The first round: the chain's time, the roots and every token's NameState, 100 calls to a request, the requests in flight together. */
async function readTokens(client: JsonRpcClient, contractHash: string, tokens: readonly string[]): Promise<{
  chainTime?: number; roots?: ReadonlySet<string>; reads: Map<string, TokenRead>;
}> {
  const calls: RpcCall[] = [chainTimeCall(), gatherCall([{ contractHash, method: 'roots', args: [], unwrap: MAX_ROOTS + 1 }]), ...tokens.map((token) => nameStateCall(contractHash, token))];
  const outcomes = await inParallel(client, calls);
  const [time, roots, ...stored] = outcomes;
  const chainTime = readChainTime(time as BatchOutcome<InvokeResult> | undefined);
  const reads = new Map<string, TokenRead>();
  tokens.forEach((token, i) => {
    const outcome = stored[i] as BatchOutcome<string>;
    const read = nameStateFromStorage(token, outcome, chainTime, client.learnt);
    if (read === 'absent') reads.set(token, { kind: 'absent' });
    else if (read === undefined) reads.set(token, { kind: 'contract' });
    else reads.set(token, { kind: 'details', details: read });
  });
  return { ...(chainTime === undefined ? {} : { chainTime }), ...rootsOf(roots as BatchOutcome<InvokeResult>), reads };
}

/** The contract's roots, where the node listed them all. */
function rootsOf(outcome: BatchOutcome<InvokeResult>): { roots?: ReadonlySet<string> } {
  if (!outcome.ok || outcome.value.state !== 'HALT' || isUnrendered(outcome.value)) return {};
  try {
    const invocation = invocationOf(outcome.value, 'invokescript');
    if (invocation.kind !== 'value') return {};
    const [values] = readStruct(invocation.item, 'the gathered values', 'invokescript');
    const roots = readStruct(values, 'the roots', 'roots').map(decodeRoot);
    return roots.length > MAX_ROOTS ? {} : { roots: new Set(roots) };
  } catch {
    return {};
  }
}

/** The calls in requests of at most MAX_BATCH_CALLS, of even size, MAX_PARALLEL_REQUESTS in flight. */
async function inParallel(client: JsonRpcClient, calls: readonly RpcCall[]): Promise<BatchOutcome<unknown>[]> {
  const size = Math.ceil(calls.length / Math.max(1, Math.ceil(calls.length / MAX_BATCH_CALLS)));
  const chunks: RpcCall[][] = [];
  for (let i = 0; i < calls.length; i += size) chunks.push(calls.slice(i, i + size));
  const results = new Array<BatchOutcome<unknown>[]>(chunks.length);
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const index = next++;
      const chunk = chunks[index]!;
      try {
        results[index] = await client.batch(chunk);
      } catch (error) {
        if (error instanceof NnsError && error.code === 'CANCELLED') throw error;
        const failure = error instanceof NnsError ? error : new NnsError('NETWORK', String(error), { cause: error });
        results[index] = chunk.map(() => ({ ok: false, error: failure }));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAX_PARALLEL_REQUESTS, chunks.length) }, worker));
  return results.flat();
}

function gatherCall(calls: readonly GatheredCall[]): RpcCall<InvokeResult> {
  return { method: 'invokescript', params: [base64.encode(buildGatherScript(calls))], result: invokeResultSchema };
}

function recordsItem(contractHash: string, name: string): Item {
  return { kind: 'records', name, calls: [{ contractHash, method: 'getAllRecords', args: [{ type: 'String', value: name }], unwrap: RECORDS_PER_NAME + 1 }] };
}

function subRecordsItem(contractHash: string, name: string, types: readonly number[]): Item {
  return {
    kind: 'subRecords', name,
    calls: types.map((type) => ({ contractHash, method: 'getRecord', args: [{ type: 'String', value: name }, { type: 'Integer', value: type }] })),
  };
}

function availableItem(contractHash: string, name: string): Item {
  return { kind: 'available', name, calls: [{ contractHash, method: 'isAvailable', args: [{ type: 'String', value: name }] }] };
}

/**
 * The items' calls in gathering scripts of at most CALLS_PER_SCRIPT calls, all in one batch with
 * `extra` beside them; a script that FAULTs (out of GAS, a name expired meanwhile) or whose value
 * the node will not render is split in two and sent again, until each item that fails stands alone.
 */
async function gather(client: JsonRpcClient, contractHash: string, items: readonly Item[], extra: readonly RpcCall<InvokeResult>[]): Promise<Gathered & { extra: BatchOutcome<InvokeResult>[] }> {
  const values = new Map<Item, StackItem[]>();
  const failures = new Map<Item, Failure>();
  let pending = groupsOf(items);
  let extraCalls = extra;
  let extraOutcomes: BatchOutcome<InvokeResult>[] = [];
  while (pending.length > 0 || extraCalls.length > 0) {
    const scripts = pending.map((group) => gatherCall(group.flatMap((item) => item.calls)));
    let outcomes: BatchOutcome<InvokeResult>[];
    try {
      outcomes = await client.batch([...scripts, ...extraCalls]);
    } catch (error) {
      if (error instanceof NnsError && error.code === 'CANCELLED') throw error;
      const failure = error instanceof NnsError ? error : new NnsError('NETWORK', String(error), { cause: error });
      outcomes = [...scripts, ...extraCalls].map(() => ({ ok: false, error: failure }));
    }
    if (extraCalls.length > 0) extraOutcomes = outcomes.slice(scripts.length);
    extraCalls = [];
    const next: Item[][] = [];
    pending.forEach((group, index) => {
      const outcome = outcomes[index]!;
      if (!outcome.ok) {
        for (const item of group) failures.set(item, { kind: 'error', error: outcome.error });
        return;
      }
      const result = outcome.value;
      if (result.state === 'HALT' && !isUnrendered(result)) {
        try {
          spread(group, result, values);
        } catch (error) {
          const failure = error instanceof NnsError ? error : new NnsError('INVALID_RESPONSE', String(error));
          for (const item of group) failures.set(item, { kind: 'error', error: failure });
        }
        return;
      }
      if (group.length > 1) {
        const half = Math.ceil(group.length / 2);
        next.push(group.slice(0, half), group.slice(half));
        return;
      }
      failures.set(group[0]!, isUnrendered(result) ? { kind: 'unrendered' } : { kind: 'fault', exception: result.exception ?? '(the node gave no reason)' });
    });
    pending = next;
  }
  return { values, failures, extra: extraOutcomes };
}

function groupsOf(items: readonly Item[]): Item[][] {
  const groups: Item[][] = [];
  let current: Item[] = [];
  let count = 0;
  for (const item of items) {
    if (current.length > 0 && count + item.calls.length > CALLS_PER_SCRIPT) {
      groups.push(current);
      current = [];
      count = 0;
    }
    current.push(item);
    count += item.calls.length;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** A gathering script's values, back to the items whose calls they answer. */
function spread(group: readonly Item[], result: InvokeResult, into: Map<Item, StackItem[]>): void {
  const invocation = invocationOf(result, 'invokescript');
  if (invocation.kind !== 'value') throw new NnsError('FAULT', invocation.exception);
  const all = readStruct(invocation.item, 'the gathered values', 'invokescript');
  const expected = group.reduce((sum, item) => sum + item.calls.length, 0);
  if (all.length !== expected) throw invalidValue(`The node's result for a gathering script holds ${all.length} values, not ${expected}.`, invocation.item, 'invokescript');
  let at = 0;
  for (const item of group) {
    into.set(item, all.slice(at, at + item.calls.length));
    at += item.calls.length;
  }
}

const booleanItem = (item: StackItem | undefined): boolean | undefined => {
  if (item?.type === 'Boolean' && typeof item['value'] === 'boolean') return item['value'];
  if (item?.type === 'Integer' && (item['value'] === '0' || item['value'] === '1')) return item['value'] === '1';
  return undefined;
};

function readAvailable(item: StackItem | undefined): boolean {
  const value = booleanItem(item);
  if (value === undefined) throw invalidValue('The node\'s result for isAvailable is not a Boolean.', item, 'isAvailable');
  return value;
}

/** The name's own records by type (the C# contract lists those of its subdomains too); `more` past what a script copies. */
function readRecords(name: string, item: StackItem | undefined): ReadonlyMap<string, readonly string[]> | 'more' {
  const values = readStruct(item, 'the records', 'getAllRecords');
  if (values.length > RECORDS_PER_NAME) return 'more';
  return byType(name, values.map(decodeRecord));
}

function byType(name: string, records: readonly DomainRecordEntry[]): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, string[]>();
  for (const record of records) {
    if (record.name !== name) continue;
    const list = map.get(record.typeName) ?? [];
    list.push(record.data);
    map.set(record.typeName, list);
  }
  return map;
}

/** `getRecord` of each type: its value, or null where the name has none of the type. */
function readSubRecords(values: readonly StackItem[], types: readonly number[]): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, string[]>();
  values.forEach((item, i) => {
    if (isNull(item)) return;
    const type = types[i]!;
    map.set(RECORD_TYPE_NAMES[type] ?? String(type), [readText(item, 'a record', 'getRecord')]);
  });
  return map;
}

interface PriceCall {
  readonly call: RpcCall<InvokeResult>;
  /** The names it prices. */
  readonly names: readonly string[];
}

/** getPrice(length) once per length of the names' first labels, or getPrice() once. */
function priceCallsOf(contractHash: string, query: NamesStateOptions['price'], names: readonly string[]): PriceCall[] {
  if (!query || names.length === 0) return [];
  const call = (args: unknown[]): RpcCall<InvokeResult> => ({ method: 'invokefunction', params: [contractHash, query.method, args], result: invokeResultSchema });
  if (!query.byLength) return [{ call: call([]), names }];
  const byLength = new Map<number, string[]>();
  for (const name of names) byLength.set(pricedLength(name), [...(byLength.get(pricedLength(name)) ?? []), name]);
  return [...byLength].map(([length, priced]) => ({ call: call([{ type: 'Integer', value: String(length) }]), names: priced }));
}

function pricesOf(calls: readonly PriceCall[], outcomes: readonly BatchOutcome<InvokeResult>[]): Map<string, bigint> {
  const prices = new Map<string, bigint>();
  calls.forEach((call, i) => {
    const outcome = outcomes[i];
    if (!outcome?.ok) return;
    try {
      const invocation = invocationOf(outcome.value, 'getPrice');
      if (invocation.kind !== 'value') return;
      const price = readInteger(invocation.item, 'the price', 'getPrice');
      for (const name of call.names) prices.set(name, price);
    } catch {
      // A price the node did not give is left unknown.
    }
  });
  return prices;
}

