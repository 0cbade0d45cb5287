/** Byte, hex, base64 and script-hash helpers for the devnet (test code: Node's Buffer is fine here). */
import { sha256 } from '@noble/hashes/sha2.js';
import { ripemd160 } from '@noble/hashes/legacy.js';

const HASH_RE = /^(?:0x)?([0-9a-fA-F]{40})$/;

export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error(`not hex: ${hex}`);
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}

export function bytesToHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/** Strict base64 (as .NET's Convert.FromBase64String and Go's StdEncoding): undefined when invalid. */
export function fromBase64Strict(text: string): Uint8Array | undefined {
  const compact = text.replace(/[ \t\r\n]/g, '');
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return undefined;
  return Uint8Array.from(Buffer.from(compact, 'base64'));
}

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** `0x` + 40 hex (any case) or 40 hex → lower-case `0x…`; undefined when malformed. */
export function normalizeHash(text: string): string | undefined {
  const match = HASH_RE.exec(text);
  return match ? `0x${match[1]!.toLowerCase()}` : undefined;
}

/** Display form (big-endian hex) → the 20 stored bytes (little-endian). */
export function displayHashToBytes(display: string): Uint8Array {
  const normalized = normalizeHash(display);
  if (!normalized) throw new Error(`not a script hash: ${display}`);
  return hexToBytes(normalized.slice(2)).reverse();
}

/** The 20 stored bytes → display form `0x…`. */
export function bytesToDisplayHash(bytes: Uint8Array): string {
  return `0x${bytesToHex(Uint8Array.from(bytes).reverse())}`;
}

/** Script hash of a script: RIPEMD-160(SHA-256(script)), in display form. */
export function scriptHashOf(script: Uint8Array): string {
  return bytesToDisplayHash(ripemd160(sha256(script)));
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
