/** The JSON-RPC methods of the devnet (those of handleCall), each answered the way the active personality's
 *  node does (personalities.ts names the sources); it takes no transactions. HTTP framing is server.ts. */
import { randomUUID } from 'node:crypto';
import { blockHeader, type Chain } from './blocks';
import { fromBase64Strict, normalizeHash, scriptHashOf, toBase64 } from './bytes';
import { KEY_NOT_FOUND_HRESULT, NEOGO_MAX_RENDERED_BYTES, STANDBY_COMMITTEE_KEY } from './constants';
import { callNns } from './contract';
import { nnsWriteMethods, type ContractDirectory } from './contracts';
import type { FlavourProfile } from './flavours';
import type { FaultController } from './faults';
import { type VmResult, runScript } from './neovm';
import { type Profile, type RpcErrorObject, renderIterator } from './personalities';
import { type ContractParam, ParamError, buildInvocationScript, parseContractParameter } from './script';
import { type SessionStore, parseGuid } from './sessions';
import { type StackItemJson, type ValueIterator, stackItemToJson } from './stackItems';
import { ContractStorage, type StorageMismatch } from './storage';
import type { NameTable } from './table';
import type { FaultSpec } from './types';

/** Everything a call can see; server.ts owns it and swaps parts on configure(). */
export interface NodeState {
  table: NameTable;
  /** Normalized display hash of the NNS contract. */
  contractHash: string;
  profile: Profile;
  maxIteratorResultItems: number;
  getversionRpc: boolean;
  /** getversion's protocol.addressversion. */
  addressVersion: number;
  maxGasInvoke: bigint;
  sessions: SessionStore;
  faults: FaultController;
  nonce: number;
  /** neo-go's SessionPoolSize (neo-go personalities). */
  sessionPoolSize: number;
  /** C# 3.3–3.6: unknown sessions and iterators answered with KeyNotFoundException's HResult. */
  keyNotFoundSessions: boolean;
  /** Runtime.Time for an invocation (ms since the epoch). */
  blockTime: () => number;
  /** findstorage entries per page. */
  findStoragePageSize: number;
  storageMismatch: StorageMismatch | undefined;
  /** Which NNS contract answers (flavours.ts). */
  flavour: FlavourProfile;
  disabledMethods: ReadonlySet<string>;
  /** getversion's `protocol.network` (MainNet's magic unless configured). */
  network: number;
  /** The deployed contracts, for getcontractstate (the NNS contract among them). */
  contracts: ContractDirectory;
  /** Entries every findstorage so far stepped over, as a real node walks them (storage.ts `walked`). */
  storageEntriesWalked: number;
  /** The blocks persisted (getblockcount, getblockheader): one more for each block a fault persists. */
  chain: Chain;
}

/** The storage of each table (and mismatch), built when first read. */
const storages = new WeakMap<NameTable, Map<string, ContractStorage>>();

function storageOf(state: NodeState): ContractStorage {
  let byMismatch = storages.get(state.table);
  if (!byMismatch) storages.set(state.table, (byMismatch = new Map()));
  const key = `${state.storageMismatch ?? ''}/${state.flavour.nameStateType}`;
  let storage = byMismatch.get(key);
  if (!storage) byMismatch.set(key, (storage = new ContractStorage(state.table, state.storageMismatch, state.flavour.nameStateType)));
  return storage;
}

export type CallOutcome =
  | { readonly kind: 'result'; readonly id: unknown; readonly method: string; readonly result: unknown }
  | { readonly kind: 'error'; readonly id: unknown; readonly method: string; readonly error: RpcErrorObject }
  /** A notification (no `id`): C# answers nothing for it. */
  | { readonly kind: 'none'; readonly method: string };

class RpcFailure extends Error {
  constructor(readonly error: RpcErrorObject) {
    super(error.message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The answer of a node that takes no transactions (a read-only proxy, or a node without the method):
 * "Method not found", with the reason in `data`. Sending (sendrawtransaction, calculatenetworkfee)
 * is not served at all.
 */
export function noTransactions(profile: Profile, rpcMethod: string, contractMethod: string): RpcErrorObject {
  const data = `${rpcMethod} of ${contractMethod}: this node takes no transactions (the devnet answers reads only)`;
  const error = profile.errors.methodNotFound(rpcMethod);
  return { code: error.code, message: error.message.includes(' - ') ? `Method not found - ${data}` : error.message, data };
}

/** .NET FormatException's default message: what C# puts in `data` for an unparsable hash argument. */
const DOTNET_FORMAT_MESSAGE = 'One of the identified items was in an invalid format.';

/** Handles one JSON-RPC request object (a batch element or the whole body). */
export function handleCall(state: NodeState, request: unknown): CallOutcome {
  const { profile } = state;
  const method = isRecord(request) && typeof request.method === 'string' ? request.method : '';
  if (!isRecord(request)) return { kind: 'error', id: null, method, error: profile.errors.invalidRequest('request is not an object') };
  const hasId = Object.prototype.hasOwnProperty.call(request, 'id');
  if (!hasId && profile.node === 'csharp') return { kind: 'none', method };
  const id = hasId ? request.id : null;
  const fail = (error: RpcErrorObject): CallOutcome => ({ kind: 'error', id, method, error });

  if (profile.node === 'neo-go' && request.jsonrpc !== '2.0') {
    return fail(profile.errors.invalidParams(`problem parsing JSON: invalid version, expected 2.0 got '${String(request.jsonrpc ?? '')}'`));
  }
  const params = request.params === undefined ? [] : request.params;
  if (typeof request.method !== 'string') return fail(profile.errors.invalidRequest('method is missing'));
  if (!Array.isArray(params)) {
    return fail(profile.node === 'neo-go' ? profile.errors.invalidParams('params must be an array') : profile.errors.invalidRequest());
  }
  try {
    if (state.disabledMethods.has(method)) return fail(profile.errors.accessDenied(method));
    switch (method) {
      case 'getversion': return { kind: 'result', id, method, result: getVersion(state) };
      // Both nodes: the height + 1, a number (C# Ledger.CurrentIndex + 1, neo-go BlockHeight() + 1).
      case 'getblockcount': return { kind: 'result', id, method, result: state.chain.count };
      case 'getblockheader': return { kind: 'result', id, method, result: getBlockHeader(state, params) };
      case 'getstorage': return { kind: 'result', id, method, result: getStorage(state, params) };
      case 'getcontractstate': return { kind: 'result', id, method, result: getContractState(state, params) };
      case 'findstorage':
        if (!profile.findStorage) break;
        return { kind: 'result', id, method, result: findStorage(state, params) };
      case 'invokefunction': {
        const result = invokeFunction(state, params);
        persistDueChanges(state, method);
        return { kind: 'result', id, method, result };
      }
      case 'invokescript': return { kind: 'result', id, method, result: invokeScript(state, params) };
      case 'traverseiterator':
        if (!profile.sessionMethods) break;
        return { kind: 'result', id, method, result: traverseIterator(state, params) };
      case 'terminatesession':
        if (!profile.sessionMethods) break;
        return { kind: 'result', id, method, result: terminateSession(state, params) };
      default: break;
    }
    return fail(profile.errors.methodNotFound(method));
  } catch (error) {
    if (error instanceof RpcFailure) return fail(error.error);
    throw error;
  }
}

function getVersion(state: NodeState): unknown {
  const version: Record<string, unknown> = {
    tcpport: 10333,
    nonce: state.nonce,
    useragent: state.profile.userAgent,
  };
  if (state.getversionRpc) {
    const rpc: Record<string, unknown> = { maxiteratorresultitems: state.maxIteratorResultItems, sessionenabled: state.profile.sessionsEnabled };
    // neo-go's extension field, `omitzero`: present only when enabled.
    if (state.profile.sessionExpansion) rpc.sessionexpansionenabled = true;
    version.rpc = rpc;
  }
  version.protocol = {
    addressversion: state.addressVersion,
    network: state.network,
    validatorscount: 7,
    msperblock: 15000,
    maxtraceableblocks: 2102400,
    maxvaliduntilblockincrement: 5760,
    maxtransactionsperblock: 512,
    memorypoolmaxtransactions: 50000,
    initialgasdistribution: 5200000000000000,
    hardforks: [
      { name: 'Aspidochelone', blockheight: 1730000 },
      { name: 'Basilisk', blockheight: 4120000 },
      { name: 'Cockatrice', blockheight: 5450000 },
      { name: 'Domovoi', blockheight: 5570000 },
    ],
    // neo-go 0.122 adds the standby committee and the seed list (result/version.go).
    ...(state.profile.modernNeoGo ? { standbycommittee: [STANDBY_COMMITTEE_KEY], seedlist: [] } : {}),
  };
  return version;
}

function parseArguments(state: NodeState, raw: unknown): ContractParam[] {
  const { profile } = state;
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new RpcFailure(profile.errors.invalidParams(profile.node === 'neo-go' ? 'Invalid params' : undefined));
  try {
    return raw.map(parseContractParameter);
  } catch (error) {
    if (!(error instanceof ParamError)) throw error;
    const detail = profile.node === 'neo-go'
      ? `can't create invocation script: ${error.message}`
      : profile.personality === 'csharp-legacy' ? undefined : DOTNET_FORMAT_MESSAGE;
    throw new RpcFailure(profile.errors.invalidParams(detail));
  }
}

function checkSigners(state: NodeState, raw: unknown): void {
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) {
    throw new RpcFailure(state.profile.errors.invalidParams(state.profile.node === 'neo-go' ? 'Invalid params' : 'Invalid signers'));
  }
}

function invokeFunction(state: NodeState, params: unknown[]): unknown {
  const { profile } = state;
  const [hashParam, methodParam, argsParam, signersParam, diagnosticParam] = params;
  if (params.length < 2 && profile.node === 'neo-go') throw new RpcFailure(profile.errors.invalidParams());
  const hash = typeof hashParam === 'string' ? normalizeHash(hashParam) : undefined;
  if (!hash) {
    const detail = profile.node === 'neo-go'
      ? `Invalid contract identifier (name/hash/index is expected) : strconv.${profile.modernNeoGo ? 'ParseInt' : 'Atoi'}: parsing ${JSON.stringify(String(hashParam ?? ''))}: invalid syntax`
      : profile.personality === 'csharp-legacy' ? undefined : 'Invalid script hash script_hash';
    throw new RpcFailure(profile.errors.invalidParams(detail));
  }
  if (typeof methodParam !== 'string') throw new RpcFailure(profile.errors.invalidParams());
  const args = parseArguments(state, argsParam);
  checkSigners(state, signersParam);
  const script = buildInvocationScript(hash, methodParam, args);
  return execute(state, script, diagnosticParam === true, 'invokefunction');
}

function invokeScript(state: NodeState, params: unknown[]): unknown {
  const { profile } = state;
  const [scriptParam, signersParam, diagnosticParam] = params;
  const script = typeof scriptParam === 'string' ? fromBase64Strict(scriptParam) : undefined;
  if (!script) throw new RpcFailure(profile.errors.invalidParams(profile.node === 'neo-go' ? 'Invalid params' : undefined));
  checkSigners(state, signersParam);
  return execute(state, script, diagnosticParam === true, 'invokescript');
}

/**
 * Runs a script and renders the invoke result the way the personality's node does. A call of a
 * method of the NNS contract that writes (a transaction's test invocation) is refused whole: the
 * devnet takes no transactions.
 */
function execute(state: NodeState, script: Uint8Array, diagnostic: boolean, rpcMethod: string): unknown {
  const { profile, table, contractHash } = state;
  const writes = nnsWriteMethods(state.flavour.abi);
  const vm: VmResult = runScript(script, {
    gasLimit: state.maxGasInvoke,
    host: {
      callContract: (hash, method, args) => {
        if (hash !== contractHash) return undefined;
        if (writes.has(method)) throw new RpcFailure(noTransactions(profile, rpcMethod, method));
        return callNns({ table, flavour: state.flavour, now: state.blockTime() }, method, args);
      },
      time: () => state.blockTime(),
    },
  });
  const iterators = new Map<string, ValueIterator>();
  const items = vm.state === 'HALT' || profile.stackOnFault ? vm.stack : [];
  const stack = items.map((item) => stackItemToJson(item, (iterator) => renderIterator(
    profile.iteratorStyle, iterator, state.maxIteratorResultItems,
    () => {
      const id = randomUUID();
      iterators.set(id, iterator);
      return id;
    },
  )));
  const fields: Record<string, unknown> = {
    script: toBase64(script),
    state: vm.state,
    gasconsumed: vm.gasConsumed.toString(),
    exception: vm.fault ? profile.faultMessage(vm.fault) : null,
    notifications: [],
    stack,
  };
  if (profile.node === 'neo-go') refuseOversizedItems(fields, stack);
  if (diagnostic) fields.diagnostics = diagnostics(profile, script, vm.calledContracts);
  if (profile.sessionsEnabled && iterators.size > 0) {
    // neo-go refuses a session beyond its pool (server.go runScriptInVM); C# has no such limit here.
    if (profile.node === 'neo-go' && state.sessions.size >= state.sessionPoolSize) {
      throw new RpcFailure({ code: -32603, message: 'Internal error', data: 'max session capacity reached' });
    }
    const session = state.sessions.create(iterators);
    fields.session = session.id;
    if (state.faults.expireSession(0)) state.sessions.delete(session.id);
  }
  const ordered: Record<string, unknown> = {};
  for (const key of profile.resultOrder) if (key in fields) ordered[key] = fields[key];
  return ordered;
}

/**
 * neo-go's result.Invoke.MarshalJSON: an item (not an iterator) whose JSON is over stackitem.MaxSize
 * stops the rendering; the stack goes out as `null` and the error joins the exception, state unchanged.
 */
function refuseOversizedItems(fields: Record<string, unknown>, stack: readonly StackItemJson[]): void {
  const oversized = stack.some((item) => item.type !== 'InteropInterface' && Buffer.byteLength(JSON.stringify(item)) > NEOGO_MAX_RENDERED_BYTES);
  if (!oversized) return;
  const before = typeof fields.exception === 'string' ? `${fields.exception} / ` : '';
  fields.exception = `${before}json error: too big: size`;
  fields.stack = null;
}

/** The invocation tree (C# Diagnostic / neo-go InvokeDiag); no storage changes for read-only calls. */
function diagnostics(profile: Profile, script: Uint8Array, called: readonly string[]): unknown {
  const root: { hash: string; call?: { hash: string }[] } = { hash: scriptHashOf(script) };
  if (called.length > 0) root.call = called.map((hash) => ({ hash }));
  return profile.node === 'neo-go'
    ? { storagechanges: [], invokedcontracts: [root] }
    : { invokedcontracts: root, storagechanges: [] };
}

function requireSessions(state: NodeState): void {
  if (!state.profile.sessionsEnabled) throw new RpcFailure(state.profile.errors.sessionsDisabled());
}

function traverseIterator(state: NodeState, params: unknown[]): unknown {
  const { profile } = state;
  requireSessions(state);
  const neoGo = profile.node === 'neo-go';
  const sid = parseGuid(params[0]);
  if (!sid) throw new RpcFailure(profile.errors.invalidParams(neoGo ? 'invalid session ID' : 'Invalid session id sid'));
  const iid = parseGuid(params[1]);
  if (!iid) throw new RpcFailure(profile.errors.invalidParams(neoGo ? 'invalid iterator ID' : 'Invliad iterator id iid'));
  const rawCount = params[2];
  if (rawCount === undefined) throw new RpcFailure(profile.errors.invalidParams(neoGo ? 'invalid iterator items count' : 'Index was outside the bounds of the array.'));
  const count = typeof rawCount === 'number' ? rawCount : typeof rawCount === 'string' && /^-?\d+$/.test(rawCount) ? Number(rawCount) : Number.NaN;
  if (!Number.isInteger(count) || count > 2147483647 || count < -2147483648) {
    throw new RpcFailure(profile.errors.invalidParams(neoGo ? 'invalid iterator items count: not an int32' : 'Input string was not in a correct format.'));
  }
  if (count > state.maxIteratorResultItems) {
    throw new RpcFailure(profile.errors.invalidParams(neoGo
      ? `iterator items count (${count}) is out of range (${state.maxIteratorResultItems} at max)`
      : 'Invalid iterator items count count'));
  }
  const session = state.sessions.use(sid);
  if (!session) throw new RpcFailure(unknownKey(state, sid) ?? profile.errors.unknownSession());
  // Behind a load balancer, the page may reach another node, one with sessions off.
  if (state.faults.sessionsDisabled(session.pages)) throw new RpcFailure(profile.errors.sessionsDisabled());
  const iterator = session.iterators.get(iid);
  if (!iterator) throw new RpcFailure(unknownKey(state, iid) ?? profile.errors.unknownIterator());
  const page = iterator.take(count);
  session.pages++;
  if (state.faults.expireSession(session.pages)) state.sessions.delete(session.id);
  else if (state.faults.forgetIterator(session.pages)) session.iterators.clear();
  return page;
}

/**
 * C# RpcServer 3.3–3.6 looked sessions and iterators up with a Dictionary indexer: a missing one is a
 * KeyNotFoundException, answered with its HResult and message (RpcServer.ProcessRequest's catch-all).
 */
function unknownKey(state: NodeState, key: string): RpcErrorObject | undefined {
  if (!state.keyNotFoundSessions || state.profile.node !== 'csharp') return undefined;
  return { code: KEY_NOT_FOUND_HRESULT, message: `The given key '${key}' was not present in the dictionary.` };
}

function terminateSession(state: NodeState, params: unknown[]): unknown {
  requireSessions(state);
  const sid = parseGuid(params[0]);
  if (!sid) throw new RpcFailure(state.profile.errors.invalidParams(state.profile.node === 'neo-go' ? 'invalid session ID' : 'Invalid session id'));
  const deleted = state.sessions.delete(sid);
  // neo-go answers an unknown session with -107 (server.go terminateSession); C# answers false.
  if (!deleted && state.profile.node === 'neo-go') throw new RpcFailure(state.profile.errors.unknownSession());
  return deleted;
}

/** The contract a storage method names: the NNS hash in any case, or its id. */
function checkStorageContract(state: NodeState, param: unknown): void {
  const { profile } = state;
  const nnsId = state.contracts.nnsId;
  if (param === nnsId || param === String(nnsId)) return;
  if (typeof param !== 'string') throw new RpcFailure(profile.errors.invalidParams(profile.node === 'neo-go' ? 'invalid contract' : undefined));
  const hash = normalizeHash(param);
  if (!hash) throw new RpcFailure(profile.errors.invalidParams(profile.node === 'neo-go' ? `invalid contract identifier ${param}` : DOTNET_FORMAT_MESSAGE));
  if (hash !== state.contractHash) throw new RpcFailure(profile.errors.unknownContract());
}

/** getcontractstate [hash | id]: the ContractState, or −102 (−100 before C# 3.7) "Unknown contract"; see contracts.ts. */
function getContractState(state: NodeState, params: unknown[]): unknown {
  const { profile } = state;
  const [param] = params;
  const text = typeof param === 'number' && Number.isInteger(param) ? String(param) : typeof param === 'string' ? param.trim() : undefined;
  if (text === undefined) throw new RpcFailure(profile.errors.invalidParams(profile.node === 'neo-go' ? 'Invalid params' : undefined));
  const hash = normalizeHash(text);
  const nns = { hash: state.contractHash, flavour: state.flavour };
  const found = hash ? state.contracts.byHash(hash, nns) : /^-?\d+$/.test(text) ? state.contracts.byId(Number(text), nns) : undefined;
  if (!hash && !/^-?\d+$/.test(text)) {
    throw new RpcFailure(profile.errors.invalidParams(profile.node === 'neo-go' ? `Invalid contract identifier (name/hash/index is expected) : strconv.Atoi: parsing ${JSON.stringify(text)}: invalid syntax` : undefined));
  }
  if (!found) throw new RpcFailure(profile.errors.unknownContract());
  return found;
}

function base64Param(state: NodeState, param: unknown, what: string): Uint8Array {
  const bytes = typeof param === 'string' ? fromBase64Strict(param) : undefined;
  if (!bytes) throw new RpcFailure(state.profile.errors.invalidParams(state.profile.node === 'neo-go' ? `invalid ${what}` : `Invalid Base64 string: ${String(param)}`));
  return bytes;
}

/**
 * getblockheader [index, verbose] → a block's header (blocks.ts): verbose, its JSON; otherwise base64
 * bytes of a header's size. An index past the top: neo-go -109 (blockHeightFromParam), C# -101
 * (Ledger.GetHeader is null). Block hashes are not looked up: only indexes are.
 */
function getBlockHeader(state: NodeState, params: unknown[]): unknown {
  const { profile, chain } = state;
  const [index, verbose] = params;
  if (typeof index !== 'number' || !Number.isInteger(index)) throw new RpcFailure(profile.errors.invalidParams(profile.node === 'neo-go' ? 'Invalid params' : undefined));
  if (index < 0 || index >= chain.count) {
    throw new RpcFailure(profile.node === 'neo-go'
      ? { code: -109, message: 'Unknown height', data: `param at index 0 should be greater than or equal to 0 and less than or equal to current block height, got: ${index}` }
      : { code: -101, message: 'Unknown block' });
  }
  const header = blockHeader(chain, index, profile.node, state.blockTime());
  return verbose === true || verbose === 1 ? header : toBase64(new Uint8Array(header.size as number));
}

/** getstorage [contract, base64Key] → the value in base64; an absent key is an error (-104; -100 before C# 3.7). */
function getStorage(state: NodeState, params: unknown[]): unknown {
  checkStorageContract(state, params[0]);
  const value = storageOf(state).get(base64Param(state, params[1], 'key'));
  if (!value) throw new RpcFailure(state.profile.errors.unknownStorageItem());
  return toBase64(value);
}

/**
 * findstorage [contract, base64Prefix, start] → one page: keys with the prefix (contract id dropped),
 * ascending. C# answers `{truncated, next: start + items, results}`, neo-go `{results, next: items
 * seen, truncated}`. Both walk to the page: the entries stepped over are counted (and may cost time,
 * server.ts `walkCostNs`). Each call may fire 'registerName' / 'transferName' / 'newBlock' faults after
 * it is answered: one block, so that the storage (or only the height) changes between two pages
 * (invokefunction may fire those whose `method` names it: persistDueChanges).
 */
function findStorage(state: NodeState, params: unknown[]): unknown {
  const { profile } = state;
  checkStorageContract(state, params[0]);
  const prefix = base64Param(state, params[1], 'prefix');
  const rawStart = params[2];
  const start = rawStart === undefined ? 0 : typeof rawStart === 'number' ? rawStart : typeof rawStart === 'string' && /^-?\d+$/.test(rawStart) ? Number(rawStart) : Number.NaN;
  if (!Number.isInteger(start)) throw new RpcFailure(profile.errors.invalidParams(profile.node === 'neo-go' ? 'invalid start' : undefined));
  const page = storageOf(state).find(prefix, start, state.findStoragePageSize);
  state.storageEntriesWalked += page.walked;
  const results = page.items.map((item) => ({ key: toBase64(item.key), value: toBase64(item.value) }));
  persistDueChanges(state, 'findstorage');
  return profile.node === 'neo-go'
    ? { results, next: page.seen, truncated: page.truncated }
    : { truncated: page.truncated, next: Math.max(start, 0) + results.length, results };
}

/** After a call of `method` is answered: the storage faults due then, persisted in one block. */
function persistDueChanges(state: NodeState, method: string): void {
  const due = state.faults.storageChangesDue(method);
  for (const change of due) applyStorageChange(state, change);
  if (due.length > 0) {
    if (due.every((change) => change.kind === 'newBlock')) state.chain.empty.add(state.chain.count);
    state.chain.count++;
  }
}

/** A name registered or transferred between two findstorage pages, as a transaction in a new block would ('newBlock': none). */
function applyStorageChange(state: NodeState, change: FaultSpec): void {
  if (change.kind === 'registerName' && change.record) {
    state.table = state.table.withRegistered(change.record);
  } else if (change.kind === 'transferName' && change.from) {
    const moved = state.table.withTransferred(change.from, change.to ?? DEFAULT_TRANSFER_TARGET, change.name);
    if (moved) state.table = moved.table;
  }
}

const DEFAULT_TRANSFER_TARGET = '0x0000000000000000000000000000000000000001';
