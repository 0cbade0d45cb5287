import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { NnsError } from '../errors/nnsError';
import { bytesToDisplayHash, displayHashToBytes, parseDisplayHash, SCRIPT_HASH_BYTES } from './hex';

/**
 * N3 addresses: Base58Check(version ‖ 20 stored bytes), checksum = 4 bytes of SHA-256(SHA-256(…)).
 * The version is the node's `protocol.addressversion` (getversion): 53 (0x35) on MainNet and TestNet,
 * another on a private chain that chose one.
 */
export const ADDRESS_VERSION = 0x35;
const LEGACY_ADDRESS_VERSION = 0x17;
const base58check = createBase58check(sha256);
const BASE58_ALPHABET = /^[1-9A-HJ-NP-Za-km-z]+$/;
/** Base58Check of 25 bytes starting 0x35 (or 0x17, Legacy) is always 34 characters: of any byte from 3 up. */
const ADDRESS_LENGTH = 34;
const MIN_34_CHARACTER_VERSION = 3;

/**
 * The address version to read and write addresses with: a byte, or `null` where the node's is not
 * known yet (it has not been asked): then an address of any version but Neo Legacy's is read, and
 * addresses are written with 53.
 */
export type AddressVersion = number | null;

export interface Owner {
  /** N3 address, e.g. `NMBfzaEq2c5zodiNbLPoohVENARMbJim1r`. */
  address: string;
  /** Display script hash, `0x` + 40 lower-case hex: what `Hash160` arguments take. */
  scriptHash: string;
}

/** The 20 stored bytes of an account → its N3 address with `version` (53 unless the node says another). */
export function scriptHashBytesToAddress(bytes: Uint8Array, version: AddressVersion = ADDRESS_VERSION): string {
  if (bytes.length !== SCRIPT_HASH_BYTES) throw new RangeError(`a script hash has 20 bytes, not ${bytes.length}`);
  const payload = new Uint8Array(1 + SCRIPT_HASH_BYTES);
  payload[0] = version ?? ADDRESS_VERSION;
  payload.set(bytes, 1);
  return base58check.encode(payload);
}

export function scriptHashToAddress(displayHash: string, version: AddressVersion = ADDRESS_VERSION): string {
  const normalized = parseDisplayHash(displayHash);
  if (!normalized) throw new RangeError('not a script hash in display form');
  return scriptHashBytesToAddress(displayHashToBytes(normalized), version);
}

/** Why `input` is not an N3 address with `version`, or undefined when it is one. */
function addressProblem(input: string, version: AddressVersion): string | undefined {
  if (!BASE58_ALPHABET.test(input)) return 'it contains characters that Base58 does not use (0, O, I, l or non-alphanumerics)';
  // Told before the checksum, which would fail too without saying what is wrong. Every version from 3
  // up makes 34 characters (0 to 2 may make 33, and start with 1).
  const fixedLength = version === null ? !input.startsWith('1') : version >= MIN_34_CHARACTER_VERSION;
  if (fixedLength && input.length !== ADDRESS_LENGTH) return `an N3 address has ${ADDRESS_LENGTH} characters, this one has ${input.length}`;
  let payload: Uint8Array;
  try {
    payload = base58check.decode(input);
  } catch (error) {
    return /checksum/i.test(String(error)) ? 'its checksum does not match (a mistyped character?)' : 'it is not valid Base58Check';
  }
  if (payload.length !== 1 + SCRIPT_HASH_BYTES) return `it encodes ${payload.length} bytes instead of 21`;
  const found = payload[0]!;
  if (found === version || (version === null && found !== LEGACY_ADDRESS_VERSION)) return undefined;
  if (found === LEGACY_ADDRESS_VERSION) return 'it is a Neo Legacy (N2) address; Neo N3 addresses start with N';
  const expected = version ?? ADDRESS_VERSION;
  const whose = expected === ADDRESS_VERSION ? 'Neo N3 MainNet and TestNet' : 'this node\'s address version';
  return `its version byte is ${hexByte(found)} (${found}), not ${hexByte(expected)} (${expected}, ${whose})`;
}

function hexByte(value: number): string {
  return `0x${value.toString(16).padStart(2, '0')}`;
}

export function isValidAddress(input: string, version: AddressVersion = ADDRESS_VERSION): boolean {
  return addressProblem(input.trim(), version) === undefined;
}

export function addressToScriptHash(address: string, version: AddressVersion = ADDRESS_VERSION): string {
  return parseOwner(address, version).scriptHash;
}

/**
 * An owner given as an N3 address with `version` or a display script hash (with or without `0x` or
 * `0X`, any case). Throws NnsError INVALID_INPUT (field `owner`) saying what is wrong.
 */
export function parseOwner(input: string, version: AddressVersion = ADDRESS_VERSION): Owner {
  const text = input.trim();
  if (text === '') {
    throw new NnsError('INVALID_INPUT', 'Owner is empty: enter an N3 address (N…) or a script hash (0x + 40 hex digits).', { field: 'owner' });
  }
  const scriptHash = parseDisplayHash(text);
  if (scriptHash) return { address: scriptHashToAddress(scriptHash, version), scriptHash };
  if (/^(?:0[xX])?[0-9a-fA-F]+$/.test(text)) {
    const digits = text.replace(/^0x/i, '').length;
    throw new NnsError('INVALID_INPUT', `Owner "${text}" is not a script hash: it has ${digits} hex digits, a script hash has 40.`, { field: 'owner' });
  }
  const problem = addressProblem(text, version);
  if (problem) {
    throw new NnsError('INVALID_INPUT', `Owner "${shorten(text)}" is not a Neo N3 address: ${problem}.`, { field: 'owner' });
  }
  const payload = base58check.decode(text);
  return { address: text, scriptHash: bytesToDisplayHash(payload.subarray(1)) };
}

/** Whether `input` is a script hash, which reads the same whatever the address version. */
export function isScriptHashInput(input: string): boolean {
  return parseDisplayHash(input) !== undefined;
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
