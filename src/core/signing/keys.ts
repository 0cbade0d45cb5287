import { p256 } from '@noble/curves/nist.js';
import { hex } from '@scure/base';
import { TransactionError } from '../errors/transactionError';

const REDACTED = 'PrivateKey [redacted]';
const SECRET_BYTES = 32;
const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/** Reads a key's secret: for NEP-2 encryption only, never exported from the write module. */
let secretOf: (key: PrivateKey) => Uint8Array;

/**
 * A secp256r1 private key, held so that it never leaves by accident: JSON, string conversion and
 * Node's inspection show a redaction, the secret is in a private field (not copied by spreading or
 * structuredClone), and `wipe()` zeroes it once the signature is made.
 */
export class PrivateKey {
  readonly #secret: Uint8Array;
  #wiped = false;
  /** The compressed public key (33 bytes: 02 or 03, then X). */
  readonly publicKey: Uint8Array;

  static {
    secretOf = (key) => {
      key.checkUsable();
      return key.#secret;
    };
  }

  private constructor(secret: Uint8Array) {
    this.#secret = secret;
    this.publicKey = p256.getPublicKey(secret, true);
  }

  /** A copy of the 32 bytes; INVALID_KEY when they are not a key of the curve (0, or ≥ its order). */
  static fromBytes(bytes: Uint8Array): PrivateKey {
    if (bytes.length !== SECRET_BYTES || !p256.utils.isValidSecretKey(bytes)) {
      throw new TransactionError('INVALID_KEY', `A private key is ${SECRET_BYTES} bytes below the order of secp256r1; this one is not.`);
    }
    return new PrivateKey(Uint8Array.from(bytes));
  }

  /** 64 hex digits, as neo-express wallets hold `private-key`. */
  static fromHex(text: string): PrivateKey {
    if (!/^[0-9a-fA-F]{64}$/.test(text)) throw new TransactionError('INVALID_KEY', 'A private key in hex has 64 hex digits; this one does not.');
    const bytes = hex.decode(text.toLowerCase());
    try {
      return PrivateKey.fromBytes(bytes);
    } finally {
      bytes.fill(0);
    }
  }

  /** A new random key (the platform's cryptographic random source). */
  static generate(): PrivateKey {
    return new PrivateKey(p256.utils.randomSecretKey());
  }

  get wiped(): boolean {
    return this.#wiped;
  }

  /**
   * ECDSA over SHA-256 of `message`: 64 bytes r ‖ s. Deterministic (RFC 6979) with s in the lower
   * half, as neon-js signs; Neo verifies either half.
   */
  sign(message: Uint8Array): Uint8Array {
    this.checkUsable();
    return p256.sign(message, this.#secret, { prehash: true, lowS: true });
  }

  /** Zeroes the secret; the key cannot sign afterwards. */
  wipe(): void {
    this.#secret.fill(0);
    this.#wiped = true;
  }

  toJSON(): string {
    return REDACTED;
  }

  toString(): string {
    return REDACTED;
  }

  [INSPECT](): string {
    return REDACTED;
  }

  private checkUsable(): void {
    if (this.#wiped) throw new TransactionError('KEY_WIPED', 'This private key was wiped after use; read it again to sign.');
  }
}

/** The secret of `key` (NEP-2 encryption); not part of the public API. */
export function exposeSecret(key: PrivateKey): Uint8Array {
  return secretOf(key);
}

/** Whether `signature` (64 bytes r ‖ s) signs SHA-256 of `message` for the compressed or uncompressed `publicKey`. */
export function verifySignature(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return p256.verify(signature, message, publicKey, { prehash: true, lowS: false });
  } catch {
    return false;
  }
}

/** INVALID_KEY unless `publicKey` is a compressed point of secp256r1. */
export function checkPublicKey(publicKey: Uint8Array): Uint8Array {
  try {
    if (publicKey.length === 33) {
      p256.Point.fromBytes(publicKey).assertValidity();
      return publicKey;
    }
  } catch {
    // told below
  }
  throw new TransactionError('INVALID_KEY', 'A public key here is 33 bytes (02 or 03, then X) of a point of secp256r1; this one is not.');
}
