import { hex } from '@scure/base';

/** Script hashes travel in display form: `0x` + 40 hex digits, the 20 stored bytes reversed. */
export const SCRIPT_HASH_BYTES = 20;
const DISPLAY_HASH = /^(?:0[xX])?([0-9a-fA-F]{40})$/;

/** `0x…`/`0X…`/bare, any case → lower-case `0x` + 40 hex, or undefined when it is not a script hash. */
export function parseDisplayHash(input: string): string | undefined {
  const match = DISPLAY_HASH.exec(input.trim());
  return match ? `0x${match[1]!.toLowerCase()}` : undefined;
}

/** Display form → the 20 bytes as stored (little-endian). */
export function displayHashToBytes(displayHash: string): Uint8Array {
  return hex.decode(displayHash.replace(/^0x/i, '').toLowerCase()).reverse();
}

/** The 20 stored bytes → display form. */
export function bytesToDisplayHash(bytes: Uint8Array): string {
  return `0x${hex.encode(Uint8Array.from(bytes).reverse())}`;
}
