/**
 * The six node personalities: how each real node shapes iterators, errors, fault texts, HTTP status
 * and response framing. Sources (read, not copied):
 *
 * - C# 3.7.4 ('sessions', 'csharp-nosession'): neo-project/neo src/Plugins/RpcServer (RpcServer.cs,
 *   RpcServer.SmartContract.cs, RpcError.cs). Errors carry `message = "<Message> - <data>"` plus `data`;
 *   every answer is HTTP 200; responses are gzip-compressed when the client accepts it (ASP.NET
 *   ResponseCompression, CompressionLevel.Fastest). Iterators on the result stack get an `id`; a
 *   `session` is added only when SessionEnabled and the stack holds an iterator. traverseiterator /
 *   terminatesession answer -601 "State iterator sessions disabled" when sessions are off.
 *   Fault texts from ApplicationEngine ("Insufficient GAS.", "Called Contract Does Not Exist: 0x…",
 *   `Method "m" with n parameter(s) doesn't exist in the contract 0x….`), neo-vm ExecutionEngine
 *   ("MaxStackSize exceed: n") and VMUnhandledException ("An unhandled exception was thrown. <msg>").
 * - C# 3.0–3.3.0 ('csharp-legacy'): neo-modules RpcServer before sessions: iterators expanded in place
 *   (`iterator` + `truncated` always present), no traverseiterator/terminatesession methods at all,
 *   plain JSON-RPC error texts ("Parse error", "Invalid params", "Method not found").
 * - neo-go 0.106 with SessionEnabled false ('neo-go'): pkg/services/rpcsrv/server.go, pkg/neorpc
 *   errors.go, pkg/neorpc/result/invoke.go. Expanded iterators with `iterator`/`truncated` omitted when
 *   empty/false (`omitempty`); error `message` is the bare code text and the detail goes to `data`;
 *   a single (non-batch) request that fails gets a non-200 HTTP status from getHTTPCodeForError
 *   (400 parse, 405 unknown method, 422 invalid params/request and other codes, 500 internal) —
 *   batches are always 200. Fault texts are "at instruction N (OP): <reason>" from pkg/vm
 *   ("gas limit is exceeded", "stack is too big", "<Syscall> failed: insufficient amount of gas",
 *   "System.Contract.Call failed: called contract <hash> not found: key not found", "… method not
 *   found: m/n", `unhandled exception: "<msg>"`). neo-go returns the evaluation stack even on FAULT.
 * - neo-go 0.122 ('neo-go-nosession', 'neo-go-sessions', 'neo-go-expansion'), read off a real v0.122.0
 *   node by test/realnode/differential.test.ts: HTTP 200 for everything, an iterator id + `session`
 *   with SessionEnabled, `terminatesession` of an unknown session -107 (all neo-go versions), getversion
 *   with `standbycommittee` and `seedlist`.
 * - neo-go 0.120 with SessionEnabled and SessionExpansionEnabled ('neo-go-expansion', now as 0.122): server.go
 *   registerOrDumpIterator, result/invoke.go Iterator.MarshalJSON, result/version.go. The iterator item
 *   carries up to MaxIteratorResultItems values inline (`iterator`, omitted when none) and, only when
 *   more remain, `interface` + `id` with a result-level `session`; `truncated` is never set.
 *   `getversion` adds `rpc.sessionexpansionenabled: true`. Since 0.107 neo-go answers HTTP 200 to
 *   everything (commit "rpcsrv: align default error code with C# implementation").
 *
 * - C# 3.5 with sessions off ('csharp-nofindstorage'): 'csharp-nosession' before neo-modules added
 *   FindStorage (#805, v3.6.0): `findstorage` is "Method not found". Before the RPC error codes of 3.7
 *   (neo-modules #815) C# answered an absent storage key with -100 "Unknown storage" and a disabled
 *   method with -400 "Access denied" (3.7: -104 "Unknown storage item", -600 "Access denied").
 *
 * Storage (`getstorage`, `findstorage`): C# RpcServer.Blockchain.cs GetStorage / FindStorage (key
 * prefix kept, the contract id dropped, ascending keys, `Skip(start)` then FindStoragePageSize items,
 * `{truncated, next: start + items, results}`); neo-go server.go getStorage / findStorageInternal
 * (the same page from MaxFindStoragePageSize, `next` = items seen, skipped ones included; result key
 * order results, next, truncated). Both default to 50 items a page.
 *
 * Batch and body limits: neo-go refuses a batch of more than 100 calls while parsing it
 * (params/types.go, maxBatchSize; -32700 "Parse error", data "the number of requests in batch
 * shouldn't exceed 100", id null) and a body over MaxRequestBodyBytes (http.MaxBytesReader; -32700,
 * data "error parsing JSON payload: http: request body too large"). C# has no call limit; Kestrel
 * refuses a body over MaxRequestBodySize with HTTP 413 and no body before RpcServer sees it.
 */
import {
  CSHARP_MAX_GAS_INVOKE, NEOGO_MAX_BATCH_SIZE, NEOGO_MAX_GAS_INVOKE,
} from './constants';
import type { VmFault } from './neovm';
import { neoGoOpcodeName, opcodeName } from './opcodes';
import type { InteropJson, IteratorValue, ValueIterator } from './stackItems';
import type { Personality } from './types';

export interface RpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export interface ErrorFactory {
  parse(detail: string): RpcErrorObject;
  invalidRequest(detail?: string): RpcErrorObject;
  methodNotFound(method: string): RpcErrorObject;
  invalidParams(detail?: string): RpcErrorObject;
  unknownSession(): RpcErrorObject;
  unknownIterator(): RpcErrorObject;
  sessionsDisabled(): RpcErrorObject;
  unknownContract(): RpcErrorObject;
  unknownStorageItem(): RpcErrorObject;
  /** A method the operator disabled. */
  accessDenied(method: string): RpcErrorObject;
}

export type IteratorStyle = 'ids' | 'expanded' | 'expanded-omitempty' | 'expansion';

export interface Profile {
  readonly personality: Personality;
  readonly node: 'csharp' | 'neo-go';
  readonly userAgent: string;
  /**
   * neo-go ≥ 0.122 as a real node answers (test/realnode/differential.test.ts): getversion lists the
   * standby committee and seed list, an unparsable contract hash is a strconv.ParseInt error.
   */
  readonly modernNeoGo: boolean;
  readonly sessionsEnabled: boolean;
  /** Whether traverseiterator / terminatesession exist at all. */
  readonly sessionMethods: boolean;
  /** Whether findstorage exists (C# ≥ 3.6, neo-go ≥ 0.102). */
  readonly findStorage: boolean;
  readonly iteratorStyle: IteratorStyle;
  /** neo-go's SessionExpansionEnabled, reported by getversion. */
  readonly sessionExpansion: boolean;
  /** The most calls neo-go's batch check lets through (see the header); undefined: no limit (C#). */
  readonly maxBatchSize: number | undefined;
  readonly defaultMaxGasInvoke: bigint;
  readonly contentType: string;
  readonly gzip: boolean;
  /** neo-go's json.Encoder ends each response with a newline. */
  readonly trailingNewline: boolean;
  /** neo-go answers the stack as it was at the fault; C# answers an empty result stack. */
  readonly stackOnFault: boolean;
  /** Key order of an invoke result. */
  readonly resultOrder: readonly string[];
  readonly errors: ErrorFactory;
  /** HTTP status for a single (non-batch) response carrying this error. */
  httpStatusFor(error: RpcErrorObject): number;
  faultMessage(fault: VmFault): string;
}

function csharpError(code: number, message: string, data?: string): RpcErrorObject {
  return data ? { code, message: `${message} - ${data}`, data } : { code, message };
}

const csharpErrors: ErrorFactory = {
  parse: () => csharpError(-32700, 'Bad request'),
  invalidRequest: () => csharpError(-32600, 'Invalid request'),
  methodNotFound: (method) => csharpError(-32601, 'Method not found', method),
  invalidParams: (detail) => csharpError(-32602, 'Invalid params', detail),
  unknownSession: () => csharpError(-107, 'Unknown session'),
  unknownIterator: () => csharpError(-108, 'Unknown iterator'),
  sessionsDisabled: () => csharpError(-601, 'State iterator sessions disabled'),
  unknownContract: () => csharpError(-102, 'Unknown contract'),
  unknownStorageItem: () => csharpError(-104, 'Unknown storage item'),
  accessDenied: () => csharpError(-600, 'Access denied'),
};

/** C# 3.5 (neo-modules before the error codes of 3.7): thrown RpcExceptions with bare texts. */
const csharp35Errors: ErrorFactory = {
  ...csharpErrors,
  methodNotFound: () => ({ code: -32601, message: 'Method not found' }),
  unknownContract: () => ({ code: -100, message: 'Unknown contract' }),
  unknownStorageItem: () => ({ code: -100, message: 'Unknown storage' }),
  accessDenied: () => ({ code: -400, message: 'Access denied' }),
};

const legacyErrors: ErrorFactory = {
  parse: () => ({ code: -32700, message: 'Parse error' }),
  invalidRequest: () => ({ code: -32600, message: 'Invalid Request' }),
  methodNotFound: () => ({ code: -32601, message: 'Method not found' }),
  invalidParams: () => ({ code: -32602, message: 'Invalid params' }),
  // Never reached: the legacy node has no session methods (they are "Method not found").
  unknownSession: () => ({ code: -32601, message: 'Method not found' }),
  unknownIterator: () => ({ code: -32601, message: 'Method not found' }),
  sessionsDisabled: () => ({ code: -32601, message: 'Method not found' }),
  unknownContract: () => ({ code: -100, message: 'Unknown contract' }),
  unknownStorageItem: () => ({ code: -100, message: 'Unknown storage' }),
  accessDenied: () => ({ code: -400, message: 'Access denied' }),
};

const neoGoErrors: ErrorFactory = {
  parse: (detail) => ({ code: -32700, message: 'Parse error', data: detail }),
  invalidRequest: (detail) => (detail ? { code: -32600, message: 'Invalid request', data: detail } : { code: -32600, message: 'Invalid request' }),
  methodNotFound: (method) => ({ code: -32601, message: 'Method not found', data: `method ${JSON.stringify(method)} not supported` }),
  invalidParams: (detail) => ({ code: -32602, message: 'Invalid params', data: detail ?? 'Invalid params' }),
  unknownSession: () => ({ code: -107, message: 'Unknown session' }),
  unknownIterator: () => ({ code: -108, message: 'Unknown iterator' }),
  sessionsDisabled: () => ({ code: -601, message: 'Sessions disabled' }),
  unknownContract: () => ({ code: -102, message: 'Unknown contract' }),
  unknownStorageItem: () => ({ code: -104, message: 'Unknown storage item' }),
  // neo-go has no setting that disables a method: a filtering proxy in front of it answers as if it did not exist.
  accessDenied: (method) => ({ code: -32601, message: 'Method not found', data: `method ${JSON.stringify(method)} not supported` }),
};

function devnetOnly(fault: VmFault): string | undefined {
  const { reason, op, ip } = fault;
  if (reason.kind === 'unsupportedOpcode') {
    const name = opcodeName(op) ?? 'an unknown opcode';
    return `devnet: ${name} (0x${op.toString(16).padStart(2, '0')}) at offset ${ip} is not implemented by this test node's NeoVM`;
  }
  if (reason.kind === 'unknownSyscall') {
    return `devnet: syscall 0x${reason.id.toString(16).padStart(8, '0')} at offset ${ip} is not implemented by this test node`;
  }
  return undefined;
}

function csharpFault(fault: VmFault): string {
  const own = devnetOnly(fault);
  if (own) return own;
  const { reason } = fault;
  switch (reason.kind) {
    case 'insufficientGas': return 'Insufficient GAS.';
    case 'stackOverflow': return `MaxStackSize exceed: ${reason.count}`;
    case 'contractNotFound': return `Called Contract Does Not Exist: ${reason.hash}`;
    case 'methodNotFound':
      return `Method "${reason.method}" with ${reason.argCount} parameter(s) doesn't exist in the contract ${reason.hash}.`;
    case 'contractThrow': return `An unhandled exception was thrown. ${reason.message}`;
    case 'contractFault': return reason.csharp;
    case 'invalid': return reason.message;
    default: return reason.kind;
  }
}

/** Go's %q for the strings that occur here (JSON escaping matches it for printable ASCII). */
function goQuote(text: string): string {
  return JSON.stringify(text);
}

function neoGoFault(fault: VmFault): string {
  const { reason, op, ip } = fault;
  const at = (offset: number, opcode: string) => `at instruction ${offset} (${opcode}): `;
  const prefix = at(ip, neoGoOpcodeName(op));
  const own = devnetOnly(fault);
  if (own) return prefix + own;
  switch (reason.kind) {
    case 'insufficientGas':
      return prefix + (reason.syscall ? `${reason.syscall} failed: insufficient amount of gas` : 'gas limit is exceeded');
    case 'stackOverflow': return `${prefix}stack is too big`;
    case 'contractNotFound':
      return `${prefix}System.Contract.Call failed: called contract ${reason.hash.slice(2)} not found: key not found`;
    case 'methodNotFound':
      return `${prefix}System.Contract.Call failed: method not found: ${reason.method}/${reason.argCount}`;
    case 'contractThrow': return `${at(reason.offset, 'THROW')}unhandled exception: ${goQuote(reason.message)}`;
    case 'contractFault': return `${at(reason.offset, 'CALLT')}${reason.neoGo}`;
    case 'invalid': return prefix + (reason.syscall ? `${reason.syscall} failed: ${reason.message}` : reason.message);
    default: return prefix + reason.kind;
  }
}

/** neo-go 0.106's getHTTPCodeForError, for a failed single request. */
function neoGoHttpStatus(error: RpcErrorObject): number {
  switch (error.code) {
    case -32700: return 400;
    case -32600: case -32602: return 422;
    case -32601: return 405;
    case -32603: return 500;
    default: return 422;
  }
}

const CSHARP_ORDER = ['script', 'state', 'gasconsumed', 'exception', 'notifications', 'diagnostics', 'stack', 'session'];
const NEOGO_ORDER = ['state', 'gasconsumed', 'script', 'stack', 'exception', 'notifications', 'diagnostics', 'session'];

/** neo-go 0.122, as the real node of the real-node suites answers: HTTP 200 for everything (since 0.107). */
const MODERN_NEO_GO = {
  node: 'neo-go', userAgent: '/NEO-GO:0.122.0/', modernNeoGo: true, sessionMethods: true, findStorage: true,
  maxBatchSize: NEOGO_MAX_BATCH_SIZE, defaultMaxGasInvoke: NEOGO_MAX_GAS_INVOKE,
  contentType: 'application/json; charset=utf-8', gzip: false, trailingNewline: true, stackOnFault: true,
  resultOrder: NEOGO_ORDER, errors: neoGoErrors, httpStatusFor: () => 200, faultMessage: neoGoFault,
} as const;

const PROFILES: Record<Personality, Profile> = {
  sessions: {
    personality: 'sessions', node: 'csharp', userAgent: '/Neo:3.7.4/', modernNeoGo: false, sessionsEnabled: true, sessionMethods: true, findStorage: true,
    iteratorStyle: 'ids', sessionExpansion: false, maxBatchSize: undefined,
    defaultMaxGasInvoke: CSHARP_MAX_GAS_INVOKE, contentType: 'application/json', gzip: true,
    trailingNewline: false, stackOnFault: false, resultOrder: CSHARP_ORDER, errors: csharpErrors,
    httpStatusFor: () => 200, faultMessage: csharpFault,
  },
  'csharp-nosession': {
    personality: 'csharp-nosession', node: 'csharp', userAgent: '/Neo:3.7.4/', modernNeoGo: false, sessionsEnabled: false, sessionMethods: true, findStorage: true,
    iteratorStyle: 'ids', sessionExpansion: false, maxBatchSize: undefined,
    defaultMaxGasInvoke: CSHARP_MAX_GAS_INVOKE, contentType: 'application/json', gzip: true,
    trailingNewline: false, stackOnFault: false, resultOrder: CSHARP_ORDER, errors: csharpErrors,
    httpStatusFor: () => 200, faultMessage: csharpFault,
  },
  'csharp-nofindstorage': {
    personality: 'csharp-nofindstorage', node: 'csharp', userAgent: '/Neo:3.5.0/', modernNeoGo: false, sessionsEnabled: false, sessionMethods: true, findStorage: false,
    iteratorStyle: 'ids', sessionExpansion: false, maxBatchSize: undefined,
    defaultMaxGasInvoke: CSHARP_MAX_GAS_INVOKE, contentType: 'application/json', gzip: true,
    trailingNewline: false, stackOnFault: false, resultOrder: CSHARP_ORDER, errors: csharp35Errors,
    httpStatusFor: () => 200, faultMessage: csharpFault,
  },
  'csharp-legacy': {
    personality: 'csharp-legacy', node: 'csharp', userAgent: '/Neo:3.3.0/', modernNeoGo: false, sessionsEnabled: false, sessionMethods: false, findStorage: false,
    iteratorStyle: 'expanded', sessionExpansion: false, maxBatchSize: undefined,
    defaultMaxGasInvoke: CSHARP_MAX_GAS_INVOKE, contentType: 'application/json', gzip: true,
    trailingNewline: false, stackOnFault: false, resultOrder: CSHARP_ORDER, errors: legacyErrors,
    httpStatusFor: () => 200, faultMessage: csharpFault,
  },
  'neo-go': {
    personality: 'neo-go', node: 'neo-go', userAgent: '/NEO-GO:0.106.0/', modernNeoGo: false, sessionsEnabled: false, sessionMethods: true, findStorage: true,
    iteratorStyle: 'expanded-omitempty', sessionExpansion: false, maxBatchSize: NEOGO_MAX_BATCH_SIZE,
    defaultMaxGasInvoke: NEOGO_MAX_GAS_INVOKE,
    contentType: 'application/json; charset=utf-8', gzip: false, trailingNewline: true, stackOnFault: true,
    resultOrder: NEOGO_ORDER, errors: neoGoErrors, httpStatusFor: neoGoHttpStatus, faultMessage: neoGoFault,
  },
  'neo-go-expansion': {
    ...MODERN_NEO_GO, personality: 'neo-go-expansion', sessionsEnabled: true, iteratorStyle: 'expansion', sessionExpansion: true,
  },
  'neo-go-sessions': { ...MODERN_NEO_GO, personality: 'neo-go-sessions', sessionsEnabled: true, iteratorStyle: 'ids', sessionExpansion: false },
  'neo-go-nosession': {
    ...MODERN_NEO_GO, personality: 'neo-go-nosession', sessionsEnabled: false, iteratorStyle: 'expanded-omitempty', sessionExpansion: false,
  },
};

export const PERSONALITIES = Object.keys(PROFILES) as Personality[];

export function profileOf(personality: Personality): Profile {
  const profile = PROFILES[personality];
  if (!profile) throw new Error(`devnet: unknown personality ${JSON.stringify(personality)} (expected ${PERSONALITIES.join(', ')})`);
  return profile;
}

/**
 * Renders an iterator left on the result stack. `register` gives it an id (sessions-capable C#, and
 * neo-go's expansion when values remain); the other styles take up to `max` values from the
 * iterator's current position.
 */
export function renderIterator(style: IteratorStyle, iterator: ValueIterator, max: number, register: () => string): InteropJson {
  if (style === 'ids') return { type: 'InteropInterface', interface: 'IIterator', id: register() };
  const values: IteratorValue[] = iterator.take(max);
  if (style === 'expansion') {
    // Key order of neo-go's iteratorAux: type, interface, id, iterator.
    const json: InteropJson = { type: 'InteropInterface' };
    if (iterator.hasMore()) {
      json.interface = 'IIterator';
      json.id = register();
    }
    if (values.length > 0) json.iterator = values;
    return json;
  }
  const truncated = iterator.hasMore();
  if (style === 'expanded') return { type: 'InteropInterface', iterator: values, truncated };
  const json: InteropJson = { type: 'InteropInterface' };
  if (values.length > 0) json.iterator = values;
  if (truncated) json.truncated = true;
  return json;
}
