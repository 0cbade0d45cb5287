/**
 * NeoVM script building: the script a node builds for `invokefunction` (C# ScriptBuilder.EmitDynamicCall,
 * neo-go smartcontract.CreateCallScript), plus the unwrap-iterator script of the protocol notes §3
 * (neo-go's CreateCallAndUnwrapIteratorScript) for tests.
 */
import { displayHashToBytes, fromBase64Strict, hexToBytes, normalizeHash, utf8 } from './bytes';
import { OpCode } from './opcodes';
import { bigintToBytes } from './stackItems';
import { syscallBytes } from './syscalls';

/** A ContractParameter (the JSON `{type, value}` of invokefunction arguments), parsed. */
export type ContractParam =
  | { type: 'Hash160'; bytes: Uint8Array }
  | { type: 'Hash256'; bytes: Uint8Array }
  | { type: 'ByteArray'; bytes: Uint8Array }
  | { type: 'String'; text: string }
  | { type: 'Integer'; value: bigint }
  | { type: 'Boolean'; value: boolean }
  | { type: 'Array'; items: ContractParam[] }
  | { type: 'Any' };

/** An argument the node cannot turn into a script; the RPC layer answers -32602 Invalid params. */
export class ParamError extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses one ContractParameter JSON object (the types the NNS calls and common tests use). */
export function parseContractParameter(json: unknown): ContractParam {
  if (!isRecord(json)) throw new ParamError('a contract parameter must be an object');
  const { type, value } = json;
  switch (type) {
    case 'Hash160': {
      const hash = typeof value === 'string' ? normalizeHash(value) : undefined;
      if (!hash) throw new ParamError(`invalid Hash160 value: ${JSON.stringify(value)}`);
      return { type: 'Hash160', bytes: displayHashToBytes(hash) };
    }
    case 'Hash256': {
      const match = typeof value === 'string' ? /^(?:0x)?([0-9a-fA-F]{64})$/.exec(value) : null;
      if (!match) throw new ParamError(`invalid Hash256 value: ${JSON.stringify(value)}`);
      return { type: 'Hash256', bytes: hexToBytes(match[1]!).reverse() };
    }
    case 'ByteArray':
    case 'Signature': {
      const bytes = typeof value === 'string' ? fromBase64Strict(value) : undefined;
      if (!bytes) throw new ParamError(`invalid ${type} value: ${JSON.stringify(value)}`);
      return { type: 'ByteArray', bytes };
    }
    case 'PublicKey': {
      const match = typeof value === 'string' ? /^([0-9a-fA-F]{66})$/.exec(value) : null;
      if (!match) throw new ParamError(`invalid PublicKey value: ${JSON.stringify(value)}`);
      return { type: 'ByteArray', bytes: hexToBytes(match[1]!) };
    }
    case 'String':
      if (typeof value !== 'string') throw new ParamError(`invalid String value: ${JSON.stringify(value)}`);
      return { type: 'String', text: value };
    case 'Integer': {
      const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
      if (typeof text !== 'string' || !/^-?\d+$/.test(text)) throw new ParamError(`invalid Integer value: ${JSON.stringify(value)}`);
      return { type: 'Integer', value: BigInt(text) };
    }
    case 'Boolean': {
      if (typeof value === 'boolean') return { type: 'Boolean', value };
      if (value === 'true' || value === 'false') return { type: 'Boolean', value: value === 'true' };
      throw new ParamError(`invalid Boolean value: ${JSON.stringify(value)}`);
    }
    case 'Array':
      if (!Array.isArray(value)) throw new ParamError(`invalid Array value: ${JSON.stringify(value)}`);
      return { type: 'Array', items: value.map(parseContractParameter) };
    case 'Any':
      if (value !== undefined && value !== null) throw new ParamError('an Any parameter has no value');
      return { type: 'Any' };
    default:
      throw new ParamError(`unsupported contract parameter type: ${JSON.stringify(type)}`);
  }
}

export class ScriptBuilder {
  private readonly bytes: number[] = [];

  emit(op: number, ...operand: number[]): this {
    this.bytes.push(op, ...operand);
    return this;
  }

  /** Smallest encoding: PUSHM1, PUSH0–PUSH16, else PUSHINT8…PUSHINT256. */
  pushInteger(value: bigint | number): this {
    const v = BigInt(value);
    if (v >= -1n && v <= 16n) return this.emit(OpCode.PUSH0 + Number(v));
    const raw = bigintToBytes(v);
    const sizes = [1, 2, 4, 8, 16, 32];
    const index = sizes.findIndex((size) => size >= raw.length);
    if (index < 0) throw new RangeError(`integer too large for NeoVM: ${v}`);
    const size = sizes[index]!;
    const padded = new Array<number>(size).fill(v < 0n ? 0xff : 0x00);
    raw.forEach((b, i) => { padded[i] = b; });
    return this.emit(OpCode.PUSHINT8 + index, ...padded);
  }

  pushBool(value: boolean): this {
    return this.emit(value ? OpCode.PUSHT : OpCode.PUSHF);
  }

  /** PUSHDATA1/2/4 with the length prefix in little-endian. */
  pushData(data: Uint8Array): this {
    const n = data.length;
    if (n <= 0xff) return this.emit(OpCode.PUSHDATA1, n, ...data);
    if (n <= 0xffff) return this.emit(OpCode.PUSHDATA2, n & 0xff, n >> 8, ...data);
    return this.emit(OpCode.PUSHDATA4, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24, ...data);
  }

  pushString(text: string): this {
    return this.pushData(utf8(text));
  }

  syscall(name: string): this {
    return this.emit(OpCode.SYSCALL, ...syscallBytes(name));
  }

  pushParam(param: ContractParam): this {
    switch (param.type) {
      case 'Hash160':
      case 'Hash256':
      case 'ByteArray': return this.pushData(param.bytes);
      case 'String': return this.pushString(param.text);
      case 'Integer': return this.pushInteger(param.value);
      case 'Boolean': return this.pushBool(param.value);
      case 'Any': return this.emit(OpCode.PUSHNULL);
      case 'Array': return this.pushArray(param.items);
    }
  }

  /** An array of arguments: NEWARRAY0 when empty, else the items in reverse, their count, PACK. */
  pushArray(items: readonly ContractParam[]): this {
    if (items.length === 0) return this.emit(OpCode.NEWARRAY0);
    for (let i = items.length - 1; i >= 0; i--) this.pushParam(items[i]!);
    return this.pushInteger(items.length).emit(OpCode.PACK);
  }

  /** `System.Contract.Call(hash, method, CallFlags.All, args)`, as invokefunction builds it. */
  dynamicCall(contractHash: string, method: string, args: readonly ContractParam[]): this {
    return this.pushArray(args)
      .pushInteger(0x0f) // CallFlags.All
      .pushString(method)
      .pushData(displayHashToBytes(contractHash))
      .syscall('System.Contract.Call');
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** The script `invokefunction` runs for `contract.method(args)`. */
export function buildInvocationScript(contractHash: string, method: string, args: readonly ContractParam[]): Uint8Array {
  return new ScriptBuilder().dynamicCall(contractHash, method, args).toBytes();
}

/**
 * `contract.method(args)` followed by the loop that copies up to `max` iterator values into an Array
 * (protocol notes §3). The loop's jump offsets are relative to each jump instruction.
 */
export function buildUnwrapScript(contractHash: string, method: string, args: readonly ContractParam[], max: number): Uint8Array {
  const b = new ScriptBuilder().pushInteger(max).dynamicCall(contractHash, method, args).emit(OpCode.NEWARRAY0);
  // loop: OVER, Next, JMPIFNOT end (+20), DUP, PUSH2, PICK, Value, APPEND, DUP, SIZE, PUSH3, PICK, GE,
  // JMPIF end (+4), JMP loop (-24); end: NIP, NIP.
  b.emit(OpCode.OVER).syscall('System.Iterator.Next').emit(OpCode.JMPIFNOT, 0x14)
    .emit(OpCode.DUP).emit(OpCode.PUSH2).emit(OpCode.PICK).syscall('System.Iterator.Value').emit(OpCode.APPEND)
    .emit(OpCode.DUP).emit(OpCode.SIZE).emit(OpCode.PUSH3).emit(OpCode.PICK).emit(OpCode.GE)
    .emit(OpCode.JMPIF, 0x04).emit(OpCode.JMP, 0xe8)
    .emit(OpCode.NIP).emit(OpCode.NIP);
  return b.toBytes();
}
