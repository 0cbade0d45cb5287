import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { NnsError } from './errors';
import { bytesToDisplayHash, displayHashToBytes, parseDisplayHash, SCRIPT_HASH_BYTES } from './hex';

/** N3 addresses: Base58Check(0x35 ‖ 20 stored bytes), checksum = 4 bytes of SHA-256(SHA-256(…)). */
export const ADDRESS_VERSION = 0x35;
const LEGACY_ADDRESS_VERSION = 0x17;
const base58check = createBase58check(sha256);
const BASE58_ALPHABET = /^[1-9A-HJ-NP-Za-km-z]+$/;
/** Base58Check of 25 bytes starting 0x35 (or 0x17, Legacy) is always 34 characters. */
const ADDRESS_LENGTH = 34;

export interface Owner {
  /** N3 address, e.g. `NMBfzaEq2c5zodiNbLPoohVENARMbJim1r`. */
  address: string;
  /** Display script hash, `0x` + 40 lower-case hex: what `Hash160` arguments take. */
  scriptHash: string;
}

/** The 20 stored bytes of an account → its N3 address. */
export function scriptHashBytesToAddress(bytes: Uint8Array): string {
  if (bytes.length !== SCRIPT_HASH_BYTES) throw new RangeError(`a script hash has 20 bytes, not ${bytes.length}`);
  const payload = new Uint8Array(1 + SCRIPT_HASH_BYTES);
  payload[0] = ADDRESS_VERSION;
  payload.set(bytes, 1);
  return base58check.encode(payload);
}

export function scriptHashToAddress(displayHash: string): string {
  const normalized = parseDisplayHash(displayHash);
  if (!normalized) throw new RangeError('not a script hash in display form');
  return scriptHashBytesToAddress(displayHashToBytes(normalized));
}

/** Why `input` is not an N3 address, or undefined when it is one. */
function addressProblem(input: string): string | undefined {
  if (!BASE58_ALPHABET.test(input)) return 'it contains characters that Base58 does not use (0, O, I, l or non-alphanumerics)';
  // Told before the checksum, which would fail too without saying what is wrong.
  if (input.length !== ADDRESS_LENGTH) return `an N3 address has ${ADDRESS_LENGTH} characters, this one has ${input.length}`;
  let payload: Uint8Array;
  try {
    payload = base58check.decode(input);
  } catch (error) {
    return /checksum/i.test(String(error)) ? 'its checksum does not match (a mistyped character?)' : 'it is not valid Base58Check';
  }
  if (payload.length !== 1 + SCRIPT_HASH_BYTES) return `it encodes ${payload.length} bytes instead of 21`;
  if (payload[0] === LEGACY_ADDRESS_VERSION) return 'it is a Neo Legacy (N2) address; Neo N3 addresses start with N';
  if (payload[0] !== ADDRESS_VERSION) return `its version byte is 0x${payload[0]!.toString(16).padStart(2, '0')}, not 0x35 (Neo N3)`;
  return undefined;
}

export function isValidAddress(input: string): boolean {
  return addressProblem(input.trim()) === undefined;
}

export function addressToScriptHash(address: string): string {
  return parseOwner(address).scriptHash;
}

/**
 * An owner given as an N3 address or a display script hash (with or without `0x` or `0X`, any case).
 * Throws NnsError INVALID_INPUT (field `owner`) saying what is wrong.
 */
export function parseOwner(input: string): Owner {
  const text = input.trim();
  if (text === '') {
    throw new NnsError('INVALID_INPUT', 'Owner is empty: enter an N3 address (N…) or a script hash (0x + 40 hex digits).', { field: 'owner' });
  }
  const scriptHash = parseDisplayHash(text);
  if (scriptHash) return { address: scriptHashToAddress(scriptHash), scriptHash };
  if (/^(?:0[xX])?[0-9a-fA-F]+$/.test(text)) {
    const digits = text.replace(/^0x/i, '').length;
    throw new NnsError('INVALID_INPUT', `Owner "${text}" is not a script hash: it has ${digits} hex digits, a script hash has 40.`, { field: 'owner' });
  }
  const problem = addressProblem(text);
  if (problem) {
    throw new NnsError('INVALID_INPUT', `Owner "${shorten(text)}" is not a Neo N3 address: ${problem}.`, { field: 'owner' });
  }
  const payload = base58check.decode(text);
  return { address: text, scriptHash: bytesToDisplayHash(payload.subarray(1)) };
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
