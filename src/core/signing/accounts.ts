import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { p256 } from '@noble/curves/nist.js';
import { ADDRESS_VERSION, scriptHashBytesToAddress } from '../encoding/address';
import { bytesToDisplayHash } from '../encoding/hex';
import { concatBytes } from '../encoding/binary';
import { pushInteger } from '../encoding/script';
import { TransactionError } from '../errors/transactionError';
import { checkPublicKey, type PrivateKey } from './keys';

/**
 * Accounts as Neo verifies them (neo `Contract.cs`; protocol notes §11): a verification script, its
 * script hash (RIPEMD-160 of SHA-256 of the script) and address. A signature account checks one key;
 * a multisig account m of its n keys, sorted as neo sorts public keys.
 */
export interface VerificationAccount {
  readonly kind: 'signature' | 'multisig';
  /** Signatures needed: 1 for a signature account, m for a multisig. */
  readonly threshold: number;
  /** Compressed public keys, in the order of the script. */
  readonly publicKeys: readonly Uint8Array[];
  readonly verificationScript: Uint8Array;
  /** Display form, `0x` + 40 hex digits. */
  readonly scriptHash: string;
  readonly address: string;
}

const PUSHDATA1 = 0x0c;
const SYSCALL = 0x41;
const PUBLIC_KEY_BYTES = 33;
/** First 4 bytes of SHA-256("System.Crypto.CheckSig") and ("System.Crypto.CheckMultisig"). */
const CHECK_SIG = Uint8Array.of(0x56, 0xe7, 0xb3, 0x27);
const CHECK_MULTISIG = Uint8Array.of(0x9e, 0xd0, 0xdc, 0x3a);
/** neo's limit on the keys of a multisig account. */
export const MAX_MULTISIG_KEYS = 1024;

/** PUSHDATA1 33 <key>, SYSCALL System.Crypto.CheckSig. */
export function signatureScript(publicKey: Uint8Array): Uint8Array {
  return concatBytes(Uint8Array.of(PUSHDATA1, PUBLIC_KEY_BYTES), checkPublicKey(publicKey), Uint8Array.of(SYSCALL), CHECK_SIG);
}

/** m, the keys sorted, n, SYSCALL System.Crypto.CheckMultisig. */
export function multisigScript(threshold: number, publicKeys: readonly Uint8Array[]): Uint8Array {
  const sorted = sortPublicKeys(publicKeys);
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > sorted.length || sorted.length > MAX_MULTISIG_KEYS) {
    throw new TransactionError('INVALID_KEY', `A multisig account needs 1 ≤ m ≤ n ≤ ${MAX_MULTISIG_KEYS} (m = ${threshold}, n = ${sorted.length}).`);
  }
  if (new Set(sorted.map((key) => key.join())).size !== sorted.length) throw new TransactionError('INVALID_KEY', 'A multisig account has a key twice.');
  return concatBytes(
    Uint8Array.from(pushInteger(threshold)),
    ...sorted.map((key) => concatBytes(Uint8Array.of(PUSHDATA1, PUBLIC_KEY_BYTES), key)),
    Uint8Array.from(pushInteger(sorted.length)),
    Uint8Array.of(SYSCALL), CHECK_MULTISIG,
  );
}

/** Neo's order of public keys (neo ECPoint.CompareTo, neo-go keys.PublicKeys): by X, then by Y. */
export function sortPublicKeys(publicKeys: readonly Uint8Array[]): Uint8Array[] {
  const points = publicKeys.map((key) => ({ key: checkPublicKey(key), point: p256.Point.fromBytes(key).toAffine() }));
  points.sort((a, b) => compare(a.point.x, b.point.x) || compare(a.point.y, b.point.y));
  return points.map(({ key }) => key);
}

function compare(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** RIPEMD-160(SHA-256(script)): the 20 bytes as stored. */
export function scriptHashBytesOf(script: Uint8Array): Uint8Array {
  return ripemd160(sha256(script));
}

function account(kind: VerificationAccount['kind'], threshold: number, publicKeys: Uint8Array[], script: Uint8Array, addressVersion: number): VerificationAccount {
  const hash = scriptHashBytesOf(script);
  return { kind, threshold, publicKeys, verificationScript: script, scriptHash: bytesToDisplayHash(hash), address: scriptHashBytesToAddress(hash, addressVersion) };
}

export function accountFromPublicKey(publicKey: Uint8Array, addressVersion = ADDRESS_VERSION): VerificationAccount {
  return account('signature', 1, [Uint8Array.from(publicKey)], signatureScript(publicKey), addressVersion);
}

/** The signature account of a private key (a neo-express wallet's, a NEP-6 account's). */
export function accountFromPrivateKey(key: PrivateKey, addressVersion = ADDRESS_VERSION): VerificationAccount {
  return accountFromPublicKey(key.publicKey, addressVersion);
}

/** The m-of-n multisig account of these public keys (the committee of a one-node chain is 1-of-1). */
export function multisigAccount(threshold: number, publicKeys: readonly Uint8Array[], addressVersion = ADDRESS_VERSION): VerificationAccount {
  const script = multisigScript(threshold, publicKeys);
  return account('multisig', threshold, sortPublicKeys(publicKeys), script, addressVersion);
}

/**
 * The account of a verification script as a wallet file holds it (NEP-6 `contract.script`,
 * neo-express `contract.script`): a signature or a multisig script in the exact form neo emits,
 * otherwise INVALID_KEY (contract-verified accounts are not signed for here).
 */
export function accountFromVerificationScript(given: Uint8Array, addressVersion = ADDRESS_VERSION): VerificationAccount {
  // A copy, in plain Uint8Arrays (a Node Buffer's slices would be Buffers).
  const script = Uint8Array.from(given);
  if (script.length === 40 && script[0] === PUSHDATA1 && script[1] === PUBLIC_KEY_BYTES) {
    const built = accountFromPublicKey(script.subarray(2, 35), addressVersion);
    if (equalBytes(built.verificationScript, script)) return built;
  }
  const parsed = parseMultisig(script);
  if (parsed) {
    let built: VerificationAccount | undefined;
    try {
      built = multisigAccount(parsed.threshold, parsed.keys, addressVersion);
    } catch {
      // m or the keys are not those of a multisig account: told below
    }
    if (built && equalBytes(built.verificationScript, script)) return built;
  }
  throw new TransactionError('INVALID_KEY', 'This verification script is neither a signature nor a multisig account script; it cannot be signed for here.');
}

/**
 * m and the keys of a script shaped like a multisig one: a proposal only, which the caller accepts
 * when rebuilding the account gives the script byte for byte.
 */
function parseMultisig(script: Uint8Array): { threshold: number; keys: Uint8Array[] } | undefined {
  const first = readSmallInteger(script);
  if (!first) return undefined;
  const keys: Uint8Array[] = [];
  for (let offset = first.next; script[offset] === PUSHDATA1 && script[offset + 1] === PUBLIC_KEY_BYTES; offset += 2 + PUBLIC_KEY_BYTES) {
    keys.push(script.slice(offset + 2, offset + 2 + PUBLIC_KEY_BYTES));
  }
  return { threshold: first.value, keys };
}

/** PUSH1…PUSH16, PUSHINT8 or PUSHINT16 at the start of the script. */
function readSmallInteger(script: Uint8Array): { value: number; next: number } | undefined {
  const op = script[0];
  if (op === 0x00) return { value: ((script[1] ?? 0) << 24) >> 24, next: 2 };
  if (op === 0x01) return { value: (((script[1] ?? 0) | ((script[2] ?? 0) << 8)) << 16) >> 16, next: 3 };
  // PUSH1…PUSH16; another byte proposes an m whose rebuilt script does not start with it.
  return op === undefined ? undefined : { value: op - 0x10, next: 1 };
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
