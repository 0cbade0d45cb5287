/**
 * A small NeoVM interpreter: enough of the instruction set to run what `invokefunction` builds and
 * what an unwrap-iterator script uses (protocol notes §3), with the engine's rules on GAS and stack size.
 *
 * Rules taken from the real engines (C# neo-vm ExecutionEngine + ApplicationEngine 3.7, neo-go pkg/vm):
 * - Before each instruction the engine charges OpCodePrice × ExecFeeFactor; SYSCALL itself costs 0
 *   and the service's fixed price × ExecFeeFactor is charged when the service runs, before it pops its
 *   arguments. Exceeding the limit faults; the reported consumption includes the charge that exceeded.
 * - After each instruction the reference-counted stack size (every stack slot, plus every element of
 *   every array reachable from the stack, each array counted once) must not exceed MaxStackSize 2048.
 * - Running past the end of the script is an implicit RET; RET of the entry context halts, and the
 *   evaluation stack (bottom first) is the result stack.
 * Anything outside the supported set faults with a message that says the devnet does not implement it.
 */
import { MAX_STACK_SIZE, EXEC_FEE_FACTOR } from './constants';
import { bytesToDisplayHash } from './bytes';
import type { ContractCallResult } from './contract';
import { OpCode, opcodePrice } from './opcodes';
import {
  ConversionError, type StackItem, type VmArray, type VmMap, appendToArray, boolean, byteString, integer, itemSize,
  jsonToStackItem, newArray, toBoolean, toInteger, bytesToBigint,
} from './stackItems';
import { SYSCALL_PRICES, type SyscallName, interopId, syscallByOperand } from './syscalls';

export type FaultReason =
  | { readonly kind: 'insufficientGas'; readonly syscall?: SyscallName }
  | { readonly kind: 'stackOverflow'; readonly count: number }
  | { readonly kind: 'contractNotFound'; readonly hash: string; readonly method: string }
  | { readonly kind: 'methodNotFound'; readonly hash: string; readonly method: string; readonly argCount: number }
  | { readonly kind: 'contractThrow'; readonly message: string; readonly offset: number }
  /** A failure inside the contract other than THROW, worded per node. */
  | { readonly kind: 'contractFault'; readonly csharp: string; readonly neoGo: string; readonly offset: number }
  | { readonly kind: 'unsupportedOpcode' }
  | { readonly kind: 'unknownSyscall'; readonly id: number }
  | { readonly kind: 'invalid'; readonly message: string; readonly syscall?: SyscallName };

export interface VmFault {
  /** Offset of the faulting instruction in the entry script. */
  readonly ip: number;
  readonly op: number;
  readonly reason: FaultReason;
}

export interface VmHost {
  /** undefined when no contract has this hash (display form). */
  callContract(hash: string, method: string, args: readonly StackItem[]): ContractCallResult | undefined;
  /**
   * Runtime.GetTime: the timestamp of the block the invocation runs in (ms). For invokefunction and
   * invokescript both nodes make up the next block: the latest block's timestamp plus the time per
   * block (C# ApplicationEngine.CreateDummyBlock, neo-go Blockchain.GetFakeNextBlock).
   */
  time?(): number;
}

export interface VmOptions {
  /** MaxGasInvoke in datoshi. */
  gasLimit: bigint;
  host: VmHost;
  execFeeFactor?: number;
  maxStackSize?: number;
}

export interface VmResult {
  readonly state: 'HALT' | 'FAULT';
  /** Datoshi. */
  readonly gasConsumed: bigint;
  /** The evaluation stack at the end, bottom first (on FAULT: as it was when the fault happened). */
  readonly stack: StackItem[];
  readonly fault?: VmFault;
  /** Contracts called, in order (for `diagnostics`). */
  readonly calledContracts: string[];
}

class FaultSignal extends Error {
  constructor(readonly reason: FaultReason) {
    super(reason.kind);
  }
}

function invalid(message: string, syscall?: SyscallName): FaultSignal {
  return new FaultSignal(syscall ? { kind: 'invalid', message, syscall } : { kind: 'invalid', message });
}

/** Reference-counted size: stack slots plus elements of reachable arrays (each array once). */
export function referenceCount(stack: readonly StackItem[]): number {
  let count = stack.length;
  let seen: Set<VmArray | VmMap> | undefined;
  const visit = (item: StackItem): void => {
    if (item.type !== 'Array' && item.type !== 'Struct' && item.type !== 'Map') return;
    seen ??= new Set();
    if (seen.has(item)) return;
    seen.add(item);
    if (item.type === 'Map') {
      count += 2 * item.entries.length;
      for (const [, value] of item.entries) visit(value);
      return;
    }
    count += item.items.length;
    if (item.compoundChildren > 0) for (const child of item.items) visit(child);
  };
  for (const item of stack) visit(item);
  return count;
}

const OPERAND_SIZE: Partial<Record<number, number>> = {
  [OpCode.PUSHINT8]: 1, [OpCode.PUSHINT16]: 2, [OpCode.PUSHINT32]: 4, [OpCode.PUSHINT64]: 8,
  [OpCode.PUSHINT128]: 16, [OpCode.PUSHINT256]: 32,
  [OpCode.JMP]: 1, [OpCode.JMPIF]: 1, [OpCode.JMPIFNOT]: 1,
  [OpCode.JMP_L]: 4, [OpCode.JMPIF_L]: 4, [OpCode.JMPIFNOT_L]: 4,
  [OpCode.SYSCALL]: 4,
};

const SUPPORTED = new Set<number>([
  OpCode.PUSHINT8, OpCode.PUSHINT16, OpCode.PUSHINT32, OpCode.PUSHINT64, OpCode.PUSHINT128, OpCode.PUSHINT256,
  OpCode.PUSHT, OpCode.PUSHF, OpCode.PUSHNULL, OpCode.PUSHDATA1, OpCode.PUSHDATA2, OpCode.PUSHDATA4, OpCode.PUSHM1,
  ...Array.from({ length: 17 }, (_, i) => OpCode.PUSH0 + i),
  OpCode.NOP, OpCode.JMP, OpCode.JMP_L, OpCode.JMPIF, OpCode.JMPIF_L, OpCode.JMPIFNOT, OpCode.JMPIFNOT_L,
  OpCode.RET, OpCode.SYSCALL, OpCode.DROP, OpCode.NIP, OpCode.DUP, OpCode.OVER, OpCode.PICK, OpCode.SWAP,
  OpCode.LT, OpCode.GT, OpCode.GE, OpCode.PACK, OpCode.NEWARRAY0, OpCode.SIZE, OpCode.APPEND,
]);

export function isSupportedOpcode(op: number): boolean {
  return SUPPORTED.has(op);
}

function readUint(script: Uint8Array, at: number, size: number): number {
  let v = 0;
  for (let i = size - 1; i >= 0; i--) v = v * 256 + (script[at + i] ?? 0);
  return v;
}

export function runScript(script: Uint8Array, options: VmOptions): VmResult {
  const fee = options.execFeeFactor ?? EXEC_FEE_FACTOR;
  const maxStack = options.maxStackSize ?? MAX_STACK_SIZE;
  const limit = options.gasLimit > BigInt(Number.MAX_SAFE_INTEGER) ? Number.POSITIVE_INFINITY : Number(options.gasLimit);
  const stack: StackItem[] = [];
  const calledContracts: string[] = [];
  let gas = 0;
  let ip = 0;
  let op: number = OpCode.RET;

  const charge = (units: number, syscall?: SyscallName): void => {
    gas += units * fee;
    if (gas > limit) throw new FaultSignal(syscall ? { kind: 'insufficientGas', syscall } : { kind: 'insufficientGas' });
  };
  const pop = (): StackItem => {
    const item = stack.pop();
    if (item === undefined) throw invalid('stack is empty');
    return item;
  };
  const peek = (n: number): StackItem => {
    const item = stack[stack.length - 1 - n];
    if (n < 0 || item === undefined) throw invalid(`no item at depth ${n} (stack has ${stack.length})`);
    return item;
  };
  const popInt = (): number => {
    const v = toInteger(pop());
    if (v < -2147483648n || v > 2147483647n) throw invalid('not an int32');
    return Number(v);
  };
  const jumpTarget = (offset: number): number => {
    const target = ip + offset;
    if (target < 0 || target > script.length) throw invalid(`jump out of range: offset ${target} from ip ${ip}`);
    return target;
  };

  const syscall = (name: SyscallName): void => {
    charge(SYSCALL_PRICES[name], name);
    switch (name) {
      case 'System.Contract.Call': {
        const hashItem = pop();
        const methodItem = pop();
        const flags = toInteger(pop());
        const argsItem = pop();
        if (hashItem.type !== 'ByteString' || hashItem.value.length !== 20) throw invalid('invalid contract hash', name);
        if (methodItem.type !== 'ByteString') throw invalid('invalid method name', name);
        if ((flags & ~0x0fn) !== 0n || flags < 0n) throw invalid('call flags out of range', name);
        if (argsItem.type !== 'Array') throw invalid('arguments are not an Array', name);
        let method: string;
        try {
          method = new TextDecoder('utf-8', { fatal: true }).decode(methodItem.value);
        } catch {
          throw invalid('method name is not valid UTF-8', name);
        }
        const hash = bytesToDisplayHash(hashItem.value);
        if (method.startsWith('_')) throw invalid(`invalid method name (starts with '_')`, name);
        const outcome = options.host.callContract(hash, method, [...argsItem.items]);
        if (!outcome) throw new FaultSignal({ kind: 'contractNotFound', hash, method });
        calledContracts.push(hash);
        if (!outcome.ok && outcome.kind === 'methodNotFound') {
          throw new FaultSignal({ kind: 'methodNotFound', hash, method, argCount: argsItem.items.length });
        }
        charge(outcome.cost, name);
        if (!outcome.ok && outcome.kind === 'throw') throw new FaultSignal({ kind: 'contractThrow', message: outcome.message, offset: outcome.offset });
        if (!outcome.ok) throw new FaultSignal({ kind: 'contractFault', csharp: outcome.csharp, neoGo: outcome.neoGo, offset: outcome.offset });
        stack.push(outcome.result);
        return;
      }
      case 'System.Iterator.Next': {
        const item = pop();
        if (item.type !== 'InteropInterface') throw invalid(`expected an iterator, got ${item.type}`, name);
        stack.push(boolean(item.iterator.next()));
        return;
      }
      case 'System.Iterator.Value': {
        const item = pop();
        if (item.type !== 'InteropInterface') throw invalid(`expected an iterator, got ${item.type}`, name);
        const value = item.iterator.value();
        if (!value) throw invalid('the iterator has no current value', name);
        stack.push(jsonToStackItem(value));
        return;
      }
      case 'System.Runtime.GetTime': {
        if (!options.host.time) throw invalid('GetTime can only be called with Application trigger.', name);
        stack.push(integer(options.host.time()));
        return;
      }
    }
  };

  try {
    for (;;) {
      op = ip < script.length ? script[ip]! : OpCode.RET;
      if (!SUPPORTED.has(op)) throw new FaultSignal({ kind: 'unsupportedOpcode' });
      let size = 1 + (OPERAND_SIZE[op] ?? 0);
      let operandStart = ip + 1;
      if (op === OpCode.PUSHDATA1 || op === OpCode.PUSHDATA2 || op === OpCode.PUSHDATA4) {
        const prefix = op === OpCode.PUSHDATA1 ? 1 : op === OpCode.PUSHDATA2 ? 2 : 4;
        if (ip + 1 + prefix > script.length) throw invalid('truncated PUSHDATA length');
        const length = readUint(script, ip + 1, prefix);
        operandStart = ip + 1 + prefix;
        size = 1 + prefix + length;
      }
      if (ip < script.length && ip + size > script.length) throw invalid(`instruction at ${ip} runs past the end of the script`);
      const operand = script.subarray(operandStart, ip + size);

      charge(opcodePrice(op));

      let next = ip + size;
      switch (op) {
        case OpCode.PUSHINT8: case OpCode.PUSHINT16: case OpCode.PUSHINT32:
        case OpCode.PUSHINT64: case OpCode.PUSHINT128: case OpCode.PUSHINT256:
          stack.push(integer(bytesToBigint(operand)));
          break;
        case OpCode.PUSHT: stack.push(boolean(true)); break;
        case OpCode.PUSHF: stack.push(boolean(false)); break;
        case OpCode.PUSHNULL: stack.push({ type: 'Any' }); break;
        case OpCode.PUSHDATA1: case OpCode.PUSHDATA2: case OpCode.PUSHDATA4:
          stack.push(byteString(Uint8Array.from(operand)));
          break;
        case OpCode.NOP: break;
        case OpCode.JMP: case OpCode.JMP_L:
        case OpCode.JMPIF: case OpCode.JMPIF_L: case OpCode.JMPIFNOT: case OpCode.JMPIFNOT_L: {
          const long = op === OpCode.JMP_L || op === OpCode.JMPIF_L || op === OpCode.JMPIFNOT_L;
          const offset = long ? readUint(script, ip + 1, 4) | 0 : ((operand[0]! << 24) >> 24);
          let take = true;
          if (op === OpCode.JMPIF || op === OpCode.JMPIF_L) take = toBoolean(pop());
          else if (op === OpCode.JMPIFNOT || op === OpCode.JMPIFNOT_L) take = !toBoolean(pop());
          if (take) next = jumpTarget(offset);
          break;
        }
        case OpCode.RET:
          return { state: 'HALT', gasConsumed: BigInt(gas), stack: [...stack], calledContracts };
        case OpCode.SYSCALL: {
          const name = syscallByOperand(operand);
          if (!name) throw new FaultSignal({ kind: 'unknownSyscall', id: interopId(operand) });
          syscall(name);
          break;
        }
        case OpCode.DROP: pop(); break;
        case OpCode.NIP: {
          if (stack.length < 2) throw invalid('no second element found');
          stack.splice(stack.length - 2, 1);
          break;
        }
        case OpCode.DUP: stack.push(peek(0)); break;
        case OpCode.OVER:
          if (stack.length < 2) throw invalid('no second element found');
          stack.push(peek(1));
          break;
        case OpCode.PICK: {
          const n = popInt();
          if (n < 0) throw invalid('negative stack item returned');
          stack.push(peek(n));
          break;
        }
        case OpCode.SWAP: {
          const a = pop();
          const b = pop();
          stack.push(a, b);
          break;
        }
        case OpCode.LT: case OpCode.GT: case OpCode.GE: {
          const b = pop();
          const a = pop();
          if (a.type === 'Any' || b.type === 'Any') {
            stack.push(boolean(false));
          } else {
            const x = toInteger(a);
            const y = toInteger(b);
            stack.push(boolean(op === OpCode.LT ? x < y : op === OpCode.GT ? x > y : x >= y));
          }
          break;
        }
        case OpCode.NEWARRAY0: stack.push(newArray()); break;
        case OpCode.PACK: {
          const n = popInt();
          if (n < 0 || n > stack.length) throw invalid(`PACK: invalid length ${n}`);
          const items: StackItem[] = [];
          for (let i = 0; i < n; i++) items.push(pop());
          stack.push(newArray(items));
          break;
        }
        case OpCode.SIZE: stack.push(integer(itemSize(pop()))); break;
        case OpCode.APPEND: {
          const item = pop();
          const target = pop();
          if (target.type !== 'Array' && target.type !== 'Struct') throw invalid(`APPEND: not an Array (${target.type})`);
          appendToArray(target, item);
          break;
        }
        default: {
          // PUSHM1 and PUSH0..PUSH16.
          stack.push(integer(op - OpCode.PUSH0));
        }
      }

      const refs = referenceCount(stack);
      if (refs > maxStack) throw new FaultSignal({ kind: 'stackOverflow', count: refs });
      ip = next;
    }
  } catch (error) {
    let reason: FaultReason;
    if (error instanceof FaultSignal) reason = error.reason;
    else if (error instanceof ConversionError) reason = { kind: 'invalid', message: error.message };
    else throw error;
    return { state: 'FAULT', gasConsumed: BigInt(gas), stack: [...stack], fault: { ip, op, reason }, calledContracts };
  }
}
