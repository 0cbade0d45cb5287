/**
 * Interop services the devnet's NeoVM knows. An interop id is the first 4 bytes of SHA-256 of the
 * service name, read as a little-endian uint32 (C# InteropDescriptor.Hash, neo-go interopnames.ToID);
 * in a script it appears as those 4 bytes after SYSCALL (System.Contract.Call → 41 62 7d 5b 52).
 *
 * Fixed prices are from C# ApplicationEngine (System.Contract.Call 1<<15, System.Iterator.Next 1<<15,
 * System.Iterator.Value 1<<4, System.Runtime.GetTime 1<<3; neo-go interop tables use the same); the
 * engine charges price × ExecFeeFactor.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8 } from './bytes';

export type SyscallName = 'System.Contract.Call' | 'System.Iterator.Next' | 'System.Iterator.Value' | 'System.Runtime.GetTime';

export const SYSCALL_PRICES: Record<SyscallName, number> = {
  'System.Contract.Call': 1 << 15,
  'System.Iterator.Next': 1 << 15,
  'System.Iterator.Value': 1 << 4,
  'System.Runtime.GetTime': 1 << 3,
};

/** The 4 bytes that follow SYSCALL in a script. */
export function syscallBytes(name: string): Uint8Array {
  return sha256(utf8(name)).slice(0, 4);
}

const BY_HEX = new Map<string, SyscallName>(
  (Object.keys(SYSCALL_PRICES) as SyscallName[]).map((name) => [bytesToHex(syscallBytes(name)), name]),
);

/** The service for the 4 operand bytes of a SYSCALL, if the devnet implements it. */
export function syscallByOperand(operand: Uint8Array): SyscallName | undefined {
  return BY_HEX.get(bytesToHex(operand));
}

/** The interop id as an unsigned 32-bit number (little-endian read of the operand). */
export function interopId(operand: Uint8Array): number {
  return ((operand[0] ?? 0) | ((operand[1] ?? 0) << 8) | ((operand[2] ?? 0) << 16) | ((operand[3] ?? 0) << 24)) >>> 0;
}
