import { displayHashToBytes, parseDisplayHash, bytesToDisplayHash, SCRIPT_HASH_BYTES } from '../encoding/hex';
import { CALL_FLAGS_ALL, type ContractArgument, type ContractCall } from './contractCall';
import { disassemble, type Instruction } from './disassemble';

/**
 * Reads a transaction's script back into the contract calls it makes, when it is nothing else: the
 * shape buildContractCallScript writes, and the shapes neo-go (`emit.AppCall`, `smartcontract.Builder`,
 * the actor's `InvokeWithAssert`), neo's C# `ScriptBuilder.EmitDynamicCall` (`ScriptBuilderExtensions.cs`:
 * CreateArray, CreateMap, CreateStruct) and neon-js (`ScriptBuilder.emitContractCall`) write: per call,
 * the arguments packed into an Array, the call flags, the method, the contract, SYSCALL
 * System.Contract.Call, then perhaps ASSERT or DROP. The values are rebuilt as NeoVM would build them
 * (PACK takes the top item first), so an argument pushed in another encoding of the same value (a
 * wider PUSHINT, PUSHDATA2 for short data, PUSH0 PACK for NEWARRAY0) reads the same.
 *
 * A script carries no types: the bytes of a String, a Hash160, a PublicKey and a ByteArray are all
 * pushed alike, so they all read as ByteArray (bytesAsString, bytesAsHash160 read them as the others).
 * compareCalls compares typed calls with the values a script builds.
 */

/** A value as the script builds it. The types it shares with ContractArgument have its shape. */
export type DecodedArgument =
  /** PUSHDATA: the bytes of a String (UTF-8), a Hash160 (as stored), a PublicKey, a ByteArray. */
  | { readonly type: 'ByteArray'; readonly value: Uint8Array }
  | { readonly type: 'Integer'; readonly value: bigint }
  | { readonly type: 'Boolean'; readonly value: boolean }
  | { readonly type: 'Any'; readonly value: null }
  | { readonly type: 'Array' | 'Struct'; readonly value: readonly DecodedArgument[] }
  /** PACKMAP's entries, in the order NeoVM inserts them (the entry pushed last first). */
  | { readonly type: 'Map'; readonly value: readonly MapEntry[] };

export interface MapEntry {
  readonly key: DecodedArgument;
  readonly value: DecodedArgument;
}

/** ContractCall's fields, read from the script, with the call flags it gives. */
export interface DecodedCall {
  /** Display form. */
  readonly contractHash: string;
  readonly method: string;
  readonly args: readonly DecodedArgument[];
  /** CallFlags (All for what buildContractCallScript writes; neo-go and neo may write others). */
  readonly callFlags: number;
  readonly assertResult?: boolean;
  readonly dropResult?: boolean;
  /** Where the call's first instruction is. */
  readonly offset: number;
}

export type ScriptCalls =
  | { readonly plain: true; readonly calls: readonly DecodedCall[] }
  /** Something else than contract calls, first at `offset`; `instructions` show the whole script. */
  | { readonly plain: false; readonly offset: number; readonly reason: string; readonly instructions: readonly Instruction[] };

export type CallsComparison =
  | { readonly same: true }
  /** `index`: the first call (from 0) that differs, where the script is a sequence of calls. */
  | { readonly same: false; readonly reason: string; readonly index?: number };

/** NeoVM's ExecutionEngineLimits.MaxStackSize: more items than this, and the VM faults. */
const MAX_STACK_ITEMS = 2048;
/** NeoVM's Map.MaxKeySize. */
const MAX_MAP_KEY_BYTES = 64;
const CONTRACT_CALL = 'System.Contract.Call';

/** The calls of a script that makes contract calls and nothing else; else where and why it is something else. */
export function decodeContractCalls(script: Uint8Array): ScriptCalls {
  const instructions = disassemble(script);
  const other = (offset: number, reason: string): ScriptCalls => ({ plain: false, offset, reason, instructions });
  if (instructions.length === 0) return other(0, 'the script is empty');
  const calls: DecodedCall[] = [];
  // The values pushed since the last call, and where the first of them was pushed.
  let stack: DecodedArgument[] = [];
  let callStart = 0;
  let items = 0;
  let afterCall = false;
  for (const instruction of instructions) {
    const { offset, name } = instruction;
    if (instruction.invalid) return other(offset, instruction.invalid);
    // A call starts with the first value pushed for it (an ASSERT or DROP after a call pushes nothing).
    if (stack.length === 0) {
      callStart = offset;
      items = 0;
    }
    const wasAfterCall = afterCall;
    afterCall = false;
    const value = pushedValue(instruction);
    if (value) {
      stack.push(value);
      if (++items > MAX_STACK_ITEMS) return other(offset, `more than ${MAX_STACK_ITEMS} values are pushed: NeoVM would stop`);
      continue;
    }
    switch (name) {
      case 'PACK':
      case 'PACKSTRUCT':
      case 'PACKMAP': {
        const fault = pack(stack, name);
        if (fault) return other(offset, fault);
        continue;
      }
      case 'SYSCALL': {
        if (instruction.text !== CONTRACT_CALL) return other(offset, `the SYSCALL calls ${instruction.text}, not ${CONTRACT_CALL}`);
        const call = readCall(stack, callStart);
        if (typeof call === 'string') return other(offset, call);
        calls.push(call);
        stack = [];
        afterCall = true;
        continue;
      }
      case 'ASSERT':
      case 'DROP': {
        const last = calls.at(-1);
        if (!wasAfterCall || !last) return other(offset, `${name} does not follow a contract call`);
        calls[calls.length - 1] = { ...last, ...(name === 'ASSERT' ? { assertResult: true } : { dropResult: true }) };
        continue;
      }
      default:
        return other(offset, `${name} is not part of a contract call`);
    }
  }
  if (stack.length > 0) return other(callStart, 'values are pushed that no call takes');
  return { plain: true, calls };
}

/** Whether the script makes exactly `expected`, in order (compareCalls). */
export function sameCalls(script: Uint8Array, expected: readonly ContractCall[]): boolean {
  return compareCalls(script, expected).same;
}

/**
 * Whether the script makes exactly the calls `expected` names, in order, with CallFlags.All (as
 * buildContractCallScript writes them): each argument is compared with the value the script builds
 * (a String with its UTF-8 bytes, a Hash160 with its stored bytes). Else which call differs, and how.
 */
export function compareCalls(script: Uint8Array, expected: readonly ContractCall[]): CallsComparison {
  const read = decodeContractCalls(script);
  if (!read.plain) return { same: false, reason: `the script does more than call contracts: ${read.reason} (at byte ${read.offset})` };
  const { calls } = read;
  for (let index = 0; index < Math.max(calls.length, expected.length); index++) {
    const actual = calls[index];
    const wanted = expected[index];
    if (!actual || !wanted) {
      return { same: false, index, reason: `the script makes ${count(calls.length, 'call')}, not ${expected.length}` };
    }
    const difference = callDifference(wanted, actual);
    if (difference) return { same: false, index, reason: `call ${index + 1} (${actual.method}): ${difference}` };
  }
  return { same: true };
}

/** The bytes as text, where they are UTF-8 (what a String argument pushes). */
export function bytesAsString(arg: DecodedArgument): string | undefined {
  return arg.type === 'ByteArray' ? utf8(arg.value) : undefined;
}

/** The bytes as a script hash in display form, where there are 20 of them (what a Hash160 argument pushes). */
export function bytesAsHash160(arg: DecodedArgument): string | undefined {
  return arg.type === 'ByteArray' && arg.value.length === SCRIPT_HASH_BYTES ? bytesToDisplayHash(arg.value) : undefined;
}

/** The value an instruction pushes by itself, if it is a push. */
function pushedValue(instruction: Instruction): DecodedArgument | undefined {
  const { name, opcode, operand } = instruction;
  if (name.startsWith('PUSHINT')) return { type: 'Integer', value: signedLittleEndian(operand) };
  if (name.startsWith('PUSHDATA')) return { type: 'ByteArray', value: operand };
  if (name === 'PUSHM1' || /^PUSH\d+$/.test(name)) return { type: 'Integer', value: BigInt(opcode - 0x10) };
  switch (name) {
    case 'PUSHT': return { type: 'Boolean', value: true };
    case 'PUSHF': return { type: 'Boolean', value: false };
    case 'PUSHNULL': return { type: 'Any', value: null };
    case 'NEWARRAY0': return { type: 'Array', value: [] };
    case 'NEWSTRUCT0': return { type: 'Struct', value: [] };
    case 'NEWMAP': return { type: 'Map', value: [] };
    default: return undefined;
  }
}

/** PACK, PACKSTRUCT, PACKMAP on `stack`, as NeoVM does them; or why NeoVM would fault. */
function pack(stack: DecodedArgument[], name: 'PACK' | 'PACKSTRUCT' | 'PACKMAP'): string | undefined {
  const size = stack.pop();
  if (size?.type !== 'Integer') return `${name} takes its count from a value pushed before it, and none is`;
  const taken = name === 'PACKMAP' ? 2n * size.value : size.value;
  if (size.value < 0n || taken > BigInt(stack.length)) return `${name} takes ${size.value} item${size.value === 1n ? '' : 's'}, more than were pushed for it`;
  if (name !== 'PACKMAP') {
    const items = Array.from({ length: Number(size.value) }, () => stack.pop()!);
    stack.push({ type: name === 'PACK' ? 'Array' : 'Struct', value: items });
    return undefined;
  }
  const entries: MapEntry[] = [];
  for (let i = 0n; i < size.value; i++) {
    const key = stack.pop()!;
    const value = stack.pop()!;
    if (key.type !== 'ByteArray' && key.type !== 'Integer' && key.type !== 'Boolean') return `a key of PACKMAP is ${key.type === 'Any' ? 'null' : `an ${key.type}`}, not a primitive value`;
    if (key.type === 'ByteArray' && key.value.length > MAX_MAP_KEY_BYTES) return `a key of PACKMAP is longer than ${MAX_MAP_KEY_BYTES} bytes`;
    if (entries.some((entry) => sameKey(entry.key, key))) return 'PACKMAP is given the same key twice';
    entries.push({ key, value });
  }
  stack.push({ type: 'Map', value: entries });
  return undefined;
}

/** The call System.Contract.Call makes of the four values pushed for it; or why it is no plain call. */
function readCall(stack: readonly DecodedArgument[], offset: number): DecodedCall | string {
  if (stack.length < 4) return `${CONTRACT_CALL} takes the arguments, call flags, method and contract; ${count(stack.length, 'value')} ${stack.length === 1 ? 'is' : 'are'} pushed for it`;
  if (stack.length > 4) return `${count(stack.length - 4, 'value')} pushed before the call ${stack.length === 5 ? 'is' : 'are'} left unused`;
  const [args, flags, method, contract] = stack as [DecodedArgument, DecodedArgument, DecodedArgument, DecodedArgument];
  if (contract.type !== 'ByteArray' || contract.value.length !== SCRIPT_HASH_BYTES) return 'the contract called is not a script hash';
  const name = method.type === 'ByteArray' ? utf8(method.value) : undefined;
  if (name === undefined) return 'the method called is not a name';
  // ApplicationEngine.CallContract refuses these: they are the contract's own (_deploy, _initialize).
  if (name.startsWith('_')) return `the method "${name}" starts with "_", which no call may`;
  if (flags.type !== 'Integer' || flags.value < 0n || flags.value > BigInt(CALL_FLAGS_ALL)) return 'the call flags are not CallFlags';
  if (args.type !== 'Array') return 'the arguments are not an Array';
  return { contractHash: bytesToDisplayHash(contract.value), method: name, args: args.value, callFlags: Number(flags.value), offset };
}

function callDifference(expected: ContractCall, actual: DecodedCall): string | undefined {
  const contract = parseDisplayHash(expected.contractHash);
  if (contract !== actual.contractHash) return `it calls ${actual.contractHash}, not ${expected.contractHash}`;
  if (actual.method !== expected.method) return `it calls "${actual.method}", not "${expected.method}"`;
  if (actual.callFlags !== CALL_FLAGS_ALL) return `its call flags are 0x${actual.callFlags.toString(16).padStart(2, '0')}, not All`;
  if (Boolean(actual.assertResult) !== Boolean(expected.assertResult)) return actual.assertResult ? 'it asserts its result' : 'it does not assert its result';
  if (Boolean(actual.dropResult) !== Boolean(expected.dropResult)) return actual.dropResult ? 'it drops its result' : 'it keeps its result';
  return listDifference(expected.args, actual.args, 'argument');
}

function listDifference(expected: readonly ContractArgument[], actual: readonly DecodedArgument[], what: string): string | undefined {
  if (expected.length !== actual.length) return `${count(actual.length, what)}, not ${expected.length}`;
  for (const [i, wanted] of expected.entries()) {
    const difference = argumentDifference(wanted, actual[i]!, `${what} ${i + 1}`);
    if (difference) return difference;
  }
  return undefined;
}

function argumentDifference(expected: ContractArgument, actual: DecodedArgument, what: string): string | undefined {
  const differs = `${what} is not the ${expected.type} expected`;
  switch (expected.type) {
    case 'String':
      return actual.type === 'ByteArray' && equalBytes(actual.value, new TextEncoder().encode(expected.value)) ? undefined : differs;
    case 'Hash160': {
      const hash = parseDisplayHash(expected.value);
      if (!hash) return `${what} is expected to be "${expected.value}", which is not a script hash`;
      return actual.type === 'ByteArray' && equalBytes(actual.value, displayHashToBytes(hash)) ? undefined : differs;
    }
    case 'ByteArray':
      return actual.type === 'ByteArray' && equalBytes(actual.value, expected.value) ? undefined : differs;
    case 'Array':
      return actual.type === 'Array' ? listDifference(expected.value, actual.value, `${what}, item`) : differs;
    default:
      return actual.type === expected.type && actual.value === expected.value ? undefined : differs;
  }
}

/** Map keys: primitive values, equal when of one type and one value. */
function sameKey(a: DecodedArgument, b: DecodedArgument): boolean {
  if (a.type === 'ByteArray') return b.type === 'ByteArray' && equalBytes(a.value, b.value);
  return a.type === b.type && a.value === b.value;
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Strict UTF-8, a byte order mark kept: the text that encodes back to the same bytes. */
function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function signedLittleEndian(bytes: Uint8Array): bigint {
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]!);
  return BigInt.asIntN(8 * bytes.length, value);
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}
