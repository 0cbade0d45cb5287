import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { opCodeInfo } from './opcodes';

/**
 * A script's instructions, for display: what a script does when it is not a plain sequence of contract
 * calls (decodeScript.ts), or to show one that is.
 */
export interface Instruction {
  readonly offset: number;
  readonly opcode: number;
  /** The opcode's name (`PUSHDATA1`); for a byte that is no opcode, the byte in hex (`0x06`). */
  readonly name: string;
  /** The operand's bytes; for PUSHDATA, the data without its length. */
  readonly operand: Uint8Array;
  /**
   * The operand for reading: an integer in decimal, data as a quoted string when it is printable
   * UTF-8 (else `0x` and its hex, in the order of the script), a syscall's name, a jump's target
   * offset. Empty without an operand.
   */
  readonly text: string;
  /** Why the script cannot be read past this instruction (no such opcode, cut short): only ever on the last. */
  readonly invalid?: string;
}

/** The interop services of Neo N3 (neo `ApplicationEngine.*.cs`), by the 4 bytes a SYSCALL names them with. */
const SYSCALL_NAMES = new Map<string, string>([
  'System.Contract.Call', 'System.Contract.CallNative', 'System.Contract.GetCallFlags', 'System.Contract.CreateStandardAccount',
  'System.Contract.CreateMultisigAccount', 'System.Contract.NativeOnPersist', 'System.Contract.NativePostPersist',
  'System.Crypto.CheckSig', 'System.Crypto.CheckMultisig', 'System.Iterator.Next', 'System.Iterator.Value',
  'System.Runtime.Platform', 'System.Runtime.GetNetwork', 'System.Runtime.GetAddressVersion', 'System.Runtime.GetTrigger',
  'System.Runtime.GetTime', 'System.Runtime.GetScriptContainer', 'System.Runtime.GetExecutingScriptHash',
  'System.Runtime.GetCallingScriptHash', 'System.Runtime.GetEntryScriptHash', 'System.Runtime.LoadScript',
  'System.Runtime.CheckWitness', 'System.Runtime.GetInvocationCounter', 'System.Runtime.GetRandom', 'System.Runtime.Log',
  'System.Runtime.Notify', 'System.Runtime.GetNotifications', 'System.Runtime.GasLeft', 'System.Runtime.BurnGas',
  'System.Runtime.CurrentSigners', 'System.Storage.GetContext', 'System.Storage.GetReadOnlyContext', 'System.Storage.AsReadOnly',
  'System.Storage.Get', 'System.Storage.Find', 'System.Storage.Put', 'System.Storage.Delete', 'System.Storage.Local.Get',
  'System.Storage.Local.Find', 'System.Storage.Local.Put', 'System.Storage.Local.Delete',
].map((name) => [hex.encode(syscallId(name)), name]));

/** The stack item types ISTYPE, CONVERT and NEWARRAY_T name (neo-vm `StackItemType.cs`). */
const ITEM_TYPES = new Map<number, string>([
  [0x00, 'Any'], [0x10, 'Pointer'], [0x20, 'Boolean'], [0x21, 'Integer'], [0x28, 'ByteString'], [0x30, 'Buffer'],
  [0x40, 'Array'], [0x41, 'Struct'], [0x48, 'Map'], [0x60, 'InteropInterface'],
]);

/** The first 4 bytes of SHA-256 of the service's name: what SYSCALL takes. */
export function syscallId(name: string): Uint8Array {
  return sha256(new TextEncoder().encode(name)).subarray(0, 4);
}

/** The name of the interop service a SYSCALL operand names, where it is one of Neo N3's. */
export function syscallName(operand: Uint8Array): string | undefined {
  return SYSCALL_NAMES.get(hex.encode(operand));
}

/** Every instruction, in order; an unknown opcode or a cut operand ends the list with `invalid` set. */
export function disassemble(script: Uint8Array): Instruction[] {
  const instructions: Instruction[] = [];
  let offset = 0;
  while (offset < script.length) {
    const opcode = script[offset]!;
    const info = opCodeInfo(opcode);
    if (!info) {
      const name = `0x${opcode.toString(16).padStart(2, '0')}`;
      instructions.push({ offset, opcode, name, operand: new Uint8Array(0), text: '', invalid: `${name} is no NeoVM opcode` });
      break;
    }
    const prefix = info.prefix ?? 0;
    const lengthBytes = script.subarray(offset + 1, offset + 1 + prefix);
    // A cut length counts as none: the operand needs at least the length.
    const size = prefix === 0 ? info.size : lengthBytes.length < prefix ? 0 : Number(littleEndian(lengthBytes));
    const start = offset + 1 + prefix;
    const needed = prefix + size;
    const left = script.length - offset - 1;
    if (needed > left) {
      instructions.push({
        offset, opcode, name: info.name, operand: script.slice(start, script.length), text: '',
        invalid: `${info.name} needs ${needed} byte${needed === 1 ? '' : 's'} of operand; the script ends after ${left}`,
      });
      break;
    }
    const operand = script.slice(start, start + size);
    instructions.push({ offset, opcode, name: info.name, operand, text: operandText(info.name, offset, operand) });
    offset = start + size;
  }
  return instructions;
}

function operandText(name: string, offset: number, operand: Uint8Array): string {
  if (operand.length === 0) return name.startsWith('PUSHDATA') ? '""' : '';
  if (name.startsWith('PUSHINT')) return signed(operand).toString();
  if (name.startsWith('PUSHDATA')) return dataText(operand);
  if (name === 'SYSCALL') return syscallName(operand) ?? `0x${hex.encode(operand)}`;
  if (name === 'TRY' || name === 'TRY_L') {
    const half = operand.length / 2;
    const target = (bytes: Uint8Array) => (signed(bytes) === 0n ? 'none' : String(offset + Number(signed(bytes))));
    return `catch ${target(operand.subarray(0, half))}, finally ${target(operand.subarray(half))}`;
  }
  if (/^(JMP|CALL|ENDTRY|PUSHA)/.test(name) && name !== 'CALLT') return String(offset + Number(signed(operand)));
  if (name === 'ISTYPE' || name === 'CONVERT' || name === 'NEWARRAY_T') return ITEM_TYPES.get(operand[0]!) ?? `0x${hex.encode(operand)}`;
  if (name === 'INITSLOT') return `${operand[0]!} locals, ${operand[1]!} arguments`;
  return littleEndian(operand).toString();
}

/** Printable UTF-8 as a quoted string; anything else in hex. */
function dataText(data: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(data);
    // eslint-disable-next-line no-control-regex
    if (!/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/.test(text)) return JSON.stringify(text);
  } catch {
    // Not UTF-8: hex below.
  }
  return `0x${hex.encode(data)}`;
}

function littleEndian(bytes: Uint8Array): bigint {
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]!);
  return value;
}

function signed(bytes: Uint8Array): bigint {
  return BigInt.asIntN(8 * bytes.length, littleEndian(bytes));
}
