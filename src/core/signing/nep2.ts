import { ecb } from '@noble/ciphers/aes.js';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { ADDRESS_VERSION, scriptHashBytesToAddress } from '../encoding/address';
import { NnsError } from '../errors/nnsError';
import { MAX_SCRYPT, scryptLimitMessage, scryptLimitProblem, type ScryptParams } from './scryptLimits';
import { concatBytes } from '../encoding/binary';
import { TransactionError } from '../errors/transactionError';
import { equalBytes, scriptHashBytesOf, signatureScript } from './accounts';
import { exposeSecret, PrivateKey } from './keys';

export type { ScryptParams } from './scryptLimits';

/**
 * NEP-2 (neo-project/proposals nep-2.mediawiki): a private key encrypted with a password, as NEP-6
 * wallets hold it (`6P…`). scrypt(NFC password, salt = the first 4 bytes of SHA-256(SHA-256(address)))
 * gives 64 bytes: the first half is XORed with the key, the second is the AES-256 key (ECB, two
 * blocks). The address check after decrypting tells a wrong password.
 */

/** NEP-2's parameters, and NEP-6's default when a wallet names none. */
export const DEFAULT_SCRYPT: ScryptParams = { n: 16384, r: 8, p: 8 };
/**
 * Neo Legacy's address version: its addresses hash another verification script (PUSHBYTES33 <key>
 * CHECKSIG), which NEP-2's own test vectors use.
 */
export const LEGACY_ADDRESS_VERSION = 0x17;

const base58check = createBase58check(sha256);
const PREFIX = [0x01, 0x42, 0xe0] as const;
const PAYLOAD_BYTES = 39;
const KEY_BYTES = 32;

export interface Nep2Options {
  /** scrypt's progress, 0 to 1 (it takes a second or more with the default parameters). */
  onProgress?: (fraction: number) => void;
  /** Stops scrypt where it is: the call rejects with the NnsError CANCELLED, and no key. */
  signal?: AbortSignal;
}

/**
 * The private key of a NEP-2 string. WRONG_PASSWORD when the password does not open it (the address
 * of the result does not match the string's); INVALID_NEP2 when the text is not NEP-2 or the scrypt
 * parameters are unusable or beyond MAX_SCRYPT (refused before any work); CANCELLED when `signal`
 * aborts. scrypt runs asynchronously, yielding to the event loop.
 */
export async function decryptNep2(
  encrypted: string, password: string, scrypt: ScryptParams = DEFAULT_SCRYPT, addressVersion = ADDRESS_VERSION, options: Nep2Options = {},
): Promise<PrivateKey> {
  const payload = decodeNep2(encrypted);
  const addressHash = payload.slice(3, 7);
  const derived = await deriveKey(password, addressHash, scrypt, options);
  const plain = ecb(derived.subarray(32), { disablePadding: true }).decrypt(payload.subarray(7));
  try {
    for (let i = 0; i < KEY_BYTES; i++) plain[i]! ^= derived[i]!;
    let key: PrivateKey;
    try {
      key = PrivateKey.fromBytes(plain);
    } catch {
      // A wrong password yields 32 random bytes, which are a key of the curve but for 2^-32 of them.
      throw wrongPassword();
    }
    if (!equalBytes(addressHashOf(key, addressVersion), addressHash)) {
      key.wipe();
      throw wrongPassword();
    }
    return key;
  } finally {
    plain.fill(0);
    derived.fill(0);
  }
}

/** The NEP-2 string of `key` (for tests and for writing wallets). */
export async function encryptNep2(
  key: PrivateKey, password: string, scrypt: ScryptParams = DEFAULT_SCRYPT, addressVersion = ADDRESS_VERSION, options: Nep2Options = {},
): Promise<string> {
  const addressHash = addressHashOf(key, addressVersion);
  const derived = await deriveKey(password, addressHash, scrypt, options);
  const block = Uint8Array.from(exposeSecret(key));
  try {
    for (let i = 0; i < KEY_BYTES; i++) block[i]! ^= derived[i]!;
    const encrypted = ecb(derived.subarray(32), { disablePadding: true }).encrypt(block);
    return base58check.encode(concatBytes(Uint8Array.from(PREFIX), addressHash, encrypted));
  } finally {
    block.fill(0);
    derived.fill(0);
  }
}

function decodeNep2(encrypted: string): Uint8Array {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(encrypted.trim());
  } catch {
    throw new TransactionError('INVALID_NEP2', 'The encrypted key is not NEP-2: it is not valid Base58Check (a NEP-2 key is 58 characters starting with 6P).');
  }
  if (payload.length !== PAYLOAD_BYTES || PREFIX.some((byte, i) => payload[i] !== byte)) {
    throw new TransactionError('INVALID_NEP2', 'The encrypted key is not NEP-2: it does not start with the bytes 01 42 E0 of a NEP-2 key, or has the wrong length.');
  }
  return payload;
}

/** The memory @noble/hashes counts (128·r·(N + p + 1)) for any parameters within MAX_SCRYPT. */
const SCRYPT_MAXMEM = MAX_SCRYPT.memoryBytes + 128 * MAX_SCRYPT.r * (MAX_SCRYPT.p + 1);

async function deriveKey(password: string, salt: Uint8Array, scrypt: ScryptParams, options: Nep2Options): Promise<Uint8Array> {
  const { n, r, p } = scrypt;
  const valid = Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0 && Number.isInteger(r) && r > 0 && Number.isInteger(p) && p > 0;
  if (!valid) throw new TransactionError('INVALID_NEP2', `The wallet's scrypt parameters are unusable (n must be a power of 2 above 1, r and p positive): n ${n}, r ${r}, p ${p}.`);
  const beyond = scryptLimitProblem(scrypt);
  if (beyond) throw new TransactionError('INVALID_NEP2', scryptLimitMessage(beyond), { scryptLimit: beyond });
  const { signal } = options;
  if (signal?.aborted) throw cancelled();
  // scrypt calls back between its blocks, and stops when the callback throws: the abort is seen there.
  const onProgress = (fraction: number) => {
    if (signal?.aborted) throw cancelled();
    options.onProgress?.(fraction);
  };
  const secret = new TextEncoder().encode(password.normalize('NFC'));
  let derived: Uint8Array;
  try {
    derived = await scryptAsync(secret, salt, { N: n, r, p, dkLen: 64, maxmem: SCRYPT_MAXMEM, onProgress: signal || options.onProgress ? onProgress : undefined });
  } catch (error) {
    if (signal?.aborted) throw error instanceof NnsError ? error : cancelled(error);
    throw new TransactionError('INVALID_NEP2', `scrypt refused the wallet's parameters (n ${n}, r ${r}, p ${p}).`, { cause: error });
  } finally {
    secret.fill(0);
  }
  if (signal?.aborted) {
    derived.fill(0);
    throw cancelled();
  }
  return derived;
}

function cancelled(cause?: unknown): NnsError {
  return new NnsError('CANCELLED', 'Cancelled while the wallet\'s key was being opened.', cause === undefined ? {} : { cause });
}

/** The first 4 bytes of SHA-256(SHA-256(address)), the address of `key` with `addressVersion`. */
function addressHashOf(key: PrivateKey, addressVersion: number): Uint8Array {
  const script = addressVersion === LEGACY_ADDRESS_VERSION
    ? concatBytes(Uint8Array.of(0x21), key.publicKey, Uint8Array.of(0xac))
    : signatureScript(key.publicKey);
  const address = scriptHashBytesToAddress(scriptHashBytesOf(script), addressVersion);
  return sha256(sha256(new TextEncoder().encode(address))).slice(0, 4);
}

function wrongPassword(): TransactionError {
  return new TransactionError('WRONG_PASSWORD', 'The password does not decrypt this key.');
}
