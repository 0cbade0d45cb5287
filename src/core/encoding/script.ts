import { displayHashToBytes } from './hex';

/**
 * NeoVM scripts for nodes without iterator sessions: call the method, then copy up to `max` iterator
 * values into an array inside the VM (neo-go's CreateCallAndUnwrapIteratorScript; protocol notes §3);
 * and scripts that gather the values of several read-only calls into one array, in one invocation.
 */

/** Contract arguments, in the ContractParameter JSON form `invokefunction` takes too. */
export type ScriptArgument = { type: 'Hash160'; value: string } | { type: 'String'; value: string };

const OP = {
  PUSHINT8: 0x00, PUSHINT16: 0x01, PUSHINT32: 0x02, PUSHDATA1: 0x0c, PUSHDATA2: 0x0d, PUSHM1: 0x0f, PUSH0: 0x10,
  NEWARRAY0: 0xc2, PACK: 0xc0, SYSCALL: 0x41,
} as const;
const CALL_FLAGS_ALL = 0x0f;
/** First 4 bytes of SHA-256("System.Contract.Call"). */
const SYSCALL_CONTRACT_CALL = [0x62, 0x7d, 0x5b, 0x52];
/**
 * NEWARRAY0; loop: OVER, SYSCALL Iterator.Next, JMPIFNOT end, DUP, PUSH2, PICK, SYSCALL Iterator.Value,
 * APPEND, DUP, SIZE, PUSH3, PICK, GE, JMPIF end, JMP loop; end: NIP, NIP.
 */
const UNWRAP_LOOP = [
  0xc2, 0x4b, 0x41, 0x9c, 0x08, 0xed, 0x9c, 0x26, 0x14, 0x4a, 0x12, 0x4d, 0x41, 0xf3, 0x54, 0xbf, 0x1d,
  0xcf, 0x4a, 0xca, 0x13, 0x4d, 0xb8, 0x24, 0x04, 0x22, 0xe8, 0x46, 0x46,
];

export function pushInteger(value: number): number[] {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer: ${value}`);
  if (value === -1) return [OP.PUSHM1];
  if (value >= 0 && value <= 16) return [OP.PUSH0 + value];
  for (const [op, size] of [[OP.PUSHINT8, 1], [OP.PUSHINT16, 2], [OP.PUSHINT32, 4]] as const) {
    const limit = 2 ** (8 * size - 1);
    if (value >= -limit && value < limit) return [op, ...littleEndian(value, size)];
  }
  throw new RangeError(`integer out of the supported range: ${value}`);
}

function littleEndian(value: number, size: number): number[] {
  const bytes: number[] = [];
  let rest = BigInt.asUintN(8 * size, BigInt(value));
  for (let i = 0; i < size; i++) {
    bytes.push(Number(rest & 0xffn));
    rest >>= 8n;
  }
  return bytes;
}

export function pushData(data: Uint8Array): number[] {
  if (data.length <= 0xff) return [OP.PUSHDATA1, data.length, ...data];
  if (data.length <= 0xffff) return [OP.PUSHDATA2, ...littleEndian(data.length, 2), ...data];
  throw new RangeError('arguments over 65,535 bytes are not supported');
}

function pushArguments(args: readonly GatheredArgument[]): number[] {
  if (args.length === 0) return [OP.NEWARRAY0];
  const pushed = [...args].reverse().flatMap((arg) => (arg.type === 'Integer'
    ? pushInteger(arg.value)
    : pushData(arg.type === 'Hash160' ? displayHashToBytes(arg.value) : new TextEncoder().encode(arg.value))));
  return [...pushed, ...pushInteger(args.length), OP.PACK];
}

/** `contract.method(args)` followed by the unwrap loop: leaves an Array of at most `max` values. */
export function buildUnwrapIteratorScript(contractHash: string, method: string, args: readonly ScriptArgument[], max: number): Uint8Array {
  return Uint8Array.from([...pushInteger(max), ...callOf(contractHash, method, args), ...UNWRAP_LOOP]);
}

function callOf(contractHash: string, method: string, args: readonly GatheredArgument[]): number[] {
  return [
    ...pushArguments(args),
    ...pushInteger(CALL_FLAGS_ALL),
    ...pushData(new TextEncoder().encode(method)),
    ...pushData(displayHashToBytes(contractHash)),
    OP.SYSCALL, ...SYSCALL_CONTRACT_CALL,
  ];
}

/** An argument of a gathered call: a script argument, or an Integer (a record type). */
export type GatheredArgument = ScriptArgument | { type: 'Integer'; value: number };

/** One read-only call of a gathering script. */
export interface GatheredCall {
  readonly contractHash: string;
  readonly method: string;
  readonly args: readonly GatheredArgument[];
  /** The call returns an iterator: its first `unwrap` values are copied into an Array (the unwrap loop). */
  readonly unwrap?: number;
}

/**
 * The calls one after another, their values packed into one Array in the calls' order (the last is
 * pushed first, as PACK takes the top of the stack for the first item). One FAULT fails them all.
 */
export function buildGatherScript(calls: readonly GatheredCall[]): Uint8Array {
  if (calls.length === 0) return Uint8Array.of(OP.NEWARRAY0);
  const bytes = [...calls].reverse().flatMap((call) => (call.unwrap === undefined
    ? callOf(call.contractHash, call.method, call.args)
    : [...pushInteger(call.unwrap), ...callOf(call.contractHash, call.method, call.args), ...UNWRAP_LOOP]));
  return Uint8Array.from([...bytes, ...pushInteger(calls.length), OP.PACK]);
}
