import { ripemd160 } from '@noble/hashes/legacy.js';
import { decodeNameState, MalformedValue } from './nameState';

/**
 * Where the NNS contract keeps its names (neo-project/non-native-contracts NameService.cs; protocol
 * notes §8). Every key of a name ends with RIPEMD-160 of the name, which is what storage order is.
 */
export const PREFIX_TOTAL_SUPPLY = 0x00;
export const PREFIX_BALANCE = 0x01;
export const PREFIX_ACCOUNT_TOKEN = 0x02;
export const PREFIX_NAME = 0x21;
const HASH_BYTES = 20;

/** Where one listing's entries are, how many there should be, and the name each entry holds. */
export interface StorageLayout {
  /** Every entry of the listing has a key that starts with these bytes. */
  prefix: Uint8Array;
  /** The key of the Integer counting the entries (absent: 0). */
  countKey: Uint8Array;
  /**
   * Whether no entry is ever deleted and every new one raises the count: then a count that did not
   * change means the entries did not either. Otherwise (entries that leave) it proves nothing.
   */
  countOnlyGrows: boolean;
  /** The name an entry holds, after checking that its key is the prefix ‖ RIPEMD-160 of that name; throws MalformedValue. */
  nameOf(key: Uint8Array, value: Uint8Array): Uint8Array;
}

/** `0x21 ‖ RIPEMD-160(name)`: the key of a name's NameState. */
export function nameStateKey(name: Uint8Array): Uint8Array {
  return concat(Uint8Array.of(PREFIX_NAME), ripemd160(name));
}

/**
 * `tokens()`: the NameStates under 0x21, counted by the total supply under 0x00; the name is field 1.
 * The contract deletes no NameState (a re-registration overwrites it) and raises the total supply
 * only for a new one (NameService.cs Register): the count only grows.
 */
export function tokensLayout(): StorageLayout {
  const prefix = Uint8Array.of(PREFIX_NAME);
  return {
    prefix,
    countKey: Uint8Array.of(PREFIX_TOTAL_SUPPLY),
    countOnlyGrows: true,
    nameOf: (key, value) => {
      let name: Uint8Array;
      try {
        name = decodeNameState(value).name;
      } catch (error) {
        if (error instanceof MalformedValue) throw new MalformedValue(`a value under 0x21 is not a NameState: ${error.message}`);
        throw error;
      }
      checkKey(key, prefix, name);
      return name;
    },
  };
}

/**
 * `tokensOf(owner)`: the names under 0x02 ‖ owner, counted by the balance under 0x01 ‖ owner; the
 * value is the name. A transfer (or an expired name registered by another) deletes an entry: the
 * balance goes down as well as up.
 */
export function tokensOfLayout(owner: Uint8Array): StorageLayout {
  const prefix = concat(Uint8Array.of(PREFIX_ACCOUNT_TOKEN), owner);
  return {
    prefix,
    countKey: concat(Uint8Array.of(PREFIX_BALANCE), owner),
    countOnlyGrows: false,
    nameOf: (key, value) => {
      checkKey(key, prefix, value);
      return value;
    },
  };
}

function checkKey(key: Uint8Array, prefix: Uint8Array, name: Uint8Array): void {
  if (key.length !== prefix.length + HASH_BYTES || !startsWith(key, prefix)) {
    throw new MalformedValue(`a key is not the prefix followed by 20 bytes (${key.length} bytes)`);
  }
  if (!equalBytes(key.subarray(prefix.length), ripemd160(name))) {
    throw new MalformedValue('a key does not end with RIPEMD-160 of the name stored under it');
  }
}

export function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(a.length + b.length);
  bytes.set(a);
  bytes.set(b, a.length);
  return bytes;
}

export function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => b[i] === byte);
}

/** Byte order of storage keys: negative when `a` comes first. */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
