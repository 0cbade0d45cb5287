import { NnsError } from '../errors/nnsError';
import { displayHashToBytes, parseDisplayHash } from '../encoding/hex';
import { pushData } from '../encoding/script';
import { ByteWriter, concatBytes } from '../encoding/binary';

/**
 * The script of a transaction that calls one contract method: the arguments packed into an array,
 * CallFlags.All, the method, the contract, SYSCALL System.Contract.Call, as neo-go's
 * `smartcontract.Builder` and neon's `ScriptBuilder.emitContractCall` emit it.
 */

/** A typed argument of a contract call (the ContractParameter types the NNS and GAS methods take). */
export type ContractArgument =
  | { readonly type: 'String'; readonly value: string }
  /** A script hash in display form (`0x` + 40 hex digits, the stored bytes reversed). */
  | { readonly type: 'Hash160'; readonly value: string }
  | { readonly type: 'Integer'; readonly value: bigint }
  | { readonly type: 'ByteArray'; readonly value: Uint8Array }
  | { readonly type: 'Boolean'; readonly value: boolean }
  | { readonly type: 'Array'; readonly value: readonly ContractArgument[] }
  /** Null: e.g. `setAdmin(name, null)` removes the admin, `transfer`'s `data`. */
  | { readonly type: 'Any'; readonly value: null };

export interface ContractCall {
  /** The contract's script hash in display form. */
  readonly contractHash: string;
  readonly method: string;
  readonly args: readonly ContractArgument[];
  /**
   * The method returns a Boolean that says whether it did anything (`transfer` of GAS or of a name):
   * an ASSERT after the call turns `false` into a FAULT, so the test invocation refuses it before
   * anything is signed (neo-go's `InvokeWithAssert`).
   */
  readonly assertResult?: boolean;
  /**
   * DROP the method's return value: a value of no use to the calls after it in the same script
   * (ContractManagement.deploy's contract state, which would otherwise come back whole from the test
   * invocation).
   */
  readonly dropResult?: boolean;
}

const OP = {
  PUSHINT8: 0x00, PUSHDATA4: 0x0e, PUSHNULL: 0x0b, PUSHT: 0x08, PUSHF: 0x09, PUSH0: 0x10,
  ASSERT: 0x39, DROP: 0x45, PACK: 0xc0, NEWARRAY0: 0xc2, SYSCALL: 0x41,
} as const;
/** CallFlags.All (ReadStates | WriteStates | AllowCall | AllowNotify). */
export const CALL_FLAGS_ALL = 0x0f;
/** First 4 bytes of SHA-256("System.Contract.Call"). */
const SYSCALL_CONTRACT_CALL = Uint8Array.of(0x62, 0x7d, 0x5b, 0x52);
/** PUSHINT8 … PUSHINT256: 1, 2, 4, 8, 16, 32 bytes. */
const INT_SIZES = [1, 2, 4, 8, 16, 32] as const;

export function buildContractCallScript(call: ContractCall): Uint8Array {
  const contract = parseDisplayHash(call.contractHash);
  if (!contract) throw invalidArgument(`the contract hash "${call.contractHash}" is not a script hash`);
  if (call.method === '') throw invalidArgument('the method name is empty');
  if (call.assertResult && call.dropResult) throw invalidArgument('a result is asserted or dropped, not both');
  return concatBytes(
    pushArray(call.args),
    pushInteger(BigInt(CALL_FLAGS_ALL)),
    Uint8Array.from(pushData(new TextEncoder().encode(call.method))),
    Uint8Array.from(pushData(displayHashToBytes(contract))),
    Uint8Array.of(OP.SYSCALL), SYSCALL_CONTRACT_CALL,
    call.assertResult ? Uint8Array.of(OP.ASSERT) : call.dropResult ? Uint8Array.of(OP.DROP) : new Uint8Array(0),
  );
}

/** NEWARRAY0 for none; else the items pushed last first, their count, PACK. */
function pushArray(items: readonly ContractArgument[]): Uint8Array {
  if (items.length === 0) return Uint8Array.of(OP.NEWARRAY0);
  const pushed = [...items].reverse().map(pushArgument);
  return concatBytes(...pushed, pushInteger(BigInt(items.length)), Uint8Array.of(OP.PACK));
}

function pushArgument(arg: ContractArgument): Uint8Array {
  switch (arg.type) {
    case 'String':
      return Uint8Array.from(pushData(new TextEncoder().encode(arg.value)));
    case 'Hash160': {
      const hash = parseDisplayHash(arg.value);
      if (!hash) throw invalidArgument(`"${arg.value}" is not a script hash (0x followed by 40 hex digits)`);
      return Uint8Array.from(pushData(displayHashToBytes(hash)));
    }
    case 'Integer':
      return pushInteger(arg.value);
    case 'ByteArray':
      return pushBytes(arg.value);
    case 'Boolean':
      return Uint8Array.of(arg.value ? OP.PUSHT : OP.PUSHF);
    case 'Array':
      return pushArray(arg.value);
    case 'Any':
      return Uint8Array.of(OP.PUSHNULL);
  }
}

/** PUSHDATA1 or PUSHDATA2, or PUSHDATA4 beyond 65,535 bytes (a NEF file up to the VM's largest item). */
function pushBytes(data: Uint8Array): Uint8Array {
  if (data.length <= 0xffff) return Uint8Array.from(pushData(data));
  const length = new ByteWriter().u32(data.length).toBytes();
  return concatBytes(Uint8Array.of(OP.PUSHDATA4), length, data);
}

/** PUSHM1 (PUSH0 - 1), PUSH0…PUSH16, or the shortest PUSHINT that holds the value in two's complement. */
export function pushInteger(value: bigint): Uint8Array {
  if (value >= -1n && value <= 16n) return Uint8Array.of(OP.PUSH0 + Number(value));
  for (const [index, size] of INT_SIZES.entries()) {
    const limit = 1n << BigInt(8 * size - 1);
    if (value >= -limit && value < limit) {
      const out = new Uint8Array(1 + size);
      out[0] = OP.PUSHINT8 + index;
      let rest = BigInt.asUintN(8 * size, value);
      for (let i = 1; i <= size; i++) {
        out[i] = Number(rest & 0xffn);
        rest >>= 8n;
      }
      return out;
    }
  }
  throw invalidArgument(`the integer ${value} does not fit in 256 bits`);
}

function invalidArgument(why: string): NnsError {
  return new NnsError('INVALID_INPUT', `Cannot build the contract call: ${why}.`, { field: 'arguments' });
}
